"""Context said after the question (session 49, probe _p49c), on invented sentences."""

from __future__ import annotations

from bot.rules.asked_sentence import tells
from tests.support.topic_rule import shipped_extractive


def test_a_plan_said_beside_the_question_only_tells() -> None:
    assert tells("내일 협력사에 보낼 예정이에요.", True)
    assert tells("다음 달에 이사할 계획이에요.", True)
    assert not tells("내일 협력사에 보낼 예정이에요.", False)  # alone, it is the message
    assert not tells("이사 예정이에요.", True)  # names a thing, not what the asker is about to do
    assert not tells("보낼 예정이 아니에요.", True)


def test_a_few_in_the_reason_beside_the_question_is_no_question() -> None:
    assert tells("회의 끝나고 자리에 몇 장 남아 있어서요.", True)
    assert not tells("몇 장 남아 있어요?", True)
    assert not tells("몇 장까지 되는지 몰라서요.", True)  # the count is asked, in a reason


def test_printed_copies_said_as_the_ones_printed_are_printouts() -> None:
    text = "- 다 쓴 회의 출력물은 파쇄한다.\n- 출력물을 뽑을 때는 사원증을 찍는다."
    question = "회의 때 뽑은 거 다 보고 나면 어떻게 처리해요? 책상에 몇 장 남아 있어서요."
    draft, _excerpt, _gen = shipped_extractive(question, "1. 회의 자료", text)
    assert draft.status == "answered" and "파쇄" in draft.answer, draft.status
