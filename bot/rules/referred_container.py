""""고객 명단 외부 업체에 넘겨야 하는데 누구 승인 받아야 돼요? 그리고 그 파일은 어디에 보관해야 함?": a container noun
(파일, 자료, 문서 …) pointed back to with a demonstrative ("그 파일", "해당 자료", "이 문서") is the content another
part of the message named, so the kind of content a rule is scoped to (bot.rules.scope_kind) is named when that
part names it (issue 8, messages with several questions).
"""

from __future__ import annotations

import re

from bot.rules.scope_kind import CONTAINER_NOUNS

_REFERRED_RE = re.compile(r"(?:^|[\s,])(?:그|이|해당|저|그런)\s*(?:" + "|".join(sorted(CONTAINER_NOUNS)) + ")")


def refers_back(text: str) -> bool:
    """The text points back to a container named elsewhere in the message ("그 파일은 어디에 보관해요?")."""
    return _REFERRED_RE.search(text) is not None


def with_referred(text: str, message_words: frozenset[str]) -> str:
    """The text the scope rule reads: with the message's other words when it points back to a container."""
    return f"{text} {' '.join(sorted(message_words))}" if refers_back(text) else text
