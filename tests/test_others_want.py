"""Session 37 (issue 8): what someone else wants or needs ("our agency wants our customer list.") is the asker's
story, not a request of the asker's (bot.language.english.asks); one who wants to know something asks for them."""

from __future__ import annotations

from bot.language import english


def test_what_others_want_asks_nothing() -> None:
    assert not english.asks("our marketing agency wants our customer email list for a joint campaign.")
    assert not english.asks("My team needs a few more seats of the design plugin.")


def test_the_askers_own_want_and_a_relayed_one_ask() -> None:
    assert english.asks("I need the VPN server address.")
    assert english.asks("My manager wants to know when the backups run.")
