"""Reading Teams activities: who sent it, from which tenant and team, the text without `<at>` tags,
and what an invoke asks for. Pure functions over the activity dict (Bot Framework schema)."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from bot.helpdesk.incoming import TEAMS, Actor, Incoming
from bot.teams.messenger import Conversation

_AT_TAG = re.compile(r"<at\b[^>]*>.*?</at>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_BREAK = re.compile(r"<br\s*/?>|</p>|</div>", re.IGNORECASE)
# Teams adds an HTML rendering of the typed text as an attachment; it is not a file.
TEXT_ATTACHMENTS = ("text/html", "text/plain")


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def tenant_of(activity: dict[str, Any]) -> str | None:
    tenant = _dict(_dict(activity.get("channelData")).get("tenant")).get("id")
    return str(tenant or _dict(activity.get("conversation")).get("tenantId") or "") or None


def team_of(activity: dict[str, Any]) -> str | None:
    return str(_dict(_dict(activity.get("channelData")).get("team")).get("id") or "") or None


@dataclass(frozen=True)
class Sender:
    id: str
    name: str | None
    aad_object_id: str | None


def sender_of(activity: dict[str, Any]) -> Sender | None:
    sender = _dict(activity.get("from"))
    if not sender.get("id"):
        return None
    return Sender(str(sender["id"]), sender.get("name") or None, sender.get("aadObjectId") or None)


def conversation_of(activity: dict[str, Any]) -> Conversation:
    return Conversation(
        service_url=str(activity.get("serviceUrl") or ""),
        conversation=str(_dict(activity.get("conversation")).get("id") or ""),
        tenant=tenant_of(activity),
    )


def is_direct(activity: dict[str, Any]) -> bool:
    return _dict(activity.get("conversation")).get("conversationType") in (None, "personal")


def plain_text(activity: dict[str, Any]) -> str:
    """The typed text: mentions (`<at>bot</at>`) removed, other markup reduced to text."""
    text = str(activity.get("text") or "")
    text = _AT_TAG.sub(" ", text)
    text = _BREAK.sub("\n", text)
    text = _TAG.sub("", text)
    text = html.unescape(text).replace("\xa0", " ")
    return "\n".join(line.strip() for line in text.splitlines()).strip()


def has_files(activity: dict[str, Any]) -> bool:
    attachments = activity.get("attachments") or []
    return any(
        isinstance(a, dict) and str(a.get("contentType") or "") not in TEXT_ATTACHMENTS for a in attachments
    )


def incoming_of(activity: dict[str, Any], sender: Sender) -> Incoming:
    where = conversation_of(activity)
    return Incoming(
        platform=TEAMS,
        event_id=str(activity.get("id") or ""),
        user=sender.id,
        text=plain_text(activity),
        reply_to=where.dumps(),
        direct=is_direct(activity),
        conversation=where.conversation,
        thread=where.conversation.split(";messageid=", 1)[1] if ";messageid=" in where.conversation else None,
        message_ref=where.at(str(activity.get("id"))).dumps() if activity.get("id") else None,
        has_files=has_files(activity),
    )


def actor_of(activity: dict[str, Any], sender: Sender) -> Actor:
    """The person behind an invoke. Refusals travel in the invoke response, so a private note only
    needs an address in a 1:1 chat (there the conversation is theirs alone)."""
    reply_to = conversation_of(activity).dumps() if is_direct(activity) else None
    return Actor(platform=TEAMS, user=sender.id, reply_to=reply_to)


@dataclass(frozen=True)
class Invoke:
    """What an invoke asks: the verb and its data (`Action.Execute`, dialog fetch or submit)."""

    name: str
    verb: str
    data: dict[str, Any]

    def number(self, key: str) -> int | None:
        try:
            return int(self.data[key])
        except (KeyError, TypeError, ValueError):
            return None


def invoke_of(activity: dict[str, Any]) -> Invoke:
    name = str(activity.get("name") or "")
    value = _dict(activity.get("value"))
    if name == "adaptiveCard/action":
        action = _dict(value.get("action"))
        return Invoke(name, str(action.get("verb") or ""), _dict(action.get("data")))
    data = _dict(value.get("data"))  # task/fetch and task/submit carry the Action.Submit data here
    return Invoke(name, str(data.get("verb") or ""), data)
