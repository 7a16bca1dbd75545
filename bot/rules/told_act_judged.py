""""X했는데 괜찮아요?": the act told before an evaluation must be the sentence's (issue 8, twenty-first session).

"노트북을 차에 두고 왔는데 괜찮아요?" asks whether leaving the laptop in the car is all right. Its act, 두다, is a
generic verb, never a topic word, so the one noun 노트북 let "지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지
않는다" through: a rule on another act. When a Korean question ends in an evaluation of what the asker tells just
before it (a clause ending in -는데 followed only by 괜찮다 / 되다 / 문제 없다 / 상관없다), a generic verb of that
clause that is a deed (두다, 놓다, 쓰다, 주다, 받다, 보다, 가다, 오다 …; not 하다, 되다, 있다 or another light or frame
verb) must be a verb of the sentence too. An act that is a topic word (설치, 꽂다) is judged by the topic rule
already. Only the clause's own deed counts (session 56): not a verb that describes a noun ("집에서 쓰던 개인
USB"), a step closed by -고 / -어서 before a later act ("다 보고 … 버렸는데"), or the use that follows an act told first
("깔아서 쓰고 있는데", "로그인해서 쓰고 있었는데"). On MeCab-ko's tags; general logic, no lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.language.terms import GENERIC_VERBS, Morph, analyze, compact

# generic verbs that carry no deed of their own: light, copular, frame and mood verbs
_LIGHT = frozenset({
    "하", "되", "있", "없", "같", "맞", "괜찮", "궁금하", "모르", "싶", "어떻", "그렇", "이렇", "저렇", "어떡하",
    "어찌하", "필요하", "가능하", "하시", "원하", "알", "해주", "말하", "말씀하", "여쭈", "되묻", "물", "묻",
})
_DEEDS = GENERIC_VERBS - _LIGHT
_TOLD = ("는데", "은데", "ㄴ데", "ᆫ데", "던데")
# what may follow the told clause: the evaluation alone ("괜찮아요?", "돼요?", "문제 없나요?", "상관없죠?")
_JUDGING = frozenset({"괜찮", "되", "문제", "없", "상관"})
# endings that close a step before the clause's next act ("보고 버렸는데", "들고 가서")
_STEP_LINKS = frozenset({"고", "아서", "어서", "여서", "서"})
_CONTENT = ("NNG", "NNP", "SL", "VV", "VA", "XR")


def told_deeds(question: str) -> frozenset[str]:
    """The generic deed verbs of the clause the question tells before judging it; empty when it does not."""
    morphs = analyze(question)
    for k, m in enumerate(morphs):
        if not m.surface.endswith(_TOLD):
            continue
        tail = [x for x in morphs[k + 1:] if x.tag in _CONTENT]
        if not tail or any(x.lemma not in _JUDGING for x in tail):
            continue
        return _main_deeds(_clause(morphs[:k + 1]))
    return frozenset()


def _main_deeds(clause: list[Morph]) -> frozenset[str]:
    """The clause's deed verbs that are its told act: not one describing a noun ("집에서 쓰던 개인 USB"), not a
    step before a later act ("다 보고 휴지통에 버렸는데"), not the use that follows the act told first ("깔아서 쓰고
    있는데", "로그인해서 쓰고 있었는데")."""
    deeds = set()
    for i, m in enumerate(clause):
        if m.tag != "VV" or m.lemma not in _DEEDS:
            continue
        after = clause[i + 1] if i + 1 < len(clause) else None
        if after is not None and after.tag == "ETM":
            continue
        if after is not None and after.tag == "EC" and after.surface in _STEP_LINKS and any(
                x.tag == "VV" and x.lemma not in _LIGHT for x in clause[i + 2:]):
            continue
        before = clause[i - 1] if i else None
        if before is not None and before.tag in ("EC", "XSV") and before.surface.endswith("서"):
            continue
        deeds.add(m.lemma)
    return frozenset(deeds)


def _clause(morphs: list[Morph] | tuple[Morph, ...]) -> list[Morph]:
    """The morphemes since the last sentence end."""
    start = max((i + 1 for i, m in enumerate(morphs) if m.tag == "SF"), default=0)
    return list(morphs[start:])


def problems(question: str, sentence: str, words_for: Callable[[str], Sequence[str]]) -> list[str]:
    """One problem when the question judges a told deed (a generic verb) that the sentence does not use, itself or
    as a policy word the glossary files it under (`words_for`: 쓰 -> 사용)."""
    deeds = told_deeds(question)
    if not deeds:
        return []
    used = {m.lemma for m in analyze(sentence) if m.tag.startswith("V")}
    squeezed = compact(sentence)
    if deeds & used or any(compact(w) in squeezed for deed in deeds for w in words_for(deed)):
        return []
    return [f"({'/'.join(sorted(deeds))}: the act the question tells and asks about, which the sentence does not)"]
