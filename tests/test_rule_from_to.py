"""A source is not a destination (`bot.rules.from_to`; batch `_zh`, issue 8: a predicate worded otherwise), on hand-made
sentences and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations


def test_a_source_is_not_a_destination() -> None:
    from bot.rules.from_to import problems

    out_heading = "2. 외부로 보내는 메일 파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."
    assert problems("외부에서 받은 대외비 메일은 어떻게 열어요?", out_heading)
    assert not problems("외부로 메일 보낼 때 암호 걸어요?", out_heading)  # the same direction
    assert not problems("카페에서 VPN 써도 돼요?", "카페·공항 등 공용 와이파이에서는 사내 시스템에 접속하지 않는다.")
    assert not problems("회사 밖에서 접속할 때 OTP 써요?", "회사 밖에서 사내 시스템에 접속할 때는 OTP를 쓴다.")
