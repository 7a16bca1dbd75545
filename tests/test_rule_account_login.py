"""Logging in is how an account is used (`bot.rules.account_login`; issue 8: a question noun missing from the answering
sentence), on hand-made sentences and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules import account_login


def test_logging_in_is_carried_by_a_sentence_on_the_account_the_question_names() -> None:
    only_company = "비고: 회사 계정으로만"
    asked = ["메신저", "개인", "계정"]
    assert account_login.answered("메신저 개인 계정으로 로그인해서 써도 돼요?", asked, ["로그인"], only_company) == []
    assert account_login.answered("can I login with my personal account?", ["personal", "account"], ["login"],
                                  only_company) == []
    # no account named by the question, a sentence on logging in itself, another word for signing in
    assert account_login.answered("메신저 로그인 어떻게 해요?", ["메신저"], ["로그인"], only_company) == ["로그인"]
    # nothing but account and login: no sentence on some account answers it
    other = "다른 사람 계정으로 로그인해도 돼요?"
    assert account_login.answered(other, ["계정"], ["로그인"], only_company) == ["로그인"]
    failed = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
    messenger = "메신저 계정으로 로그인해도 돼요?"
    assert account_login.answered(messenger, ["메신저", "계정"], ["로그인"], failed) == ["로그인"]
    assert account_login.answered("sign-in alerts on my account?", ["alerts"], ["sign"], failed) == ["sign"]
