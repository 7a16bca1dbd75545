"""Session 37 (issue 8), invented sentences: "my password doesn't work", "the VPN is not working" tell a fault
(bot.rules.english_idioms puts it as "is broken"); "work" alone is a generic word, and the fault went unread, so any
rule on the thing answered. "not working from home" says where the asker works and stays as written."""

from __future__ import annotations

from bot.rules.english_idioms import plain
from tests.support import topic_rule


def test_a_fault_is_put_plainly() -> None:
    assert plain("my password doesn't work") == "my password is broken"
    assert plain("the VPN stopped working") == "the VPN is broken"
    assert plain("we are not working from home today") == "we are not working from home today"


def test_a_fault_is_not_answered_by_a_rule_on_the_thing() -> None:
    answer, _ = topic_rule.checked_extractive("my password doesn't work", "1. 규칙", "- 비밀번호는 90일마다 바꾼다.")
    assert answer is None


def test_a_report_that_an_act_fails_asks_nothing_a_rule_answers() -> None:
    from bot.language import english

    assert "broken" in english.normalize("my USB won't show up")
    assert english.normalize("Can't connect to VPN, what should I do?") == "Can't connect to VPN, what should I do?"
    # the failing act is a word of the question that a sentence on connecting does not carry
    from bot.language.terms import content_terms

    assert "broken" in [t.text for t in content_terms(english.normalize("can't connect to the VPN from home"))]


def test_a_fault_word_in_a_message_that_asks_nothing_is_asked() -> None:
    from bot.language import english

    assert "error" not in english.context_words("VPN certificate error on my laptop")
    assert "lost" in english.normalize("I lost my laptop on the train")  # a loss told is no fault word
    assert "broken" in english.normalize("password reset email never came")
