"""A lead time is not how long something lasts (batch `_ze`, issue 8).

"VPN 인증서 발급받으면 언제까지 쓸 수 있어요?" asks how long the certificate can be used: "인증서가 만료되기
30일 전에 재발급을 신청한다" gives a lead time before the expiry, for another act (신청), and passed because its
figure satisfied the duration asked. A question asking until when or for how long (언제까지, 얼마 동안, how long)
is not answered by a sentence whose figures are all lead times ("N일 전에", "N일 전부터") and whose act the
question does not name (the deadline asked of the act itself, "재발급 신청은 언제까지 해야 돼요?", is answered).
A question that asks about the time before something itself (전, 미리, before, in advance) is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import GENERIC_VERBS, NOUN_TAGS, analyze, compact, lemmas_of

_UNTIL_RE = re.compile(r"언제까지|얼마\s*동안|얼마나\s*오래|how\s+long|until\s+when", re.I)
_BEFORE_ASKED_RE = re.compile(r"전|미리|before|in\s+advance|ahead", re.I)
_FIGURE_RE = re.compile(r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)(\s*전)?")


def main_act(sentence: str) -> str | None:
    """The sentence's last act: a non-generic verb, or a noun made a verb by 하다 ("신청한다" -> 신청)."""
    morphs = analyze(sentence)
    act = None
    for i, morph in enumerate(morphs):
        verb = morph.tag in VERB_ADJECTIVE_TAGS and morph.lemma not in GENERIC_VERBS
        if verb or (morph.tag in NOUN_TAGS and i + 1 < len(morphs) and morphs[i + 1].tag == "XSV"):
            act = morph.lemma
    return act


def other_act(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> str | None:
    """The act of a sentence whose figures are all lead times ("N일 전에"), when the question does not name that act
    (itself or as a policy word); None otherwise."""
    figures = list(_FIGURE_RE.finditer(sentence))
    if not figures or not all(f.group(1) for f in figures):
        return None
    act = main_act(sentence)
    if act is None:
        return None
    squeezed = compact(question)
    if act in lemmas_of(question) or compact(act) in squeezed or any(compact(w) in squeezed for w in policy_words(act)):
        return None
    return act


def problems(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """A lead-time sentence for another act does not say how long something lasts."""
    if not _UNTIL_RE.search(question) or _BEFORE_ASKED_RE.search(question):
        return []
    act = other_act(question, sentence, policy_words)
    return [] if act is None else [f"(a lead time before an event, for {act}: not how long something lasts)"]
