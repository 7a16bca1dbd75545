"""Session 32 readings (issue 8), on invented sentences: a way proposed once the retention period is over ("보관 기간
지난 파일은 휴지통에 버리면 되죠?") asks no duration, unless it asserts one; approval asked in English inside a Korean
sentence ("approval 받아야돼?") is a service received, not a thing coming in; a calendar year ("2025년에") dates the
question and is no span; "원래 깔려 있어?" asks whether a program is already installed."""

from __future__ import annotations

from bot.matching.model import asked_quantity, asserted_quantities
from bot.rules import preinstalled
from bot.rules.asked_attribute import direction_problem, directions


def test_a_way_proposed_after_the_period_asks_no_duration() -> None:
    assert asked_quantity("보관 기간 지난 신청서 파일은 그냥 휴지통에 버리면 되죠?") is None
    assert asked_quantity("보관기간 끝난 명단은 그냥 지우면 되나요?") is None
    # a period asserted with the way is still a duration asked, and so is a plain "when" or "how long"
    assert asked_quantity("보관기간 끝난 명단은 10영업일 안에만 지우면 되죠?") is not None
    assert asked_quantity("명단 보관 기간이 얼마예요?") is not None


def test_approval_in_english_is_received_as_an_act() -> None:
    question = "보안 USB에 자료 담아서 회사 밖으로 들고나가려면 누구 approval 받아야돼?"
    assert "in" not in directions(question)
    assert direction_problem(question, "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다.") is None
    assert directions("거래처에서 zip file 받을 때 승인 필요해요?") == frozenset({"in"})  # a thing received


def test_a_calendar_year_is_no_span() -> None:
    assert asserted_quantities("2025년에 메일 첨부 제한 몇 MB였죠?") == []
    assert [a.kind for a in asserted_quantities("노트북 4년 썼는데 바꿔줘요?")] == ["year"]


def test_originally_installed_is_already_installed() -> None:
    row = "이름: Google Chrome / 분류: 유틸리티 / 라이선스: 무료 / 설치: 기본 설치"
    assert preinstalled.answered("크롬 따로 깔아야돼 아님 노트북 받을때 원래 깔려있어?", ["노트북"], row) == []
    assert preinstalled.answered("집 노트북에도 크롬 원래 깔려있어?", ["노트북"], row) == ["노트북"]
