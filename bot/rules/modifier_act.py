"""The act of the asker's situation, in the sentence only as the modifier of another noun (batch `_zt`, issue 8).

"개인정보 수집할 때 뭘 해야 돼요?" asks what to do when collecting personal data: "개인정보는 수집 목적 안에서만
이용한다" carries 개인정보 and 수집, but its 수집 only says which purpose (수집 목적) and its act is the use (이용):
it is the rule of the next section. A Korean question that opens with a situation of its own whose act is a noun
made a verb ("수집할 때", "반출하면") is not answered by a sentence that writes that noun only right before another
noun (a compound: "수집 목적", "출입 기록부"), has no condition of its own (no -(으)면, no 때: "들어갈 때는 출입
기록부를 작성한다" is about entering), and whose main act is neither that act nor a glossary variant of it ("삭제할 때
뭘로 지워요?" → "완전 삭제 도구로 지운다": 지우 is a variant of 삭제).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import Morph, analyze, compact
from bot.rules.other_condition import own_situation
from bot.rules.told_deed import main_act

PROBLEM = "(the situation's act is in the sentence only as a modifier of another noun; its act is another)"


def _situation_acts(situation: str) -> list[str]:
    """The nouns made verbs of the question's situation ("수집할 때": 수집)."""
    morphs = analyze(situation)
    return [m.lemma for i, m in enumerate(morphs[:-1]) if m.tag == "NNG" and morphs[i + 1].tag == "XSV"]


# nouns of time after an act ("퇴사 후", "반출 전", "출장 중"): the act is the sentence's own situation, not a modifier
_TIME_NOUNS = frozenset({"후", "전", "이후", "이전", "직후", "직전", "중", "동안", "시", "때"})


def _only_modifier(morphs: tuple[Morph, ...], act: str) -> bool:
    """Every occurrence of the noun `act` in the sentence stands right before another noun, not one of time."""
    places = [i for i, m in enumerate(morphs) if m.lemma == act and m.tag == "NNG"]
    return bool(places) and all(i + 1 < len(morphs) and morphs[i + 1].tag == "NNG"
                                and morphs[i + 1].start == morphs[i].end + 1
                                and morphs[i + 1].lemma not in _TIME_NOUNS for i in places)


def problems(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """The situation's act only modifies another noun of a sentence about another act."""
    if not re.search(r"[가-힣]", question):
        return []
    situation = own_situation(question)
    if not situation:
        return []
    morphs = analyze(sentence)
    if any(m.tag == "EC" and m.surface.endswith("면") for m in morphs) or any(
            m.lemma in ("때", "땐") for m in morphs):
        return []  # the sentence states its own case: other rules compare it with the question's
    main = main_act(sentence)
    for act in _situation_acts(situation):
        if not _only_modifier(morphs, act):
            continue
        if main is None or main == act or compact(act) in {compact(w) for w in policy_words(main)}:
            continue
        return [PROBLEM]
    return []
