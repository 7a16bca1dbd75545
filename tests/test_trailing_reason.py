"""A reason or purpose said after the question asks nothing (bot.rules.trailing_reason), on hand-made text."""

from __future__ import annotations

from bot.rules.trailing_reason import is_reason
from tests.support.topic_rule import checked_extractive


def test_reason_endings() -> None:
    assert is_reason("고객 화상 상담 때문에요")
    assert is_reason("거래처 파일이 압축돼서 와서요")
    assert is_reason("출장 중 메모용으로")
    assert is_reason("급하게 보내야 하거든요 ㅠ")
    assert is_reason("윈도우가 불편해서")


def test_a_question_embedded_in_the_reason_asks_nothing() -> None:
    assert is_reason("지난번에 언제 했는지 기억이 안 나서요.")
    assert is_reason("어디 뒀는지 몰라서요")
    assert is_reason("뭐였는지 헷갈려서요")


def test_what_asks_or_states_a_figure_is_no_reason() -> None:
    assert not is_reason("언제 해야 돼서요")  # a question word outside an embedded question
    assert not is_reason("그럼 누가 해서요")  # a question word of its own
    assert not is_reason("30MB라서요")  # a figure: may be what the answer turns on
    assert not is_reason("왜 그런 거예요?")
    assert not is_reason("주말도 포함해서 세는 건가요")  # no reason ending
    assert not is_reason("지방이라 택배로")  # a means, not a reason


def test_a_question_with_its_reason_after_it_is_answered() -> None:
    text = "- 메일 첨부 파일은 25MB까지 보낼 수 있다.\n- 25MB보다 큰 파일은 사내 드라이브 링크로 보낸다."
    answer, passed = checked_extractive("메일 첨부 파일은 몇 MB까지 보낼 수 있나요? 거래처에 자료를 보내야 해서요",
                                        "1. 첨부", text)
    assert answer is not None and "25MB까지" in answer and passed
    # the reason does not make another question answerable
    answer, _ = checked_extractive("메일은 몇 년 동안 보관되나요? 거래처에 자료를 보내야 해서요", "1. 첨부", text)
    assert answer is None
