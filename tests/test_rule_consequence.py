"""A consequence of a condition and a length of time (`bot.rules.consequence`; batch `_zj`, issue 8: a safety check of
the session's leniency with near misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import consequence


def no_words(word: str) -> list[str]:
    return []


def test_a_consequence_and_a_length_of_time() -> None:
    lead = "인증서가 만료되기 30일 전에 재발급을 신청한다."
    assert consequence.consequence_problems("인증서 만료되면 VPN 바로 끊겨요?", True, "끊기", ["인증서", "만료"], lead,
                                            no_words)
    # the thing the act is about in the sentence: the same act worded otherwise
    block = "신고를 받은 담당자가 계정을 차단한다."
    assert not consequence.consequence_problems("태블릿 도난 신고하면 계정도 막아주는 거죠?", True, "막",
                                                ["도난", "신고"], block, no_words)
    assert not consequence.consequence_problems("인증서 재발급하면 되죠?", True, "재발급", [], "…", no_words)
    assert consequence.frequency_problems("백업은 얼마 동안 걸려요?", "duration", "백업은 매일 새벽 3시에 한다.")
    assert not consequence.frequency_problems("백업본은 얼마 동안 보관해요?", "duration",
                                              "백업본은 20일 동안 보관한다.")
