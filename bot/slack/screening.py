"""What kind of Slack message an employee sent: mentions stripped, files noticed. Small talk is
platform-neutral (`bot.helpdesk.smalltalk`) and re-exported here."""

from __future__ import annotations

from typing import Any

from bot.helpdesk.smalltalk import small_talk_reply, strip_mentions
from bot.helpdesk.texts import HELP, TEXT_ONLY, THANKS

__all__ = ["HELP", "TEXT_ONLY", "THANKS", "has_files", "small_talk_reply", "strip_mentions"]


def has_files(event: dict[str, Any]) -> bool:
    return bool(event.get("files")) or event.get("subtype") == "file_share"
