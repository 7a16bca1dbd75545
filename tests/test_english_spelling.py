"""English typing slips mended by the maintained corrector (`bot.language.english_spelling`); hand-made sentences."""

from __future__ import annotations

from bot.language import english, english_spelling


def test_slips_of_function_words_are_mended() -> None:
    assert english.normalize("cna i borrow a tablet for the trip?").startswith("can i borrow")
    assert "what should i do" in english.normalize("my tablet is acting up, what shoud i do now?")
    assert "how long" in english.normalize("hwo long is the badge valid?")


def test_a_word_the_policies_or_glossary_write_wins_over_a_commoner_one() -> None:
    english_spelling.know(["계정: [account]"])
    assert "my account" in english.normalize("my acount is blocked since monday, who do i call?")


def test_policy_words_and_short_content_slips_are_left() -> None:
    english_spelling.know(["사내 포털에서 OTP를 등록한다."])
    assert "otp" in english.normalize("where do i register otp for the portal?")
    assert "i dont forget" in english.normalize("can i write my pin on a note so i dont forget it?")
    assert "my personal gmail" in english.normalize("can i forward the memo to my personal gmail?")
    english_spelling.know(["감사 log는 1년 보관한다."])
    assert "lol" in english.normalize("lol my badge broke again, who fixes it?")  # too short for "log"
    assert english.normalize("회사 노트북 몇 년 써요?") == "회사 노트북 몇 년 써요?"  # Korean is not read


def test_the_warm_up_loads_the_word_list_once() -> None:
    english_spelling.warm_up()
    loaded = english_spelling._checker()
    english_spelling.warm_up()
    assert english_spelling._checker() is loaded
    assert "should" in loaded
