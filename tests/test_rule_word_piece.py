"""A piece of a longer word gets no near synonym (`bot.rules.word_piece`; issue 8, safety), on hand-made questions and
sentences."""

from __future__ import annotations

from bot.rules import word_piece


def test_a_piece_of_a_longer_word_gets_no_near_synonym() -> None:
    assert word_piece.inside_longer("고객사에 노트북 들고 가도 돼요?", "객사")
    assert not word_piece.inside_longer("객사 근처에서 노트북 써도 돼요?", "객사")  # a word of its own
    assert not word_piece.inside_longer("고객사에 노트북 들고 가도 돼요?", "노트북")
    assert not word_piece.inside_longer("usb", "usb")  # Latin words are not cut so
