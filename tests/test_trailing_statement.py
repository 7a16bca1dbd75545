"""A statement after the question that names nothing the policies know asks nothing
(bot.rules.trailing_statement), on hand-made text."""

from __future__ import annotations

from bot.rules.trailing_statement import is_statement
from tests.support.topic_rule import checked_extractive


def test_statements() -> None:
    assert is_statement("여기 IT 나혼자임", asks=False)
    assert is_statement("저는 재무팀 소속입니다.", asks=False)
    assert is_statement("지방이라 택배로", asks=False)


def test_what_asks_states_a_figure_or_is_left_open_is_no_statement() -> None:
    assert not is_statement("여기 IT 나혼자임", asks=True)  # the caller found it asking
    assert not is_statement("3일째 야근함", asks=False)  # a figure
    assert not is_statement("팀 카드로 사도 되나", asks=False)  # a bare question, no question mark
    assert not is_statement("그냥 적어두면 안 되나요", asks=True)  # a spoken -요 may ask
    assert not is_statement("특수문자 넣으면", asks=False)  # a condition left open
    assert not is_statement("it stopped working", asks=False)  # English telling what happened stays a part


def test_a_question_with_a_statement_after_it_is_answered() -> None:
    text = "- 서버실에는 2인 이상이 함께 들어간다.\n- 서버실에 들어갈 때는 출입 기록부를 작성한다."
    answer, passed = checked_extractive("서버실 혼자 들어가도 되나요? 여기 직원 나혼자임", "2. 서버실", text)
    assert answer is not None and "2인 이상" in answer and passed
    # a bare question after it on another act stays a part that nothing answers: the message is handed off
    answer, _ = checked_extractive("서버실 혼자 들어가도 되나요? 노트북 가져가도 되나", "2. 서버실", text)
    assert answer is None
    # one on the same point is read with the question before it (session 36: QuestionParts.follow_up_reading)
    answer, passed = checked_extractive("서버실 혼자 들어가도 되나요? 야간에 혼자 해도 되나", "2. 서버실", text)
    assert answer is not None and "2인 이상" in answer and passed
    # a statement that names a policy word is a part of its own, answered by its own sentence
    answer, _ = checked_extractive("서버실 혼자 들어가도 되나요? 출입 기록부 없음", "2. 서버실", text)
    assert answer is not None and "2인 이상" in answer and "출입 기록부를 작성한다" in answer
