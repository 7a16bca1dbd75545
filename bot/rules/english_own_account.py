"""One's own account asked in English, against a row that allows the company's only (english19).

The English side of `bot.rules.contrast` ("Copilot 개인 계정으로 써도 돼요?" vs "회사 계정으로만"): "ChatGPT
Enterprise — can I sign in with my **personal OpenAI account**?". The catalog row's "비고: 회사 계정으로만" answers a
yes/no question on using the program with an account of the asker's own (no): the owner word, the words that say
whose service the account is on (OpenAI, Microsoft, Google) and the act of signing or logging in with it are what the
row's "only with the company's account" already rules out, and "the sentence speaks of no one's own thing" does not
hold there. Only when the question asks yes or no (can / may / is it ok …, no question word), names one's own
account (personal, own, private … account) and the sentence restricts the program to the company's account.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language import english

_COMPANY_ONLY = re.compile(r"회사\s*계정으로만")
_OWN_ACCOUNT_RE = re.compile(
    r"\b(?:my|our)\s+(?:own\s+|personal\s+|private\s+)+((?:[A-Za-z][\w.-]*\s+){0,2})(?:accounts?|logins?|ids?)\b",
    re.I)
_ASKS_YES_NO = re.compile(r"^\s*(?:[^?]*?[—–-]\s*)?(?:can|could|may|is|am|should|do|does|would|will)\b|"
                          r"\b(?:ok|okay|fine|allowed)\s+to\b", re.I)
_ACT_WORDS = frozenset("sign signing signed log logging logged login use using".split())  # noqa: SIM905
_OWNER_WORDS = frozenset("own personal private account accounts login logins id ids".split())  # noqa: SIM905


def own_account_words(question: str) -> frozenset[str]:
    """The words of an English yes/no question that name an account of the asker's own and the act of using it;
    empty when there is none."""
    if not english.is_english(question) or not _ASKS_YES_NO.search(question):
        return frozenset()
    if re.search(r"\b(?:what|which|where|when|who|how|why)\b", question, re.I):
        return frozenset()
    found = _OWN_ACCOUNT_RE.search(question)
    if found is None:
        return frozenset()
    words = {w.lower() for w in re.findall(r"[A-Za-z][\w.-]*", found.group(1))}
    return frozenset(words | _OWNER_WORDS | _ACT_WORDS)


def without_own_account(question: str, sentence: str, missing: Sequence[str]) -> list[str]:
    """`missing` less the own account's words and the owner problem, against a sentence that allows the company's
    account only."""
    if not missing or _COMPANY_ONLY.search(sentence) is None:
        return list(missing)
    words = own_account_words(question)
    if not words:
        return list(missing)
    out = []
    for item in missing:
        if not item.startswith("(") and item.lower() in words:
            continue
        if item.startswith("(개인 ") and item.endswith("the sentence speaks of no one's own thing)"):
            continue
        out.append(item)
    return out
