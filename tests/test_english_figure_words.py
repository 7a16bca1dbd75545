"""English figures in everyday paraphrase (`bot.rules.english_figures`, glossary.en rows): a bound before a number,
"good for" a span, number words before a unit, min/max before a noun, wrong tries. Hand-made sentences only."""

from __future__ import annotations

from bot.language.english import normalize
from bot.matching.model import ASSERTED_RE
from tests.support.english_excerpt_matcher import MATCHER


def test_a_bound_before_a_number_is_up_to() -> None:
    assert "up to 5GB" in normalize("Uploads are capped at 5GB, is that right?")
    assert "up to 3 days" in normalize("The loaner is limited to 3 days, isn't it?")
    assert "up to 20MB" in normalize("Is the mailbox max 20MB for guests?")
    assert "capped" in normalize("My data plan got capped yesterday, can I use wifi?")


def test_good_for_a_span_says_valid() -> None:
    assert "valid for 3 years" in normalize("The badge is good for three years, correct?")
    assert "good for the team" in normalize("Is this tool good for the team to use?")


def test_number_words_before_a_unit_are_read_as_figures() -> None:
    text = normalize("I was told the token lasts four months, right?")
    assert "4 months" in text
    assert ASSERTED_RE.search(text)
    assert "one of my files" in normalize("I deleted one of my files by mistake, what now?")


def test_min_before_a_length_is_minimum_not_minutes() -> None:
    assert "minimum length" in normalize("what's the min length for a new pin?")
    assert "max upload size" in normalize("what's the max upload size here?")
    assert "5 min" in normalize("the screen locks after 5 min, right?")


def test_wrong_tries_are_failed_ones() -> None:
    assert "failed tries" in normalize("How many wrong tries before my badge is blocked?")
    assert "failed attempts" in normalize("after a few incorrect attempts what happens?")
    assert "wrong" not in MATCHER.parts("how many wrong tries before my account is locked?")[0][0].terms


def test_a_span_stressed_as_whole_is_one_unit_asserted() -> None:
    text = normalize("A friend said the badge stays blocked for a full day before it resets, is that so?")
    assert "for 1 day" in text
    assert ASSERTED_RE.search(text)
    assert "1 week" in normalize("Setting up the kiosk takes a whole week, right?")
    assert "once a year" in normalize("Do we renew the badge once a year?")
