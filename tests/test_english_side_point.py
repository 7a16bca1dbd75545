"""English questions on a side point a same-topic sentence does not rule (bot.rules.english_side_point)."""

from __future__ import annotations

import pytest

from bot.rules import english_side_point

_REUSE_OLD = "최근에 쓴 비밀번호 5개는 다시 쓸 수 없다."
_CHANGE = "비밀번호는 90일마다 바꾼다."
_OTHER_SERVICE = "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다."
_CHROME_ROW = "이름: Google Chrome / 분류: 유틸리티 / 라이선스: 무료 / 설치: 기본 설치"
_SLACK_ROW = "이름: Slack / 분류: 협업 / 라이선스: 유료 / 설치: 기본 설치"
_OFFICE_ROW = ("이름: Microsoft 365 / 분류: 문서 / 라이선스: 유료 / 설치: 기본 설치"
               " / 비고: Word·Excel·PowerPoint·Outlook")
_VALIDITY = "VPN 인증서의 유효기간은 1년이다."
_OUTSIDE = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."


@pytest.mark.parametrize("question", [
    "I reuse my work password on my Spotify account, is that ok?",
    "Can I use the same password for my Netflix account as my work one?",
    "I use my company password on other websites too, is that a problem?",
    "is it fine to use my work pw for my personal gmail account?",
    "my work password is also my password on a few shopping sites, is that bad?",
])
def test_password_on_another_service_is_not_the_old_password_rule(question: str) -> None:
    assert english_side_point.problems(question, _REUSE_OLD)
    assert english_side_point.problems(question, _CHANGE)
    assert not english_side_point.problems(question, _OTHER_SERVICE)


@pytest.mark.parametrize("question", [
    "can I reuse one of my old passwords?",
    "how often should I change the password for my account?",
    "can I use the same password for my work email account again?",
    "my password expired, can I switch back to the previous one?",
    "can I reuse my password?",
])
def test_own_password_questions_stay(question: str) -> None:
    assert not english_side_point.problems(question, _REUSE_OLD)
    assert not english_side_point.problems(question, _CHANGE)


@pytest.mark.parametrize(("question", "row"), [
    ("I installed Chrome extensions on my work PC, is that ok?", _CHROME_ROW),
    ("can I add an ad blocker extension to Chrome?", _CHROME_ROW),
    ("Is it ok to install plugins in Slack?", _SLACK_ROW),
    ("are Outlook add-ins allowed on my laptop?", _OFFICE_ROW),
    ("can I use a Chrome plug-in for screenshots?", _CHROME_ROW),
])
def test_an_extension_is_not_the_product_row(question: str, row: str) -> None:
    assert english_side_point.problems(question, row)


@pytest.mark.parametrize(("question", "row"), [
    ("is Google Chrome allowed on my work PC?", _CHROME_ROW),
    ("can I install Slack?", _SLACK_ROW),
    ("is Microsoft Office free?", _OFFICE_ROW),
    ("do I need to install Office myself?", _OFFICE_ROW),
    ("is the Office suite paid for by the company?", _OFFICE_ROW),
])
def test_product_questions_stay(question: str, row: str) -> None:
    assert not english_side_point.problems(question, row)


@pytest.mark.parametrize("question", [
    "I'm in the office right now",
    "I'm at the office today",
    "when I get to the office, what then?",
    "I work from the office on Mondays",
    "I left the office early",
])
def test_office_as_a_place_is_not_the_product_row(question: str) -> None:
    assert english_side_point.problems(question, _OFFICE_ROW)


@pytest.mark.parametrize("question", [
    "Do I need the VPN?",
    "do I even need VPN at my desk?",
    "is VPN required in the building?",
    "do I have to use the VPN at headquarters?",
    "is the VPN really necessary here?",
])
def test_need_is_not_answered_by_a_value(question: str) -> None:
    assert english_side_point.problems(question, _VALIDITY)
    assert not english_side_point.problems(question, _OUTSIDE)


@pytest.mark.parametrize("question", [
    "how long is the VPN certificate valid?",
    "when does my VPN certificate expire?",
    "what's the validity of the VPN cert?",
])
def test_value_questions_stay(question: str) -> None:
    assert not english_side_point.problems(question, _VALIDITY)


def test_korean_questions_are_left_alone() -> None:
    assert not english_side_point.problems("스포티파이 계정에 회사 비밀번호 써도 돼요?", _REUSE_OLD)
