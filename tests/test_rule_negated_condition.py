"""A condition the question negates is not answered by the rule on it (`bot.rules.negated_condition`; batch `_en_zf`,
issue 8), on questions and sentences invented for these tests."""

from __future__ import annotations

from bot.rules import negated_condition
from tests.support.password_laptop_matcher import VPN_FIRST, passes


def test_a_condition_the_question_negates_is_not_answered_by_the_rule_on_it() -> None:
    assert negated_condition.denied_words("can I use hotel wifi if I don't log into the intranet, just email?") == \
        frozenset({"log", "into", "the", "intranet"})
    assert negated_condition.denied_words("if I log into the intranet, do I need VPN?") == frozenset()
    assert negated_condition.denied_words("can I print at home as long as I never take it outside") == \
        frozenset({"take", "it", "outside"})
    assert negated_condition.problems("can I sit in the lobby if we dont open the intranet?", ["intranet"])
    assert not negated_condition.problems("can I sit in the lobby if we dont open the intranet?", ["lobby"])
    assert not passes("can I work from home if I don't open the intranet?", VPN_FIRST)
    assert passes("working from home, do I need VPN before the intranet?", VPN_FIRST)
