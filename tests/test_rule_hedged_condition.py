"""A hedging condition carried by the section heading (`bot.rules.hedged_condition`, batch `_zq2`): "X 의심되면"
under a section about X; any other condition is still the sentence's to carry. Hand-made sentences only."""

from __future__ import annotations

from bot.rules import hedged_condition
from tests.support import topic_rule
from tests.support.topic_noun_matcher import GLOSSARY, MATCHER

CALL = "전원은 그대로 두고 보안 담당자에게 연락한다."


def _policy_words(word: str) -> frozenset[str]:
    return GLOSSARY.policy_words_for(word)


def test_the_noun_a_hedge_speaks_of() -> None:
    assert hedged_condition.hedged_nouns("랜섬웨어 의심되면 누구한테 연락해요?", "의심") == ["랜섬웨어"]
    assert hedged_condition.hedged_nouns("랜섬웨어가 의심되면 누구한테 연락해요?", "의심") == ["랜섬웨어"]
    assert hedged_condition.hedged_nouns("장애 생기면 누구한테 연락해요?", "생기") == ["장애"]


def test_a_hedge_of_the_sections_event_is_carried_by_its_heading() -> None:
    assert hedged_condition.without_hedge("랜섬웨어 의심되면 누구한테 연락해요?", ["의심"], "2. 랜섬웨어 감염",
                                          _policy_words) == []
    assert topic_rule.cover(MATCHER, "랜섬웨어 의심되면 누구한테 연락해요?", CALL, "2. 랜섬웨어 감염").passed


def test_another_heading_or_another_condition_keeps_the_word() -> None:
    assert hedged_condition.without_hedge("랜섬웨어 의심되면 누구한테 연락해요?", ["의심"], "3. 정보 유출",
                                          _policy_words) == ["의심"]
    assert hedged_condition.without_hedge("컴퓨터 느리면 누구한테 연락해요?", ["느리"], "2. 컴퓨터 고장",
                                          _policy_words) == ["느리"]
    assert not topic_rule.cover(MATCHER, "랜섬웨어 의심되면 누구한테 연락해요?", CALL, "3. 정보 유출").passed
