"""The reverse of the sentence's act is never the question's act worded otherwise (bot.rules.reversed_act.reverses,
used by the "one predicate worded otherwise" excuse). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.reversed_act import reverses
from tests.support.topic_rule import cover, shipped_matcher

_CONNECT_FIRST = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."


def test_the_reverse_act_of_a_sentence() -> None:
    assert reverses("끊기", _CONNECT_FIRST)  # passive 끊기 -> 끊 (disconnect) against 연결 (connect)
    assert reverses("끊", _CONNECT_FIRST)
    assert not reverses("연결", _CONNECT_FIRST)
    assert not reverses("끊기", "VPN 연결이 끊기면 다시 연결한다.")  # the sentence carries the act itself
    assert not reverses("느리", _CONNECT_FIRST)  # no reverse pair


def test_a_dropped_connection_is_not_answered_by_the_rule_to_connect() -> None:
    matcher = shipped_matcher(_CONNECT_FIRST)
    assert cover(matcher, "VPN 연결이 자꾸 끊겨요", _CONNECT_FIRST, "1. VPN 접속").missing
    assert cover(matcher, "VPN 먼저 연결해야 돼요?", _CONNECT_FIRST, "1. VPN 접속").missing == []
