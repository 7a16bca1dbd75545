"""Teams text: the Markdown subset Teams renders, and messages kept under the size limit.

The helpdesk's text is plain (document titles in brackets, a `출처:` line); texts written for Slack
may still carry mrkdwn (`*bold*`, `<url|label>`, `<@U…>`, `&lt;`), which `from_mrkdwn` converts so
it never shows up raw in Teams. Text typed by people (questions, staff replies) goes through
`escape` so it cannot inject HTML or mention tags.
"""

from __future__ import annotations

import re
from typing import Any

from bot.helpdesk.text import split_text as split_lines

# Teams answers 413 near 100 KB per activity; Korean is 3 bytes a character in UTF-8, so 20,000
# characters (60 KB) leave room for the envelope. Longer texts are split, after MAX_PARTS trimmed.
MESSAGE_CHARS = 20_000
MAX_PARTS = 4
TRIMMED_NOTE = "_(너무 길어 일부를 생략했습니다)_"
ELLIPSIS = "…"

_LINK = re.compile(r"<((?:https?|mailto):[^|>\s]+)(?:\|([^>]*))?>")
_MENTION = re.compile(r"<[@#!]([A-Za-z0-9^_:-]+)(?:\|([^>]*))?>")
_BOLD = re.compile(r"(?<![*\w])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![*\w])")
_STRIKE = re.compile(r"(?<![~\w])~(?=\S)([^~\n]+?)(?<=\S)~(?![~\w])")


def from_mrkdwn(text: str) -> str:
    """Slack mrkdwn to Teams Markdown: bold, strike, links, mentions and entities."""
    text = _LINK.sub(lambda m: f"[{m.group(2) or m.group(1)}]({m.group(1)})", text)
    text = _MENTION.sub(lambda m: m.group(2) or m.group(1), text)
    text = _BOLD.sub(r"**\1**", text)
    text = _STRIKE.sub(r"~~\1~~", text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def escape(text: str) -> str:
    """User text made inert for Teams: no HTML tags, no `<at>` mentions."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def split_text(text: str, limit: int = MESSAGE_CHARS, max_parts: int = MAX_PARTS) -> list[str]:
    """Pieces of at most `limit` characters, cut at line ends, then spaces; after
    `max_parts` pieces the rest is dropped and the last piece says so."""
    pieces = split_lines(text, limit)
    if len(pieces) > max_parts:
        pieces = pieces[:max_parts]
        pieces[-1] = cut(pieces[-1], limit - len(TRIMMED_NOTE) - 2) + "\n\n" + TRIMMED_NOTE
    return pieces


def message(text: str) -> dict[str, Any]:
    """A Markdown message activity (one piece: callers split first)."""
    return {"type": "message", "textFormat": "markdown", "text": text}


def messages(text: str) -> list[dict[str, Any]]:
    """The activities that carry `text` (converted from mrkdwn, split to the size limit)."""
    return [message(piece) for piece in split_text(from_mrkdwn(text))]
