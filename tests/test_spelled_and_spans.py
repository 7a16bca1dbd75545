"""Acronyms spelled in Hangul letter names (bot.rules.spelled_acronyms) and a span of months that is no count
(bot.rules.answer_kind), on hand-made text."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules.answer_kind import asked_kind
from bot.rules.spelled_acronyms import as_latin


def test_a_spelled_acronym_the_glossary_knows_is_the_acronym() -> None:
    glossary = Glossary({"VPN": ("가상사설망",), "OTP": (), "노트북": ("PC", "피씨")})
    assert as_latin("재택할 때 그 브이피엔 꼭 켜야 되나요", glossary) == "재택할 때 그 VPN 꼭 켜야 되나요"
    assert as_latin("오티피 앱 다시 깔아야 돼요?", glossary) == "OTP 앱 다시 깔아야 돼요?"
    assert as_latin("집 피씨로 접속해도 돼요?", glossary) == "집 PC로 접속해도 돼요?"  # listed by the glossary
    # not inside a longer word, and an acronym the glossary does not know stays spelled
    assert as_latin("스피씨 문의", glossary) == "스피씨 문의"
    assert as_latin("에스에스디 써도 돼요?", glossary) == "에스에스디 써도 돼요?"


def test_short_spellings_that_are_words_are_left_alone() -> None:
    glossary = Glossary({"AI": ("생성형 AI",)})
    assert as_latin("아이가 노트북 써도 돼요?", glossary) == "아이가 노트북 써도 돼요?"  # 아이 is a child
    assert as_latin("에이아이 써도 돼요?", glossary) == "AI 써도 돼요?"


def test_a_span_of_months_is_no_count() -> None:
    assert asked_kind("비밀번호 몇 개월마다 바꿔요?").counter is None
    assert asked_kind("보안 USB 몇 개 받을 수 있어요?").counter == "개"

