"""A premise's period named only as a rule's condition is no correction (`bot.rules.period_condition`; batch
`premise_multi_injection_k`, false premises), on hand-made sentences."""

from __future__ import annotations

from bot.rules.period_condition import asserted_period, names_period_only_as_condition, problems

DESTROY = "보관 기간이 지나면 5영업일 이내에 복구할 수 없게 파기한다."
LENGTH = "보관 기간은 목적을 달성한 날부터 1년이다."


def test_asserted_period_is_the_noun_before_the_figure() -> None:
    assert asserted_period("고객 정보 보관기간 5년 맞죠?") == "기간"
    assert asserted_period("장비 교체 주기가 3년이라던데요") == "주기"
    assert asserted_period("반납 기한은 열흘이죠?") is None  # no figure the rule reads
    assert asserted_period("보관 기간 어떻게 돼요?") is None


def test_period_named_only_as_a_condition_is_no_correction() -> None:
    assert names_period_only_as_condition("고객 정보 보관기간 5년 맞죠?", DESTROY)
    assert names_period_only_as_condition("자료 보관 기간 2년 지나면 지우면 되죠?", DESTROY)
    assert names_period_only_as_condition("로그 보관 기간 1년 맞죠?", "보관 기간이 지난 로그는 3일 안에 지운다.")
    assert names_period_only_as_condition("계약 유효기간 3년이죠?", "유효기간 만료 후 30일 안에 갱신한다.")
    assert problems("고객 정보 보관기간 5년 맞죠?", DESTROY)


def test_a_sentence_that_states_the_length_stays_an_answer() -> None:
    assert not names_period_only_as_condition("고객 정보 보관기간 5년 맞죠?", LENGTH)
    # the sentence names the period both as its length and as a condition: it states the length
    assert not names_period_only_as_condition("보관 기간 5년 맞죠?", "보관 기간은 1년이고, 보관 기간이 지나면 지운다.")
    # the premise is on the destruction deadline, not on the period's length
    assert not names_period_only_as_condition("파기 기한 30일 맞나요?", DESTROY)
    assert not names_period_only_as_condition("보관기간 끝나면 한 달 안에 지우면 되죠?", DESTROY)
    assert not problems("교체 주기 5년 맞죠?", "장비는 4년마다 교체한다.")
