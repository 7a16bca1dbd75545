"""Forms of employee questions met in the session-47 probes, read on invented sentences."""

from __future__ import annotations

from bot.rules.answer_kind import value_problem


def test_a_list_answers_what_something_is_only_when_it_lists_values_of_that_thing() -> None:
    colours = "출입카드에는 파랑·노랑·빨강 중 하나의 색상을 표시한다."
    assert value_problem("출입카드에 쓸 수 있는 색상이 뭐예요?", colours) is None
    # a list of something else in a rule on the same topic says no value of the asked thing
    mixing = "영문·숫자·기호 중 두 종류 이상을 섞어 쓴다."
    assert value_problem("회의실 도어락 비번이 뭐예요?", mixing) is not None
    assert value_problem("쓸 수 있는 색상이 뭐예요?", mixing) is not None
    # a list that is not said to be of anything ("A·B는 …") lists no values either
    assert value_problem("도어락 비번이 뭐예요?", "이름·생일은 비번에 넣지 않는다.") is not None
