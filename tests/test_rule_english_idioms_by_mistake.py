""""By mistake" / "accidentally" as the manner of the act (`bot.rules.english_idioms`,
`bot.language.english.FRAME_WORDS`; issue 8), on questions and sentences invented for these tests."""

from __future__ import annotations

from bot.language import english
from bot.rules import english_idioms
from tests.support.english_glossary_matcher import LEAK, passes


def test_by_mistake_is_how_it_happened():
    assert english_idioms.plain("the vendor list leaked by mistake, who do I tell?") == \
        "the vendor list leaked, who do I tell?"
    assert english_idioms.plain("deleted it by accident") == "deleted it"
    assert english_idioms.plain("was it a mistake to click?") == "was it a mistake to click?"  # the noun stays
    assert english.is_function_word("accidentally") and english.is_function_word("inadvertently")


def test_a_leak_by_mistake_is_answered_by_the_leak_rule():
    assert passes("vendor files got leaked by mistake, who do I tell?", LEAK)
    assert passes("vendor files got leaked accidentally, who do I tell?", LEAK)
