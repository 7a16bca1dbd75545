"""Text normalisation at the edge, before anything else looks at a message.

Platforms and terminals can hand us lone UTF-16 surrogates (`"\\ud83d"` in JSON), bytes that were
not UTF-8 (the CLI's surrogate escapes), NUL and other control characters. None of these may reach
the database (PostgreSQL rejects NUL and invalid UTF-8), the embedder or a log line.
"""

from __future__ import annotations

import unicodedata

REPLACEMENT = "\ufffd"
_KEEP_CONTROLS = {"\n", "\t"}


def normalise(text: str) -> str:
    """Valid, NFC-normalised Unicode: unpaired surrogates and undecodable bytes become U+FFFD,
    NUL and control characters (other than newline and tab) are dropped, CRLF becomes LF."""
    if not text:
        return ""
    # through UTF-16: a surrogate pair split over two code points joins again, and every unpaired
    # surrogate (including the CLI's escapes of undecodable bytes) becomes one U+FFFD
    cleaned = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    cleaned = cleaned.replace("\r\n", "\n").replace("\r", "\n")
    cleaned = "".join(
        ch for ch in cleaned if ch in _KEEP_CONTROLS or unicodedata.category(ch) not in ("Cc", "Cs")
    )
    return unicodedata.normalize("NFC", cleaned)


def unreadable(original: str, normalised: str) -> bool:
    """True when normalising left nothing readable of a non-empty message (all replacement marks,
    or more than half of its characters were not text)."""
    if not original.strip():
        return False
    meaningful = [ch for ch in normalised if not ch.isspace()]
    if not meaningful:
        return True
    bad = sum(ch == REPLACEMENT for ch in meaningful)
    return bad * 2 > len(meaningful)


def split_text(text: str, limit: int) -> list[str]:
    """Pieces of at most `limit` characters, cut at line ends, then spaces, where possible (each
    platform's message or block limit)."""
    pieces: list[str] = []
    rest = text
    while len(rest) > limit:
        window = rest[:limit]
        at = window.rfind("\n")
        if at < limit // 2:
            at = window.rfind(" ")
        if at < limit // 2:
            at = limit
        pieces.append(rest[:at].rstrip())
        rest = rest[at:].lstrip("\n ")
    if rest or not pieces:
        pieces.append(rest)
    return pieces
