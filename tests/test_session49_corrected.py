"""A question the asker corrects halfway (session 49, probe _p49b), on invented sentences."""

from __future__ import annotations

from bot.rules.self_correction import corrected
from tests.support.topic_rule import shipped_extractive


def test_the_corrected_question_is_read_with_the_situation_of_the_start() -> None:
    assert corrected("출입증 분실… 아 아니 출입증 말고 명함은 언제 나와요?") == "명함은 언제 나와요?"
    assert corrected("회의실 예약 2시간까지… 아 아니 그거 말고요, 몇 명까지 들어가요?") == \
        "회의실 예약 몇 명까지 들어가요?"
    assert corrected("사내 카페 쿠폰 제 자리에 두고 왔… 아 아니 자리 말고 원래 어디서 받아요?") == \
        "사내 카페 쿠폰 제 원래 어디서 받아요?"
    assert corrected("택배 3시에 오… 아 제가 잘못 기억한 것 같은데, 몇 시에 와요?") == "택배 몇 시에 와요?"
    assert corrected("명함 신청 주 1회… 아 그건 예전 기준이고, 지금은 언제 신청해요?") == \
        "명함 신청 지금은 언제 신청해요?"
    assert corrected("안녕하세요. 사원증 사진 바꾸… 아 잠깐, 사원증 재발급은 얼마예요?") == \
        "안녕하세요. 사원증 사진 사원증 재발급은 얼마예요?"


def test_a_pause_without_a_correction_is_left_as_it_is() -> None:
    for text in ("아 그 출입증을.. 음 몇 시까지 찍어야 돼요?", "출입증 분실… 어떻게 해요?",
                 "아 아니 그게 아니라 출입증은요?", "출입증이요... 아 그거 어디서 받아요?"):
        assert corrected(text) == text, text


def test_the_thing_set_aside_is_not_answered() -> None:
    text = "- 메신저 첨부 파일은 10MB까지 보낼 수 있다.\n- 메신저 대화는 1년 동안 보관한다."
    # read whole, the abandoned "첨부 용량" was asked too, and the attachment limit answered the mailbox question
    question = "메신저 첨부 용량… 아 아니 첨부 말고 메신저 용량이 몇 기가까지예요?"
    draft, _excerpt, _gen = shipped_extractive(question, "1. 메신저", text)
    assert draft.status != "answered", draft.answer
