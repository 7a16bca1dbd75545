"""A premise's period and business days (`bot.rules.period_condition`, `bot.rules.business_days`; batch
`premise_multi_injection_k`), on hand-made sentences."""

from __future__ import annotations

from bot.rules.business_days import day_kind_differs
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


def test_calendar_days_are_not_business_days() -> None:
    assert day_kind_differs("반납 5일 안에 하면 되죠? 주말 포함해서요", "퇴사 후 5영업일 이내에 반납한다.", "5")
    assert day_kind_differs("5영업일 안에 하면 되죠?", "5일 안에 반납한다.", "5")
    assert not day_kind_differs("영업일 기준 5일 안에 하면 되죠?", "퇴사 후 5영업일 이내에 반납한다.", "5")
    assert not day_kind_differs("30일 보관하는 거 맞죠?", "백업본은 30일 동안 보관한다.", "30")
    assert not day_kind_differs("3일 안에 하면 되죠?", "퇴사 후 5영업일 이내에 반납한다.", "3")


def test_a_supposed_span_needs_a_sentence_that_states_a_time() -> None:
    from bot.rules.supposed_span import problems as span_problems
    from bot.rules.supposed_span import supposes_span

    assert supposes_span("프린터 잠기면 3일 뒤에 풀리나요?")
    assert supposes_span("카드 분실하면 하루 지나서 정지되죠?")
    assert supposes_span("the door unlocks after a day, right?")
    assert not supposes_span("프린터 잠기면 며칠 뒤에 풀려요?")  # a question word: the span is asked
    assert not supposes_span("3년 된 노트북 바꿔줘요?")  # the figure is the laptop's age, not the act's time
    unlocks = "잠긴 계정은 시간이 지나면 자동으로 풀린다."
    assert span_problems("계정 잠기면 10일 뒤에 풀리나요?", unlocks)
    assert span_problems("locked account unlocks within two hours, right?", unlocks)
    assert not span_problems("계정 잠기면 10일 뒤에 풀리나요?", "계정은 30분 동안 잠긴다.")
    assert not span_problems("입사하고 2주 뒤에 장비 받나요?", "장비는 입사일에 지급한다.")
    assert not span_problems("분실하면 사흘 안에 알리면 되나요?", "잃어버리면 즉시 신고한다.")
    # a rule that forbids the act outright answers any span
    assert not span_problems("동생한테 하루만 빌려줘도 되나요?", "장비는 남에게 빌려주지 않는다.")
    assert not span_problems("can I lend it for a day?", "장비는 남에게 빌려주지 않는다.")


def test_a_saying_clause_is_no_topic() -> None:
    from bot.rules.hearsay import asks_confirmation, without_source

    assert without_source("용량은 5MB면 된다고 선배가 그러던데 맞아요?") == "용량은 5MB면 된다고 하던데 맞아요?"
    assert without_source("과장님이 그러는데 모니터는 2년마다 바꿔준대요") == "모니터는 2년마다 바꿔준대요"
    assert without_source("동료가 얘기하던데 출입증은 3년 쓴대요") == "출입증은 3년 쓴대요"
    # the person does the act of the premise: no saying verb, nothing dropped
    assert without_source("팀장님이 승인해 주면 되죠?") == "팀장님이 승인해 주면 되죠?"
    assert without_source("IT 담당자가 그러면 안 된다고 했어요") == "IT 담당자가 그러면 안 된다고 했어요"
    # a reported statement that ends the message asks whether it holds
    assert asks_confirmation("모니터는 2년마다 바꿔준대요")
    assert asks_confirmation("출입증은 분실하면 그냥 다시 받으면 된대요")
    assert not asks_confirmation("모니터 한대요")  # one monitor, not reported speech


def test_a_second_figure_of_another_kind_can_refute_the_premise() -> None:
    from bot.answer.generate.extractive import AGREE, DISAGREE, premise_verdict
    from bot.topic import Asserted, Part

    lock = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."

    def verdict(text: str, *claims: tuple[str, str]) -> str:
        part = Part(text, [], asserted=[Asserted(n, k) for n, k in claims], confirm=True)
        return premise_verdict(part, lock)

    assert verdict("잠금은 30분이고 3번 틀리면 잠기죠?", ("30", "minute"), ("3", "times")) == DISAGREE
    assert verdict("5번 틀리면 30분 잠기죠?", ("5", "times"), ("30", "minute")) == AGREE
    assert verdict("5번 틀리면 잠기죠? 1시간 기다렸어요", ("5", "times"), ("1", "hour")) == AGREE  # no hour stated
    assert verdict("30분 잠기죠? 5번이었나 6번이었나", ("30", "minute"), ("5", "times"), ("6", "times")) == AGREE
