"""English questions put in plain words and the shipped glossary's rows of branch english16 (issue 8): looking at an
internal system, a lockout told in everyday English, starting at the company on a day, runs of chat marks; a weird
email, a contract that ends, a slide deck, internal tools. Hand-made sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.rules import english_access, english_lockout, english_remarks, english_start

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")


def test_too_many_tries_are_failed_ones_and_a_figure_keeps_its_words() -> None:
    assert english_lockout.plain("locked out after too many attempts") == "locked out after too many failed attempts"
    assert english_lockout.plain("after 3 tries") == "after 3 tries"
    assert english_lockout.plain("how many attempts do I get?") == "how many attempts do I get?"


def test_opening_again_beside_a_lock_is_unlocking_and_elsewhere_keeps_its_verb() -> None:
    assert english_lockout.plain("my account is locked, when does it open again?") == \
        "my account is locked, when does it unlock?"
    assert english_lockout.plain("locked out, will it open by itself?") == "locked out, will it unlock by itself?"
    assert english_lockout.plain("can I open the attachment again?") == "can I open the attachment again?"


def test_starting_on_a_day_is_being_a_new_hire_and_starting_a_thing_is_not() -> None:
    assert english_start.plain("I'm starting Monday, when do I get a laptop?") == \
        "I'm a new hire, when do I get a laptop?"
    assert english_start.plain("I start next week. Do I get a laptop?") == "I'm a new hire. Do I get a laptop?"
    assert english_start.plain("my first day is on Friday") == "my first day"
    assert english_start.plain("I'm starting the VPN, is it slow?") == "I'm starting the VPN, is it slow?"


def test_a_run_of_marks_is_one_mark() -> None:
    assert english_remarks.plain("my bag got stolen!! who do I tell") == "my bag got stolen! who do I tell"
    assert english_remarks.plain("really?! ok") == "really? ok"
    assert english.normalize("someone stole my bag at the station!!! who do I tell?") == \
        "someone stole my bag at the station! who do I tell?"


def test_the_policy_glossary_maps_weird_mail_a_contract_end_decks_and_internal_tools() -> None:
    assert "피싱" in POLICY_GLOSSARY.policy_words_in("got a weird email from the bank")
    assert "피싱" not in POLICY_GLOSSARY.policy_words_in("got a weird error in the mail app")
    assert "퇴사" in POLICY_GLOSSARY.policy_words_in("my contract ends next month")
    assert "문서" in POLICY_GLOSSARY.policy_words_in("can I share the sales deck?")
    assert "사내 시스템" in POLICY_GLOSSARY.policy_words_in("can I open internal tools from a hotel?")


def test_looking_at_an_internal_system_is_accessing_it_and_other_checks_keep_their_verb() -> None:
    assert english_access.plain("can I check the internal dashboard on hotel wifi?") == \
        "can I access the internal dashboard on hotel wifi?"
    assert english_access.plain("can I pull up company tools from home?") == "can I access company tools from home?"
    assert english_access.plain("should I check the license first?") == "should I check the license first?"
