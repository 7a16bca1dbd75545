"""English coverage (batch `_en_w`): "how many tries" asks a count, how long a thing has to be asks a length
(`bot.topic.asked_quantity`). Hand-made sentences only."""

from __future__ import annotations

from tests.support.english_excerpt_matcher import MATCHER


def test_how_many_tries_or_attempts_asks_a_count() -> None:
    assert MATCHER.parts("how many tries before my account is locked?")[0][0].quantity == "times"
    assert MATCHER.parts("how many failed attempts before lockout?")[0][0].quantity == "times"
    assert MATCHER.parts("how many tries before my account is locked?")[0][0].terms != []


def test_how_long_a_thing_has_to_be_asks_a_length() -> None:
    assert MATCHER.parts("how long does my pin have to be?")[0][0].quantity == "chars"
    assert MATCHER.parts("new pin has to be how long?")[0][0].quantity == "chars"
    assert MATCHER.parts("is an 8 character pin too short?")[0][0].quantity == "chars"
    assert MATCHER.parts("how long does the lock last?")[0][0].quantity == "duration"
    assert MATCHER.parts("how long will it be locked for?")[0][0].quantity == "duration"
