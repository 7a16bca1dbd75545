"""A when-question about the event a lead time counts back from is not answered by that lead time
(bot.rules.lead_time.when_problems). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.lead_time import counted_from
from tests.support.topic_rule import cover, shipped_matcher

_REISSUE = "인증서가 만료되기 30일 전에 재발급을 신청한다."


def test_the_event_a_lead_time_counts_back_from() -> None:
    assert counted_from(_REISSUE) == ["만료"]
    assert counted_from("만료 7일 전부터 사내 포털에 변경 안내가 표시된다.") == ["만료"]
    assert counted_from("비밀번호는 90일마다 바꾼다.") == []


def test_when_the_expiry_is_is_not_when_to_apply() -> None:
    matcher = shipped_matcher(_REISSUE, "VPN 인증서의 유효기간은 1년이다.")
    asked_expiry = cover(matcher, "VPN 인증서 언제 만료돼요?", _REISSUE, "2. VPN 인증서").missing
    assert any("a lead time counted back from 만료" in m for m in asked_expiry)
    # asking about the sentence's own act, or the time before, is answered by it
    asked_act = cover(matcher, "인증서 재발급은 언제 신청해요?", _REISSUE, "2. VPN 인증서").missing
    assert not any("a lead time counted back" in m for m in asked_act)
    asked_renewal = cover(matcher, "인증서 만료되면 재발급 언제 해요?", _REISSUE, "2. VPN 인증서").missing
    assert not any("a lead time counted back" in m for m in asked_renewal)
    asked_before = cover(matcher, "인증서 만료 며칠 전에 재발급 신청해요?", _REISSUE, "2. VPN 인증서").missing
    assert not any("a lead time counted back" in m for m in asked_before)
