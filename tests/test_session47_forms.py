"""Forms of employee questions met in the session-47 probes, read on invented sentences."""

from __future__ import annotations

from bot.rules.answer_kind import problems, value_problem


def test_a_list_answers_what_something_is_only_when_it_lists_values_of_that_thing() -> None:
    colours = "출입카드에는 파랑·노랑·빨강 중 하나의 색상을 표시한다."
    assert value_problem("출입카드에 쓸 수 있는 색상이 뭐예요?", colours) is None
    # a list of something else in a rule on the same topic says no value of the asked thing
    mixing = "영문·숫자·기호 중 두 종류 이상을 섞어 쓴다."
    assert value_problem("회의실 도어락 비번이 뭐예요?", mixing) is not None
    assert value_problem("쓸 수 있는 색상이 뭐예요?", mixing) is not None
    # a list that is not said to be of anything ("A·B는 …") lists no values either
    assert value_problem("도어락 비번이 뭐예요?", "이름·생일은 비번에 넣지 않는다.") is not None


def test_who_holds_a_role_asked_with_the_ending_spaced_apart() -> None:
    rule = "출입카드는 시설 담당자의 승인을 받아 발급한다."
    for question in ("시설 담당자 누구 에요?", "시설 담당자 누구임?"):
        assert any("who holds the role" in p for p in problems(question, rule, None, None)), question


def test_which_place_asked_with_a_place_noun_is_a_where_question() -> None:
    rule = "회의록은 회의가 끝난 뒤 3일 안에 올린다."
    for question in ("회의록은 어느 폴더에 올려요?", "회의록 어떤 게시판에 올리라고 돼 있어요?"):
        assert "(a place the question does not name)" in problems(question, rule, None, None), question
    assert "(a place the question does not name)" not in problems("회의록은 어느 정도로 자세히 써요?", rule, None, None)
