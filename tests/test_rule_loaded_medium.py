"""Loading a medium to carry it out is the carrying (`bot.rules.loaded_medium`; issue 8: answerable handoffs across many
dev batches), on hand-made questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import loaded_medium

CARRY = "외장 디스크로 문서를 사옥 밖으로 가져갈 때는 부서장 허가를 받는다."
WIPE = "외장 디스크의 문서는 다 쓰면 바로 지운다."
_LOADED = [Term("외장", False), Term("디스크", False), Term("문서", False), Term("담", True)]


def test_loading_a_medium_to_carry_it_is_the_carrying() -> None:
    assert loaded_medium.load_carried("외장 디스크에 문서 담아가려면 뭐 있어야 돼요?", _LOADED, CARRY) == {"담"}
    assert loaded_medium.load_carried("외장 디스크에 문서 담아 가도 돼요?", _LOADED, CARRY) == {"담"}
    out = "USB로 반출할 때는 허가를 받는다."
    assert loaded_medium.load_carried("USB에 문서 담아서 가지고 나가도 돼요?", _LOADED, out) == {"담"}


def test_loading_alone_or_for_another_end_is_not_carrying() -> None:
    assert loaded_medium.load_carried("외장 디스크에 문서 담아도 돼요?", _LOADED, CARRY) == set()  # loading alone
    assert loaded_medium.load_carried("외장 디스크에 문서 담아서 동료 줘도 돼요?", _LOADED, CARRY) == set()
    assert loaded_medium.load_carried("외장 디스크에 문서 담아서 집에서 작업해도 돼요?", _LOADED, CARRY) == set()
    assert loaded_medium.load_carried("외장 디스크에 문서 담아가면 언제 지워요?", _LOADED, WIPE) == set()  # no carrying
    assert loaded_medium.load_carried("USB에 문서 담아가도 돼요?", _LOADED, CARRY) == set()  # another medium
    assert loaded_medium.load_carried("문서 담아가도 돼요?", _LOADED, CARRY) == set()  # no medium named
    assert loaded_medium.load_carried("외장 디스크에 문서 담아가도 돼요?", _LOADED[:3], CARRY) == set()  # no 담


def test_the_medium_is_named_alike_with_the_word_before_it() -> None:
    secure = "보안 디스크로 문서를 사옥 밖으로 가져갈 때는 부서장 허가를 받는다."
    terms = [Term("보안", False), Term("디스크", False), Term("문서", False), Term("담", True)]
    assert loaded_medium.load_carried("보안 디스크에 문서 담아가도 돼요?", terms, secure) == set()  # 디스크: no medium
    usb = "보안 USB로 문서를 사옥 밖으로 가져갈 때는 부서장 허가를 받는다."
    assert loaded_medium.load_carried("보안USB에 문서 담아가려면 뭐 있어야 돼요?", terms, usb) == {"담"}
    assert loaded_medium.load_carried("일반 USB에 문서 담아가도 돼요?", terms, usb) == set()  # 일반, not 보안
    assert loaded_medium.load_carried("USB에 문서 담아가도 돼요?", terms, usb) == set()  # the sentence's 보안 unsaid
