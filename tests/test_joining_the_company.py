"""Session 33 (issue 8), invented sentences: "I'm joining the company next Monday" tells a new hire, as "I'm starting
Monday" does (the company is where the asker starts, no object of another act: "I'm joining the VPN tomorrow" keeps
its words); "receive my (work) laptop" is the laptop issued (지급), while "received" alone names nothing of it."""

from __future__ import annotations

from bot.rules.english_start import plain
from tests.support import topic_rule


def test_joining_the_company_on_a_day_is_a_new_hire() -> None:
    assert "new hire" in plain("I'm joining the company next Friday. Do I get a badge?")
    assert plain("I'm joining the VPN tomorrow, is that ok?") == "I'm joining the VPN tomorrow, is that ok?"


def test_receiving_the_laptop_is_its_issue() -> None:
    glossary = topic_rule.shipped_glossary()
    assert "지급" in glossary.policy_words_in("When will I receive my work laptop?")
    assert "지급" not in glossary.policy_words_in("I received a phishing email")
