"""하루만 against an outright prohibition (`bot.rules.short_span`; issue 8: a story word kept as the question's topic),
on hand-made sentences and questions."""

from __future__ import annotations

from tests.support.lending_rules_matcher import LEND, RETURN, cover


def test_a_span_with_man_is_left_out_against_an_outright_prohibition() -> None:
    from bot.rules.short_span import spans

    assert spans("노트북 하루만 빌려줘도 돼요?") == {"하루"}
    assert spans("주말만 가족이랑 노트북 같이 써도 돼요?") == {"주말"}
    assert spans("하루 늦게 반납해도 돼요?") == frozenset()  # no 만: not singled out
    assert cover("옆 사람이 제 노트북 하루만 빌려달래요 빌려줘도 돼요?", LEND).passed
    assert not cover("퇴사하고 노트북 하루만 늦게 반납해도 돼요?", RETURN).passed  # the rule times the act
