"""How long an issued thing can be used is its validity period (`bot.rules.validity_span`), and "얼마나 쓸 수
있어요?" asks how long, which a lead time does not answer (`bot.rules.lead_time`). Invented sentences, not the case
files."""

from __future__ import annotations

from bot.rules import lead_time
from bot.rules.validity_span import without_issuing
from tests.support.topic_rule import cover, shipped_matcher

_VALID = "출입증의 유효기간은 2년이다."
_LEAD = "출입증이 만료되기 14일 전에 재발급을 신청한다."


def test_the_issuing_is_where_the_validity_starts() -> None:
    assert without_issuing("출입증 발급받으면 언제까지 쓸 수 있어요?", "duration", ["발급"], _VALID) == []
    assert without_issuing("출입증 재발급 받으면 얼마나 쓸 수 있어요?", "number", ["재발급"], _VALID) == []
    # how long the issuing takes, no figure of time asked, or no validity stated: the issuing stays
    assert without_issuing("출입증 발급받는 데 며칠 걸려요?", "day", ["발급"], _VALID) == ["발급"]
    assert without_issuing("출입증 발급받으면 몇 명 쓸 수 있어요?", "number", ["발급"], _VALID) == ["발급"]
    assert without_issuing("출입증 발급받으면 언제까지 쓸 수 있어요?", "duration", ["발급"], _LEAD) == ["발급"]


def test_the_validity_rule_answers_and_the_lead_time_does_not() -> None:
    matcher = shipped_matcher(_VALID, _LEAD)
    asked = "출입증 재발급 받으면 얼마나 쓸 수 있어요?"
    assert cover(matcher, asked, _VALID).passed
    assert not cover(matcher, asked, _LEAD).passed
    assert lead_time.problems(asked, _LEAD, lambda word: ())
