"""What follows from a condition, asked as a yes/no question: "인증서 만료되면 VPN 바로 끊겨요?", "백업은 얼마 동안
걸려요?".

- `consequence_problems`: a Korean yes/no question that states a condition ("만료되면") and asks whether
  something then happens (its last act, "끊기") is not answered by a sentence that carries the condition's
  words but not that act: "인증서가 만료되기 30일 전에 재발급을 신청한다" does not say what happens at expiry.
  The leniency that lets one predicate be worded otherwise once the sentence pins the topic down
  (`TopicMatcher._unexcused`) is for the act the rule prescribes; a consequence the rule never states is the
  near miss itself. Generic verbs ("되", "하") and an act the sentence carries are left alone.
- `frequency_problems`: how long something takes or lasts ("얼마 동안 걸려요", "몇 시간 동안") is a length of
  time; a frequency ("매일 새벽 2시에 한다") is not one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import GENERIC_VERBS, analyze, compact

_LASTING_RE = re.compile(r"얼마\s*(?:나\s*)?동안|몇\s*\S{0,3}\s*동안|걸리|걸려|걸릴|걸림|how\s+long\s+does", re.I)
_SPAN_RE = re.compile(r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)")
_HANGUL_RE = re.compile(r"[가-힣]")


def frequency_problems(question: str, quantity: str | None, sentence: str) -> list[str]:
    """A how-long-it-takes question against a sentence whose only time words are a frequency."""
    if quantity != "duration" or _LASTING_RE.search(question) is None or _SPAN_RE.search(sentence):
        return []
    return ["(a length of time, not how often)"]


def _condition_end(question: str) -> int | None:
    """The index of the first morpheme after a "-면" condition (not "-려면", not "V-면 되다"), or None."""
    morphs = analyze(question)
    for k, m in enumerate(morphs):
        if m.tag == "EC" and m.surface.endswith("면") and not m.surface.endswith("려면"):
            after = [x for x in morphs[k + 1:k + 3] if x.tag != "MAG"]
            if after and after[0].lemma in ("되", "괜찮", "안"):
                return None
            return k + 1
    return None


def consequence_problems(question: str, yes_no: bool, final: str | None, covered: list[str], sentence: str,
                         words: Callable[[str], list[str]]) -> list[str]:
    """`final`: the question's last act (`topic.last_act`); `covered`: the terms the sentence carries; `words`:
    a word's policy words. The thing the act is about (the last noun before it: "계정도 막아주는 거죠?") in the
    sentence itself ("… 계정을 차단한다") tells that the sentence speaks of that act, worded otherwise."""
    if not yes_no or final is None or final in covered or final in GENERIC_VERBS or not _HANGUL_RE.search(question):
        return []
    start = _condition_end(question)
    if start is None:
        return []
    morphs = analyze(question)
    at = next((i for i in range(start, len(morphs)) if morphs[i].lemma == final), None)
    if at is None:
        return []
    thing = next((m.surface for m in reversed(morphs[start:at]) if m.tag in NOUN_OR_LATIN_TAGS), None)
    squeezed = compact(sentence)
    if thing is not None and any(compact(w) in squeezed for w in (thing, *words(thing))):
        return []
    return [f"({final}: what follows the condition)"]
