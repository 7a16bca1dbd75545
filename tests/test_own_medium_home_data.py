"""Session 38 (issue 8), invented sentences: a USB the asker calls their own ("제 usb", "내 usb") is a personal
medium, and data made at home ("집에서 작업한 파일") is data like any other (bot.rules.forbidden_medium)."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import forbidden_medium

BAN = "개인 USB나 외장 하드는 사무용 단말에 꽂지 않는다."


def test_my_usb_is_a_personal_medium() -> None:
    terms = [Term("usb", False), Term("자료", False), Term("옮기", True)]
    assert forbidden_medium.use_carried("제 usb로 자료 좀 옮겨도 되나요?", terms, BAN, True) == {"자료", "옮기"}
    assert forbidden_medium.use_carried("내 usb로 자료 좀 옮겨도 되나요?", terms, BAN, True) == {"자료", "옮기"}
    # "제 보안 usb" is the company's medium; a word ending in 제 is no owner ("문제 usb")
    assert forbidden_medium.use_carried("제 보안 usb로 자료 옮겨도 되나요?", terms, BAN, True) == set()
    assert forbidden_medium.use_carried("문제 usb로 자료 옮겨도 되나요?", terms, BAN, True) == set()


def test_data_made_at_home_is_data() -> None:
    terms = [Term("집", False), Term("작업", True), Term("파일", False), Term("usb", False), Term("담", True),
             Term("꽂", True), Term("옮기", True)]
    question = "집에서 작업한 파일을 제 usb에 담아왔는데 사무용 단말에 꽂아서 옮겨도 되나요?"
    assert forbidden_medium.use_carried(question, terms, BAN, True) == {"집", "작업", "파일", "담", "꽂", "옮기"}
    # a USB that is not the asker's own carries nothing
    assert forbidden_medium.use_carried(question.replace("제 usb", "usb"), terms, BAN, True) == set()
