"""A duty asked after the rule's own situation (batch `_ze`, issue 8; the open kind of batch `_zc`).

"보안 USB 분실 신고할 때 안에 뭐가 들어 있었는지도 적어야 돼요?" opens with the situation the rule is about
(reporting a lost USB) and asks whether something must be written down then: "보안 USB를 잃어버리면 즉시
보안팀에 신고한다" carries the situation, not the asked duty (적다), and the one-predicate excuse let it pass.
A Korean question that asks an obligation ("…V-어야 돼요/하나요?") after a situation it opens with (-ㄹ 때, -면;
`bot.rules.other_condition.own_situation`) is not answered by a sentence that carries neither the act V nor the thing
it is done to (the last noun before V), itself or as a glossary policy word: "재택할 때 VPN 꼭 켜야 돼요?" names
VPN, which "회사 밖에서는 VPN을 먼저 연결한 뒤 …" carries. Left alone: generic verbs (하다, 쓰다, 되다 …), an act the
situation itself names, and a question word ("몇 분으로 해야 돼요?", "뭐 적어야 돼요?"), which asks what the rule
states; an indirect question ("뭐가 들어 있었는지도 적어야 돼요?") is no question word.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import GENERIC_VERBS, NOUN_TAGS, analyze, compact, lemmas_of
from bot.rules.other_condition import asked_act, own_situation

_QUESTION_WORD_RE = re.compile(r"누가|누구|뭐|뭘|무엇|어디|언제|어떤|어떻게|어케|무슨|몇|며칠|얼마")
# an indirect question inside the asked clause ("뭐가 들어 있었는지도 적어야 돼요?") asks nothing itself
_EMBEDDED_RE = re.compile(r"(?:누가|누구|뭐|뭘|무엇|어디|언제|어떤|무슨|몇|얼마)[^?]*?(?:는지|은지|ㄴ지|던지)")
_OBLIGATION_RE = re.compile(
    r"(?:어야|아야|여야|해야|야)\s*(?:되나요|돼요|되죠|하나요|할까요|합니까|됩니까|돼|되나|함)\s*\??\s*$")


def asked_object(rest: str, act: str) -> str | None:
    """The last noun before the asked act in the part after the situation: what the duty is about."""
    noun = None
    for morph in analyze(rest):
        if morph.lemma == act:
            break
        if morph.tag in NOUN_TAGS:
            noun = morph.lemma
    return noun


def problems(question: str, body: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """The obligation asked after the question's own situation, about a thing the sentence does not name, by an
    act it does not carry."""
    if not re.search(r"[가-힣]", question) or not _OBLIGATION_RE.search(question.strip()):
        return []
    if _QUESTION_WORD_RE.search(_EMBEDDED_RE.sub(" ", question)):
        return []  # "몇 분으로 해야 돼요?", "뭐 적어야 돼요?": a question word asks what the rule states
    situation = own_situation(question)
    act = asked_act(question) if situation else None
    if act is None or act in GENERIC_VERBS or act in lemmas_of(situation):
        return []
    squeezed = compact(body)
    lemmas = lemmas_of(body)

    def carried(word: str) -> bool:  # a one-syllable word by the analyzer only ("안" is not in "보안")
        return word in lemmas or (len(word) > 1 and compact(word) in squeezed) or any(
            compact(w) in squeezed for w in policy_words(word))

    thing = asked_object(question.strip()[len(situation):], act)
    if carried(act) or thing is None or carried(thing):
        return []  # "노트북 바꿀 때 자료는 그냥 포기해야 돼요?": the sentence says what becomes of 자료
    return [f"({thing} {act}: the duty asked after the question's own situation, not in the sentence)"]
