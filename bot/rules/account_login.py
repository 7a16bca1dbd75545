"""Logging in is how an account is used: a sentence on the account carries the question's 로그인.

"ChatGPT Enterprise 개인 계정으로 로그인해서 써도 돼요?" is answered by the catalog row's "비고: 회사 계정으로만", and
"어드민 계정 로그인할때 평소 쓰던 OTP 그대로 써도 되나?" by "관리자 계정에는 별도의 OTP를 쓴다": the question names
the account it logs into, and the sentence speaks of that account, so 로그인 (login) adds nothing the sentence
leaves open. Only the word 로그인 / login (not "sign-in attempts", which are events of their own), only when the
question itself names an account (계정, account, 아이디) and the sentence does too, and never for a sentence that
speaks of logging in itself ("로그인에 5번 연속 실패하면 계정이 …": the topic rule decides). The question must name
something besides account and login (which account or service): "다른 사람 계정으로 로그인해도 돼요?" is not
answered by "관리자 계정은 팀장 승인을 받은 뒤 발급한다".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.topic import Part

LOGIN_WORDS = frozenset({"로그인", "login"})
_ACCOUNT = re.compile(r"계정|account|아이디", re.IGNORECASE)


_ACCOUNT_WORDS = frozenset({"계정", "account", "아이디"})


def answered(question: str, nouns: list[str], missing: list[str], sentence: str) -> list[str]:
    """`missing` without the login act when question and sentence both name the account; `nouns`: the question's
    nouns, of which one must say more than account and login (which account, which service)."""
    if not any(m.lower() in LOGIN_WORDS for m in missing):
        return missing
    if all(n.lower() in LOGIN_WORDS | _ACCOUNT_WORDS for n in nouns):
        return missing  # "다른 사람 계정으로 로그인해도 돼요?": nothing but account and login to pin a sentence
    if not _ACCOUNT.search(question) or "계정" not in sentence or "로그인" in sentence:
        return missing
    return [m for m in missing if m.lower() not in LOGIN_WORDS]


def answered_part(part: Part, missing: list[str], sentence: str) -> list[str]:
    """`answered` for a question part of `bot.topic`."""
    return answered(part.text, [t.text for t in part.terms if not t.verb], missing, sentence)
