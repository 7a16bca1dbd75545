"""Chat markup around a question ("<@U05BOT> 비번 몇 자예요? :sweat_smile:", "/ask 집에서 `그룹웨어` 접속할 때 …
https://wiki.company.local/it/otp 보다가"): read as the plain words it wraps.

Slack and Teams hand the bot what the employee typed with its markup: mention tokens, emoji shortcodes, links,
code and bold marks, a command prefix. The Slack edge drops the bot's own mention; the rest reached the question
reader, which took ":sweat_smile:", "helpdesk" and a link's path words for topic words no policy sentence carries,
and a question that was plain to a person was handed off. Only markup is removed: a person's mention keeps the
name ("@김팀장님이 …" -> "김팀장님이 …"), a labelled link keeps its label, marked words keep their text.
"""

from __future__ import annotations

import re

_TOKEN_RE = re.compile(r"<[@#!]([^>|]*)(?:\|([^>]*))?>")  # Slack: <@U05BOT>, <#C01|it-help>, <!here>
_LINK_RE = re.compile(r"<(https?://[^>|]+)(?:\|([^>]*))?>")  # Slack: <https://…|label>
_URL_RE = re.compile(r"\bhttps?://[^\s<>]+|\bwww\.[^\s<>]+")
_EMOJI_RE = re.compile(r":(?=[a-z0-9_+\-]*[a-z])[a-z0-9_+\-]{2,}:")  # not a time ("10:30:00")
_CODE_RE = re.compile(r"`{1,3}([^`\n]+?)`{1,3}")
_BOLD_RE = re.compile(r"(?<![\w*])\*{1,2}([^*\n]+?)\*{1,2}(?![\w*])")
_COMMAND_RE = re.compile(r"^\s*(?:[/!](?:ask|q|question|help|질문|문의|helpdesk)\b|[/!]질문|[/!]문의)\s*", re.I)
_LEADING_MENTION_RE = re.compile(r"^(?:\s*@[A-Za-z0-9_.\-]+[,:]?\s+)+")  # a handle; "@김팀장님이" names a person
_AT_RE = re.compile(r"(?<![\w.])@(?=[\w가-힣])")


def plain(text: str) -> str:
    """`text` without chat markup: mention tokens (a person's name kept), emoji shortcodes, links (a label kept),
    code and bold marks (their words kept), a leading command or mention of the bot."""
    if not any(c in text for c in "<:`*@/!w"):
        return text
    original = text
    text = _LINK_RE.sub(lambda m: m.group(2) or " ", text)
    text = _TOKEN_RE.sub(lambda m: m.group(2) or " ", text)
    text = _URL_RE.sub(" ", text)
    text = _EMOJI_RE.sub(" ", text)
    text = _CODE_RE.sub(r"\1", text)
    text = _BOLD_RE.sub(r"\1", text)
    lines = [_LEADING_MENTION_RE.sub("", _COMMAND_RE.sub("", line)) for line in text.split("\n")]
    text = _AT_RE.sub("", "\n".join(lines))
    if text == original:
        return text
    return re.sub(r"[ \t]{2,}", " ", re.sub(r"[ \t]+(?=[?？!.,])", "", text)).strip()
