"""A new device beside the old one tells a replacement (issue 8, English questions of the blind batches).

"I'm getting a new work laptop next week. What should I do with the files on my old one?" tells that the asker's
laptop is being replaced, the situation of "교체할 때는 쓰던 노트북을 반납하고, 그 안의 자료는 사내 드라이브로
옮긴다", though it never says "replace". The Korean rule for a device got new is `bot.rules.got_new`; here the
English: a message that names a new device (laptop, computer, PC, phone, machine) and an old one ("my old one",
"the old laptop") has its "new" read as "replacement" (a glossary variant of 교체), so the topic rule sees the
situation named. Both are needed: a new hire's "when do I get a new laptop?" names no old one and replaces nothing.
"""

from __future__ import annotations

import re

_DEVICE = r"(?:laptop|notebook|computer|pc|phone|smartphone|mobile|machine|macbook|iphone)"
_NEW_RE = re.compile(rf"\bnew(?=\s+(?:(?:work|company|office)\s+)?{_DEVICE}s?\b)", re.I)
_OLD_RE = re.compile(rf"\b(?:old|previous|current)\s+(?:one|(?:(?:work|company|office)\s+)?{_DEVICE}s?)\b", re.I)


def plain(text: str) -> str:
    """`text` with "new" before a device read as "replacement" when the message also names the old one."""
    if not _OLD_RE.search(text):
        return text
    return _NEW_RE.sub("replacement", text)
