"""Greetings, apologies and sign-offs around a question ask nothing (bot.rules.courtesy), on hand-made text."""

from __future__ import annotations

from bot.rules.courtesy import without_courtesy
from tests.support.topic_rule import checked_extractive


def test_opening_formulas_are_taken_off() -> None:
    assert without_courtesy("안녕하세요, 바쁘신데 죄송합니다. 비밀번호는 몇 자 이상이어야 하나요?") == \
        "비밀번호는 몇 자 이상이어야 하나요?"
    assert without_courtesy("안녕하세요 바쁘신데 죄송해요 비밀번호 몇 자예요") == "비밀번호 몇 자예요"
    assert without_courtesy("수고 많으십니다. 노트북 교체 주기가 어떻게 되나요?") == "노트북 교체 주기가 어떻게 되나요?"
    assert without_courtesy("Hello sir, sorry to disturb. how many days to return laptop?") == \
        "how many days to return laptop?"


def test_closing_formulas_are_taken_off() -> None:
    assert without_courtesy("메일 첨부는 몇 MB까지 되나요? 늘 감사드립니다 :)") == "메일 첨부는 몇 MB까지 되나요?"
    assert without_courtesy("비번 며칠마다 바꿔요 감사합니다 김민수 드림") == "비번 며칠마다 바꿔요"
    assert without_courtesy("VPN cert valid how long? Thanks in advance. Regards, Minh") == "VPN cert valid how long?"
    assert without_courtesy("노트북 교체 주기 알려주세요. 좋은 하루 보내세요 ^^") == "노트북 교체 주기 알려주세요."


def test_whom_the_greeting_addresses_and_asking_for_the_answer() -> None:
    assert without_courtesy("안녕하세요 IT팀! 노트북 반납 며칠 안에 해야 되나요? 감사합니다!!") == \
        "노트북 반납 며칠 안에 해야 되나요?"
    assert without_courtesy("급하게 여쭤봐서 죄송해요ㅠㅠ 보안 USB 어디에 신고해요?") == "보안 USB 어디에 신고해요?"
    assert without_courtesy("비밀번호 몇 번 틀리면 잠겨요? 확인 부탁드려요~") == "비밀번호 몇 번 틀리면 잠겨요?"
    assert without_courtesy("How long is the VPN certificate valid? Thanks & regards, Anh") == \
        "How long is the VPN certificate valid?"
    # a person asked about is no vocative
    assert without_courtesy("안녕하세요 IT 담당자가 누구예요?") == "IT 담당자가 누구예요?"


def test_what_asks_or_tells_is_kept() -> None:
    # the thanks that asks ("알려주시면 감사하겠습니다"), a request with its own object, an apology for a deed told
    assert without_courtesy("몇 자인지 알려주시면 감사하겠습니다") == "몇 자인지 알려주시면 감사하겠습니다"
    assert without_courtesy("비밀번호 초기화 부탁드립니다") == "비밀번호 초기화 부탁드립니다"
    told = "노트북을 잃어버려서 죄송한데 어디 신고해요?"
    assert without_courtesy(told) == told
    # a formula inside the question, not around it
    inside = "보안팀 수고하세요 라는 메일 받았는데 피싱인가요?"
    assert without_courtesy(inside) == inside
    # nothing but courtesy: the message itself (small talk answers it)
    assert without_courtesy("안녕하세요 감사합니다") == "안녕하세요 감사합니다"
    # a word that begins like a greeting is not one
    assert without_courtesy("안녕하세요라는 제목의 메일 열어도 돼요?") == "안녕하세요라는 제목의 메일 열어도 돼요?"


def test_a_wrapped_question_is_answered_and_a_wrapped_near_miss_is_not() -> None:
    text = "- 메일 첨부 파일은 25MB까지 보낼 수 있다.\n- 25MB보다 큰 파일은 사내 드라이브 링크로 보낸다."
    answer, passed = checked_extractive("안녕하세요, 바쁘신데 죄송합니다. 메일 첨부 파일은 몇 MB까지 보낼 수 있나요? "
                                        "늘 감사드립니다 :)", "1. 첨부", text)
    assert answer is not None and "25MB까지" in answer and passed
    answer, _ = checked_extractive("안녕하세요, 바쁘신데 죄송합니다. 메일은 몇 년 동안 보관되나요? 감사합니다 ^^",
                                   "1. 첨부", text)
    assert answer is None
