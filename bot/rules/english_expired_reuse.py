"""A password's expiry is the occasion of changing it, asked in English with the choice of the new one (english19).

"password expired again, can I just switch back to the one I used last time?" and "can I reuse one of my old
passwords when it expires?" ask which new password may be chosen; "최근에 쓴 비밀번호 5개는 다시 쓸 수 없다" answers
(no), whatever made the change due. The expiry (만료, a glossary word) is only why the password is being changed
now, and the sentence on reuse does not name it, so the question was handed off.

So in an English question that names a password, its expiry (expire, expired, expiring, expiry …) and going back to a
password used before (reuse, switch / go / change back, the one I used, an old or previous password), the expiry words
are not required of a sentence that rules reusing a password (다시 쓸, 재사용). Everything else asked stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language import english

_PASSWORD_RE = re.compile(r"\b(?:password|passwords|pw|pwd|passphrase)\b", re.I)
_EXPIRY_WORDS = frozenset("expire expires expired expiring expiry expiration".split())  # noqa: SIM905
_BACK_RE = re.compile(
    r"\b(?:reuse|reusing|re-use|(?:switch|switching|go|going|change|changing|revert|reverting)\s+back"
    r"|the\s+(?:one|password|pw)\s+i\s+(?:used|had)|(?:old|previous|former|last)\s+(?:one|ones|password|passwords|pw))\b",
    re.I)
_REUSE_RULE_RE = re.compile(r"다시\s*쓸|재사용")


def answered(question: str, sentence: str, missing: Sequence[str]) -> list[str]:
    """`missing` less the expiry words of an English question on going back to an old password, against a sentence
    that rules reusing passwords."""
    if not missing or _REUSE_RULE_RE.search(sentence) is None or not english.is_english(question):
        return list(missing)
    if _PASSWORD_RE.search(question) is None or _BACK_RE.search(question) is None:
        return list(missing)
    return [w for w in missing if w.startswith("(") or w.lower() not in _EXPIRY_WORDS]
