"""English frame words (`bot.language.english`; English coverage, fourth pass, batch `_en_w`): frame words of manner,
sort and time, a purpose "so" clause, a closing "next week", "to verb something" closing a clause, "report" after a
determiner and an adjective. Hand-made sentences only."""

from __future__ import annotations

from bot.language import english
from tests.support.english_excerpt_matcher import KINDS, MAKING, PHONE, passes


def test_manner_sort_and_time_of_the_thing_are_frame_words() -> None:
    for word in ("properly", "previous", "trying", "tried"):
        assert english.is_function_word(word), word
    for word in ("printer", "kind", "way"):  # "what kind of laptop …?" asks for a kind no rule may name
        assert not english.is_function_word(word), word
    assert passes("what kind of usb can I use?", KINDS) == [False]
    assert english.normalize("sending a big file, what's the right way?") == "sending a big file, how?"
    assert english.normalize("is there a way to unlock it?") == "is there a way to unlock it?"


def test_a_purpose_so_clause_is_circumstance_a_consequence_so_is_asked() -> None:
    assert "forget" in english.context_words("can I put my phone number in my pin so I don't forget it?")
    assert "forget" in english.context_words("can I put my phone number in my pin so that we can't forget it?")
    # "so" + subject without a modal, or + a question word, gives a consequence: asked, not story
    assert "password" not in english.context_words("should I reset it so I need a new password?")
    assert "tell" not in english.context_words("lost my badge so who do I tell?")
    assert passes("can I put my phone number in my password so I don't forget it?", MAKING) == [True]


def test_a_closing_next_week_or_today_tells_when_not_what() -> None:
    assert {"next", "month"} <= english.context_words("switching to a new phone next month, what about OTP?")
    assert "today" in english.context_words("switching phones today, what about OTP?")
    # a time noun that is what the clause is about stays asked
    assert "month" not in english.context_words("is the report due this month?")
    assert passes("switching to a new phone next week, anything to do for OTP?", PHONE) == [True]


def test_to_verb_something_closing_a_clause_is_a_purpose() -> None:
    assert "check" in english.context_words("my teammate needs my login to check something, can I give it to him?")
    assert "check" not in english.context_words("do I have to check something before I send it?")


def test_report_after_a_determiner_and_an_adjective_is_a_document() -> None:
    assert english.normalize("printed a confidential report, can I leave it?") == \
        "printed a confidential document, can I leave it?"
    assert english.normalize("where do I file a detailed report?") == "where do I file a detailed report?"
    assert english.normalize("how do I report a lost phone?") == "how do I report a lost phone?"
