"""A way of doing the act that the asker proposes with "N에/로 V-면 되죠/돼요?": "보안 USB 자료 삭제는 휴지통에
넣으면 되죠?", "분실 신고는 메일로 하면 돼요?".

"V-면 되다" asks whether the act is enough (`TopicMatcher._is_condition`, batch `_zd`), and here the act is
done *to* or *with* N: the point is N, the bin or the channel. A sentence that prescribes the act the question
names as its topic ("용도가 끝난 자료는 보안 USB에서 바로 삭제한다") without N does not say whether that way is
enough. N must be in the sentence, itself or as a policy word the glossary gives it (`words`). A person or team
(the recipient: "팀장님한테 말하면 되죠?" is corrected by "보안팀에 신고한다") and a question word are left to the
other rules, and so is a time ("며칠 안에 돌려주면 되나요?").

A sentence that prescribes its own way with 로 before its act ("파일은 완전 삭제 도구로 지운다", "자료는 사내
드라이브로 옮긴다") answers the proposal, whatever it is: the way is that one ("개인정보 파일 휴지통에 넣으면 되나?").
So does a sentence that prescribes a step right before the act ("… 파일에 암호를 걸어 보낸다") for a way proposed with
a verb ("대외비 자료 그냥 첨부해서 보내면 되나요?"): the proposed act (첨부) need not be in it.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact
from bot.rules import answer_kind

_PARTICLES = frozenset({"에", "에서", "에다", "에다가", "로", "으로"})
_ENOUGH = frozenset({"되", "괜찮"})
# nouns that bound a time ("며칠 안에 돌려주면 되나요?", "퇴사 전에 내면 돼요?"): a deadline, not a way
_TIME_NOUNS = frozenset({"안", "내", "이내", "전", "후", "뒤", "때", "중", "동안", "다음", "이후", "이전", "날", "주",
                         "달", "오늘", "내일", "주말", "아침", "저녁", "새벽"})


def proposed(question: str) -> tuple[str, ...]:
    """The nouns N of "N에/로 V-면 되다" in the question."""
    morphs = analyze(question)
    out: list[str] = []
    for i in range(len(morphs) - 3):
        noun, case, verb, ending = morphs[i], morphs[i + 1], morphs[i + 2], morphs[i + 3]
        if not (noun.tag in NOUN_OR_LATIN_TAGS and case.tag == "JKB" and case.lemma in _PARTICLES
                and verb.tag == "VV" and ending.tag == "EC" and ending.surface.endswith("면")
                and not ending.surface.endswith("려면")):
            continue
        after = [m for m in morphs[i + 4:i + 6] if m.tag != "MAG"]
        if noun.surface in _TIME_NOUNS or (i > 0 and morphs[i - 1].tag in ("SN", "NR")):
            continue
        if after and after[0].lemma in _ENOUGH and not answer_kind.is_person(noun.surface):
            out.append(noun.surface)
    return tuple(out)


def prescribes_way(sentence: str) -> bool:
    """The sentence names the way of its act: a noun with 로/으로 just before a verb ("삭제 도구로 지운다")."""
    morphs = analyze(sentence)
    return any(noun.tag in NOUN_OR_LATIN_TAGS and case.tag == "JKB" and case.lemma in ("로", "으로")
               and verb.tag == "VV" for noun, case, verb in zip(morphs, morphs[1:], morphs[2:], strict=False))


def problems(question: str, sentence: str, words: Callable[[str], list[str]]) -> list[str]:
    """The proposed nouns the sentence does not carry, as `(N: the way proposed)`."""
    if prescribes_way(sentence):
        return []
    squeezed = compact(sentence)
    return [f"({noun}: the way proposed)" for noun in proposed(question)
            if not any(compact(w) in squeezed for w in (noun, *words(noun)))]


def proposed_acts(question: str) -> frozenset[str]:
    """The acts X of "X-해서/-하고 V-면 되다" in the question (a way of doing V the asker proposes); V itself is not
    returned (`way_answered` reads the question's V-면 acts again)."""
    morphs = [m for m in analyze(question) if m.tag != "MAG"]
    out: set[str] = set()
    for i in range(1, len(morphs) - 3):
        link, verb, ending, enough = morphs[i], morphs[i + 1], morphs[i + 2], morphs[i + 3]
        if not (link.tag in ("XSV", "EC") and link.surface.endswith(("서", "고")) and verb.tag == "VV"
                and ending.tag == "EC" and ending.surface == "면" and enough.lemma in _ENOUGH):
            continue
        way = morphs[i - 1]
        if link.tag == "EC" and i > 1 and morphs[i - 1].tag == "XSV":
            way = morphs[i - 2]  # 첨부 + 하 + 고
        if way.tag in ("NNG", "VV"):
            out.add(way.lemma)
    return frozenset(out)


def steps_before(sentence: str, act: str) -> list[str]:
    """The steps the sentence prescribes right before `act` ("암호를 걸어 보낸다": 걸 + 어, then 보내)."""
    morphs = analyze(sentence)
    acts = answer_kind.SENDING_VERBS if act in answer_kind.SENDING_VERBS else {act}  # "첨부해서 쏘면" vs "걸어 보낸다"
    return [step.lemma for step, link, verb in zip(morphs, morphs[1:], morphs[2:], strict=False)
            if step.tag == "VV" and link.tag == "EC" and link.surface in ("어", "아", "여", "고") and verb.tag == "VV"
            and verb.lemma in acts]


def way_answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the act of a way the question proposes, against a sentence that prescribes its own step
    right before the question's act."""
    ways = proposed_acts(question)
    if not ways or not any(m in ways for m in missing):
        return missing
    morphs = analyze(question)
    acts = {m.lemma for i, m in enumerate(morphs[:-1]) if m.tag == "VV" and morphs[i + 1].surface == "면"}
    steps = {step for act in acts for step in steps_before(sentence, act)}
    if not steps:
        return missing
    # a step the asker has done already ("암호 걸었는데요, 그 암호는 메일에 같이 적어서 보내면 되죠?", session 57):
    # the proposal is about something after it, which the sentence does not speak of
    if steps & {m.lemma for m in morphs if m.tag == "VV"}:
        return missing
    return [m for m in missing if m not in ways]
