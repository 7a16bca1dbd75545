"""A rule the asker heard, asked to reach one kind of its thing; a case asked to count as what a rule names (session
55), on invented sentences."""

from __future__ import annotations

from bot.rules.counted_as import case_words
from tests.support.topic_rule import cover, shipped_matcher


def test_the_words_of_the_case_asked_to_count() -> None:
    asked = "무단 반출 금지라는데 수리 끝난 모니터 집에 두는 것도 무단 반출에 들어가요?"
    assert case_words(asked, ["수리", "끝나", "모니터", "집", "반출"]) == ["수리", "끝나", "모니터", "집"]
    # the named thing first, then the case ("… 대상에 X도 들어가요?"), or no counting verb: not this form
    assert case_words("반출 금지 대상에 모니터도 들어가요?", ["반출", "모니터"]) == []
    assert case_words("모니터도 집에 가져가도 돼요?", ["모니터", "집"]) == []


def test_a_case_asked_to_count_must_be_carried() -> None:
    rule = "회사 장비를 무단으로 반출하지 않는다."
    matcher = shipped_matcher(rule)
    asked = "무단 반출 금지라는데 수리 끝난 모니터 집에 두는 것도 무단 반출에 들어가요?"
    assert any("counts as" in p for p in cover(matcher, asked, rule).missing)


def test_a_kind_of_the_heard_rule_thing_is_asked() -> None:
    rule = "이름·사번은 사물함 비밀번호에 넣지 않는다."
    matcher = shipped_matcher(rule)
    asked = "사물함 비번에 이름 넣지 말라던데 회사 이름이나 팀 이름 넣는 것도 안 돼요?"
    assert any("reaches this kind" in p for p in cover(matcher, asked, rule).missing)
    # the thing itself, named by the rule, is answered
    assert not any("reaches this kind" in p for p in cover(
        matcher, "사물함 비번에 이름 넣지 말라던데 사번도 안 돼요?", rule).missing)
