"""A rule for a case the question does not tell (`bot.rules.untold_case`; batch `_zt`, issue 8: answerable questions
answered with a sentence about another point), on invented sentences and questions, not the case files."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.rules import untold_case


def _names_in(question: str) -> Callable[[str], bool]:
    return lambda word: word in question


def test_rule_for_an_untold_case_does_not_answer_where() -> None:
    question = "스팸 문자는 어디에 신고해요?"
    sentence = "문자 속 주소를 눌렀거나 카드 번호를 입력했다면 바로 카드를 정지하고 관리팀에 알린다."
    assert untold_case.problems(question, "where", sentence, _names_in(question)) == [untold_case.PROBLEM]
    assert untold_case.problems("스팸 문자는 누구한테 알려요?", None, sentence, _names_in("스팸 문자")) == [
        untold_case.PROBLEM]


@pytest.mark.parametrize(("question", "quantity", "sentence"), [
    # the question names the thing the condition acts on
    ("출입 카드 어디에 신고해요?", "where", "출입 카드를 잃어버리면 즉시 관리팀에 신고한다."),
    # learning of an event is no act done to a thing
    ("유출은 어디에 신고해요?", "where", "유출을 알게 되면 즉시 관리팀에 신고한다."),
    # the question tells a case of its own: other rules compare the cases
    ("주소를 눌렀는데 어디에 알려요?", "where", "문자 속 주소를 눌렀다면 관리팀에 알린다."),
    ("단말기 바꾸면 어디에 등록해요?", "where", "휴대폰을 바꾸면 인증 앱을 관리팀에 다시 등록한다."),
    # when is asked: the condition is the answer
    ("인증 앱은 언제 다시 등록해요?", "when", "휴대폰을 바꾸면 인증 앱을 다시 등록한다."),
])
def test_untold_case_left_alone(question: str, quantity: str, sentence: str) -> None:
    assert untold_case.problems(question, quantity, sentence, _names_in(question)) == []
