"""A place that says which thing is meant (`bot.rules.owner_place`; batch `_zg2`, issue 8, safety). Invented sentences,
not the case files."""

from __future__ import annotations

from bot.rules.owner_place import owner_places
from tests.support.password_wifi_matcher import password_wifi_matcher
from tests.support.topic_rule import cover


def test_place_in_a_clause_describing_the_next_noun_is_found() -> None:
    assert owner_places("파일에 건 암호도 60일마다 바꿔야 돼요?", {"파일"}) == frozenset({"파일"})
    assert owner_places("파일에 미리 걸어둔 암호 바꿔야 돼요?", {"파일"}) == frozenset({"파일"})
    assert owner_places("서버에 쌓인 기록은 얼마나 보관해요?", {"서버"}) == frozenset({"서버"})


def test_place_of_the_asked_act_is_not_found() -> None:
    assert owner_places("회사 노트북에 깔아도 돼요?", {"노트북"}) == frozenset()
    assert owner_places("서버실에 들어갈 때 휴대폰 가져가도 돼요?", {"서버실"}) == frozenset()  # a time, not a thing
    assert owner_places("파일에 암호 걸어야 돼요?", {"파일"}) == frozenset()


def test_account_password_rule_does_not_answer_for_a_files_password() -> None:
    matcher = password_wifi_matcher()
    rule = "비밀번호는 60일마다 바꾼다."
    assert not cover(matcher, "파일에 건 암호도 60일마다 바꿔야 돼요?", rule, "2. 변경 주기").passed
    assert cover(matcher, "암호도 60일마다 바꿔야 돼요?", rule, "2. 변경 주기").passed
