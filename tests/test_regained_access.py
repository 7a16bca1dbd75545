"""다시 said of getting back in after a lock the question tells is no act done anew (`bot.rules.regained_access`).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.regained_access import back_in
from tests.support.topic_rule import cover, shipped_matcher

_LASTS = "로그인 비밀번호를 6번 연속 틀리면 계정이 1시간 동안 잠긴다."


def test_getting_back_in_after_a_lock() -> None:
    assert back_in("메신저 계정 막혔는데 몇 시간 있어야 다시 접속돼요?", _LASTS)
    assert back_in("비번 여러 번 틀렸어요. 언제 다시 로그인할 수 있어요?", "잠긴 계정은 관리자가 푼다.")
    # no lock told, no getting in, or a sentence on something else: 다시 stays
    assert not back_in("퇴근하고 다시 접속하려면 뭐 해요?", _LASTS)
    assert not back_in("계정 잠겼다 풀렸는데 또 틀리면 다시 잠겨요?", _LASTS)
    assert not back_in("비번 틀려서 잠겼는데 다시 접속하면 OTP 필요해요?", "OTP는 앱으로 받는다.")


def test_a_login_that_fails_and_works_again() -> None:
    assert back_in("메신저 비번 잘못 쳤더니 로그인이 아예 안 돼요. 몇 시간 있어야 다시 되나요?", _LASTS)
    assert back_in("로그인이 안 돼요 얼마나 기다려야 다시 돼요?", _LASTS)
    # working again without a login named, or without a failure told, is not getting back in
    assert not back_in("프린터가 안 돼요. 얼마나 기다려야 다시 되나요?", _LASTS)
    assert not back_in("로그인 화면이 바뀌었던데 다시 되돌릴 수 있어요?", _LASTS)


def test_a_lock_rule_answers_getting_back_in_but_not_an_act_anew() -> None:
    matcher = shipped_matcher(_LASTS, "휴대폰을 바꾸면 인증 앱을 다시 등록한다.")
    assert cover(matcher, "비번 6번 틀렸어요, 몇 시간 기다리면 다시 로그인돼요?", _LASTS).passed
    # a key reissued anew is not answered by the lock rule: 다시 is still required of it
    assert not cover(matcher, "계정 잠겼는데 비번 다시 받아야 돼요?", _LASTS).passed
