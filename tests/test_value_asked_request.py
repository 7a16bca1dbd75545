""""N이 뭔지 알려주세요" asks what N is, like "N이 뭐예요?" (`answer_kind.value_problem`, batch `_zr2`): a rule
that only mentions N does not say which one it is; on hand-made sentences."""

from __future__ import annotations

from bot.rules.answer_kind import value_problem

RULE = "출입증은 관련 법률에 근거가 있을 때만 발급한다."


def test_what_it_is_asked_through_a_request() -> None:
    assert value_problem("출입증 발급 근거 법률이 뭔지 알려주세요", RULE) is not None
    assert value_problem("출입증 발급하는 근거 법이 무엇인지 알고 싶어요", RULE) is not None


def test_a_sentence_that_says_what_it_is_still_answers() -> None:
    assert value_problem("출입증 유효기간이 뭔지 알려주세요", "출입증의 유효기간은 1년이다.") is None
    assert value_problem("출입증 발급 근거가 있는지 알려주세요", RULE) is None  # whether, not what
