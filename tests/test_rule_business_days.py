"""Calendar days are not business days (`bot.rules.business_days`; batch `premise_multi_injection_k`, false premises),
on hand-made sentences."""

from __future__ import annotations

from bot.rules.business_days import day_kind_differs


def test_calendar_days_are_not_business_days() -> None:
    assert day_kind_differs("반납 5일 안에 하면 되죠? 주말 포함해서요", "퇴사 후 5영업일 이내에 반납한다.", "5")
    assert day_kind_differs("5영업일 안에 하면 되죠?", "5일 안에 반납한다.", "5")
    assert not day_kind_differs("영업일 기준 5일 안에 하면 되죠?", "퇴사 후 5영업일 이내에 반납한다.", "5")
    assert not day_kind_differs("30일 보관하는 거 맞죠?", "백업본은 30일 동안 보관한다.", "30")
    assert not day_kind_differs("3일 안에 하면 되죠?", "퇴사 후 5영업일 이내에 반납한다.", "3")
