"""A supposed span needs a sentence that states a time (`bot.rules.supposed_span`; batch `premise_multi_injection_k`,
false premises), on hand-made sentences."""

from __future__ import annotations


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
