"""A cost asked needs a sentence on paying (`bot.rules.cost_asked`; batch `_zj`, issue 8: a safety check of the
session's leniency with near misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import cost_asked


def test_a_cost_asked_needs_a_sentence_on_paying() -> None:
    assert cost_asked.problems("does the cert renewal cost anything?", "만료 30일 전에 재발급을 신청한다.")
    assert cost_asked.problems("인증서 재발급 비용 있어요?", "만료 30일 전에 재발급을 신청한다.")
    assert not cost_asked.problems("who pays the license fees?", "유료 라이선스는 담당자가 구매한다.")
    assert not cost_asked.problems("can I use the free wifi at the cafe?", "공용 와이파이에서는 접속하지 않는다.")
