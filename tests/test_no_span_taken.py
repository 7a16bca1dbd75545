"""The time an act takes is not a time of day or a span of keeping (bot.rules.lasting_period.no_span_taken), and a
noun made an act with -화 is asked, never story (bot.rules.situations.made_acts). Invented sentences, not the case
files."""

from __future__ import annotations

from bot.rules.lasting_period import no_span_taken
from bot.rules.situations import made_acts
from tests.support.topic_rule import cover, shipped_matcher

_NIGHTLY = "백업은 매일 새벽 2시에 한다."


def test_the_time_an_act_takes_needs_a_span_taken() -> None:
    assert no_span_taken("How long do backups take?", _NIGHTLY)
    assert no_span_taken("백업 얼마나 걸려요?", "백업본은 30일 동안 보관한다.")
    assert no_span_taken("복구 몇 시간 걸려요?", "복구는 보통 3시간 걸린다.") == []
    assert no_span_taken("백업은 언제 해요?", _NIGHTLY) == []  # not a time taken


def test_a_time_of_day_does_not_say_how_long_backups_take() -> None:
    matcher = shipped_matcher(_NIGHTLY)
    assert cover(matcher, "How long do backups take?", _NIGHTLY, "3. 백업").missing
    assert cover(matcher, "백업은 몇 시에 해요?", _NIGHTLY, "3. 백업").missing == []


def test_a_noun_made_an_act_with_hwa() -> None:
    assert made_acts("OTP 초기화 어떻게 해요?") == frozenset({"초기"})
    assert made_acts("원격으로 초기화해 줘요?") == frozenset({"초기"})
    assert made_acts("OTP 다시 등록해요?") == frozenset()


def test_resetting_an_otp_is_not_answered_by_which_otp_to_use() -> None:
    rule = "관리자 계정에는 별도의 OTP를 쓴다."
    matcher = shipped_matcher(rule)
    assert cover(matcher, "관리자 계정 OTP 초기화 어떻게 해요?", rule, "1. 관리자 계정").missing
