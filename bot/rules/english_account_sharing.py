"""Lending one's login in English is sharing it (english19).

"계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다" answers "my teammate wants to **borrow** my login for a day, is
that fine?" and "the contractor wants my account login **to finish the job**, can I give it to him?": whoever borrows,
uses or is given the asker's account, login or password shares it, and why they want it (the favour's purpose) does
not change a rule that forbids sharing outright. The glossary reads borrow / lend as 빌려주 (the laptop rule's
word), which that sentence does not carry.

So, in an English question whose object is the asker's account, login, password or credentials, against a sentence
that forbids sharing them (공유하지 않는다): the act of lending or borrowing it (borrow, lend, loan) and the purpose
infinitive after "wants / needs my …" ("to finish the job", "to check something") are set aside. The person, the
account and every other word stay required.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language import english

_CREDENTIAL = r"(?:login|logins|account|accounts|password|passwords|pw|pwd|credentials|login\s+details|sign-in)"
_LEND_RE = re.compile(
    rf"\b(?:borrow|borrowing|borrowed|lend|lending|lent|loan|loaning)\s+(?:him\s+|her\s+|them\s+)?"
    rf"(?:my|our|your)\s+(?:[a-z]+\s+)?{_CREDENTIAL}\b", re.I)
_WANTED_FOR_RE = re.compile(
    rf"\b(?:wants|want|needs|need|asked\s+for|asks\s+for|is\s+asking\s+for)\s+(?:my|our)\s+(?:[a-z]+\s+)?"
    rf"{_CREDENTIAL}\s+(to\s+[a-z]+(?:\s+(?:the|a|an|some|his|her|their|this|that)?\s*[a-z]+)?)\b", re.I)
_FORBIDS_SHARING = re.compile(r"공유하지\s*않")
_LEND_WORDS = frozenset("borrow borrowing borrowed lend lending lent loan loaning".split())  # noqa: SIM905


def shared_words(question: str) -> frozenset[str]:
    """The lending act and the favour's purpose of an English question about the asker's credentials."""
    if not english.is_english(question):
        return frozenset()
    words: set[str] = set()
    for found in _LEND_RE.finditer(question):
        words |= {w.lower() for w in found.group(0).split()} & _LEND_WORDS
    for found in _WANTED_FOR_RE.finditer(question):
        words |= {w.lower() for w in found.group(1).split()} - {"to", "the", "a", "an"}
    return frozenset(words)


def answered(question: str, missing: Sequence[str], sentence: str) -> list[str]:
    """`missing` less the lending act and the favour's purpose, against a sentence that forbids sharing."""
    if not missing or _FORBIDS_SHARING.search(sentence) is None:
        return list(missing)
    told = shared_words(question)
    return [w for w in missing if w.lower() not in told]
