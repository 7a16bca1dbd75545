"""The asked act done to another thing in the sentence (batch `_zt`, issue 8).

"malware 의심돼서 랜선 뽑았는데 PC는 꺼야 되나요?" asks whether to turn the PC off: "악성코드 감염이 의심되면
즉시 랜선을 뽑고 와이파이를 꺼서 컴퓨터를 네트워크에서 분리한다" carries every word of it, but what it turns off is
the Wi-Fi; the computer is what it disconnects. `TopicMatcher._other_object` takes such a verb off the covered
words, and the one-predicate excuse then let the sentence pass. The question's final act is what it asks: when the
question names the thing it is done to (right before the verb, bare, with 을/를, or with the topic or additive
particle 은/는/도/만 of spoken questions: "PC는 꺼야", "모니터도 꺼야") and every place where the sentence uses that
verb on a thing it marks with 을/를 names another thing in that clause, the sentence does not answer. A sentence
that names the asked thing in the clause of the verb ("노트북과 장비를 … 반납한다") answers as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import NOUN_TAGS, Morph, analyze, compact
from bot.rules.answer_kind import asked_kind

_TOPIC_PARTICLES = frozenset({"은", "는", "도", "만"})
_MODALS = frozenset({"되", "있", "없", "괜찮", "않", "하"})  # "꺼야 되나요", "쓸 수 있어요": the act is before
PROBLEM = "(the asked act is done to another thing in the sentence)"


def asked_object(text: str, lemma: str) -> str | None:
    """The noun right before the question's last predicate, when it is `lemma` ("PC는 꺼야 되나요?"): bare, with
    을/를, or with 은/는/도/만. An act of an earlier clause ("기종 바꿨는데 OTP는 …") is the asker's story."""
    morphs = analyze(text)
    verbs = [i for i, m in enumerate(morphs) if m.tag.startswith(VERB_ADJECTIVE_TAGS) and m.lemma not in _MODALS]
    for i in verbs[-1:]:
        morph = morphs[i]
        if morph.lemma != lemma or i < 1:
            continue
        j = i - 1
        if morphs[j].tag == "JKO" or (morphs[j].tag == "JX" and morphs[j].surface in _TOPIC_PARTICLES):
            j -= 1
        if j >= 0 and morphs[j].tag in NOUN_TAGS and morphs[j].end <= morph.start:
            return morphs[j].surface
    return None


def _clauses_of(morphs: tuple[Morph, ...], lemma: str) -> list[str]:
    """For every use of the verb `lemma` with an object marked by 을/를 right before it, the clause that leads to
    it: the text after the previous connective or modifier ending ("…뽑고 와이파이를 꺼서": "와이파이를")."""
    out: list[str] = []
    for i, morph in enumerate(morphs):
        if morph.lemma != lemma or not morph.tag.startswith(VERB_ADJECTIVE_TAGS) or i < 2 or morphs[i - 1].tag != "JKO":
            continue
        k = i - 1
        while k > 0 and morphs[k - 1].tag not in ("EC", "ETM", "SF"):  # "·" of a list does not end a clause
            k -= 1
        out.append(" ".join(m.surface for m in morphs[k:i]))
    return out


def problems(question: str, final_act: str | None, sentence: str,
             policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """The sentence uses the question's final act only on things other than the one the question names."""
    if final_act is None or not re.search(r"[가-힣]", question) or asked_kind(question).how:
        return []  # "어떻게 보내요?": the answer names the means, often another thing (공유 링크를 보낸다)
    thing = asked_object(question, final_act)
    if thing is None:
        return []
    clauses = _clauses_of(analyze(sentence), final_act)
    if not clauses:
        return []
    words = {compact(thing), *(compact(w) for w in policy_words(thing))} - {""}
    if any(any(w in compact(clause) for w in words) for clause in clauses):
        return []
    if any(w in compact(sentence) and _acted_elsewhere(sentence, w, final_act) for w in words):
        return []
    return [PROBLEM]


def _acted_elsewhere(sentence: str, word: str, lemma: str) -> bool:
    """The sentence uses the verb on the asked thing without 을/를 ("컴퓨터는 끄지 말고"): the thing right
    before the verb, with a topic particle."""
    found = asked_object(sentence, lemma)
    return found is not None and word in compact(found)
