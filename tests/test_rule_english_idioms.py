"""English idioms put plainly (`bot.rules.english_idioms`) and light verbs as frame words (`bot.language.english`), in
English and mixed Korean/English questions (batch `_en_zf`, issue 8), on questions and sentences invented for these
tests."""

from __future__ import annotations

from bot.language import english
from bot.language.terms import content_terms
from bot.rules import english_idioms
from tests.support.password_laptop_matcher import BUYER, REPORT, VPN_FIRST, passes


def test_in_charge_of_and_responsible_for_leave_the_act_asked() -> None:
    assert english_idioms.plain("who's in charge of ordering monitors?") == "who's ordering monitors?"
    assert "responsible" not in english_idioms.plain("who is responsible for the weekly restore test?")
    assert passes("who's in charge of buying paid licenses here?", BUYER)


def test_a_closing_just_in_case_is_no_condition_but_an_in_case_clause_is() -> None:
    assert english_idioms.plain("can I keep a copy on my desktop just in case?") == \
        "can I keep a copy on my desktop?"
    assert english_idioms.plain("can I keep a copy, in case?") == "can I keep a copy?"
    assert "in case" in english_idioms.plain("in case I lose the token, what should I do?")


def test_asking_whom_to_contact_is_asking_whom_to_tell() -> None:
    assert english_idioms.plain("the tablet got swiped, who should I notify?") == \
        "the tablet got swiped, who should I tell?"
    assert english_idioms.plain("who do we reach out to about it?") == "who do we tell about it?"
    assert english_idioms.plain("can I call the helpdesk at night?") == "can I call the helpdesk at night?"
    assert passes("my laptop got swiped on the train, who do I contact?", REPORT)


def test_a_persons_home_is_a_place_away_from_the_office() -> None:
    assert english_idioms.plain("logging in from my sister's place next week") == "logging in from home next week"
    assert english_idioms.plain("can I print it at my sister's place?") == "can I print it at my sister's place?"
    assert english_idioms.plain("working from our friends' house") == "working from home"
    # a person outside the class: unchanged
    assert english_idioms.plain("working from the client's place") == "working from the client's place"
    assert passes("working from my in-laws place tomorrow, do I need VPN before the intranet?", VPN_FIRST)


def test_chat_shorthand_is_read_as_the_function_words_it_stands_for() -> None:
    assert english_idioms.plain("can u tell me if r backups on?") == "can you tell me if are backups on?"
    assert english_idioms.plain("install it w/o approval b4 friday, rn") == \
        "install it without approval before friday, right now"
    # only as words of their own: product names and words that hold the letters stay
    assert english_idioms.plain("Ubuntu and R2 build, your ruby") == "Ubuntu and R2 build, your ruby"
    for word in ("hey", "thx", "sry", "asap", "btw", "fyi", "dumb", "wonder"):
        assert english.is_function_word(word), word
    assert passes("sry dumb q but can u tell me who's buying paid licenses? thx", BUYER)


def test_idioms_are_read_only_in_an_english_message() -> None:
    korean_led = "누가 in charge of 라이선스 구매 해요?"
    assert english.normalize(korean_led) == korean_led


def test_set_and_instead_frame_the_request() -> None:
    assert english.is_function_word("set") and english.is_function_word("instead")
    assert [t.text for t in content_terms("can I set my pw back to an old one instead?")] == ["pw"]


def test_redo_and_good_for_frame_the_request() -> None:
    assert english.is_function_word("redo")
    assert english_idioms.plain("how long is the badge good for?") == "how long is the badge valid?"
    assert english_idioms.plain("is this good for the team?") == "is this good for the team?"
