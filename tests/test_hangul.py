"""Hangul syllable arithmetic (bot.language.hangul) on hand-picked syllables."""

from bot.language.hangul import NIEUN, RIEUL, SIOT, SSANG_SIOT, ends_in, final_consonant, without_final


def test_final_consonant_of_syllables() -> None:
    assert final_consonant("가") == 0
    assert final_consonant("간") == NIEUN
    assert final_consonant("울") == RIEUL
    assert final_consonant("짓") == SIOT
    assert final_consonant("꿨") == SSANG_SIOT
    assert final_consonant("힣") == 27


def test_final_consonant_of_other_characters() -> None:
    assert final_consonant("a") == -1
    assert final_consonant("ㄴ") == -1  # a bare jamo is not a syllable
    assert final_consonant("") == -1
    assert final_consonant("가나") == -1


def test_ends_in() -> None:
    assert ends_in("들어간", NIEUN)
    assert not ends_in("들어가", NIEUN)
    assert not ends_in("", NIEUN)
    assert ends_in("지울", RIEUL)


def test_without_final() -> None:
    assert without_final("울") == "우"
    assert without_final("린") == "리"
    assert without_final("가") == "가"
    assert without_final("x") == "x"
