"""The Slack adapter: Slack events and interactions translated into `HelpdeskService` calls.

The workflow itself (recording, answering, tickets, staff rules, outbox, takeover) lives in the
platform-neutral `bot.helpdesk.service`; this module knows Slack's payloads, ids and timestamps.
Events are handled before Bolt acknowledges them (`process_before_response`): the question is
stored first, and a database failure becomes HTTP 500 so Slack delivers the event again.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk import WebClient

from bot.helpdesk import texts
from bot.helpdesk.content import Feedback, Outcome
from bot.helpdesk.incoming import SLACK, Actor, Incoming
from bot.helpdesk.ports import PlatformPorts
from bot.helpdesk.service import HelpdeskService, Receipt
from bot.settings import Settings
from bot.slack import blocks as kit
from bot.slack.departments import DepartmentResolver
from bot.slack.messenger import SlackMessenger, address, message_ref
from bot.slack.screening import has_files, strip_mentions
from bot.slack.staff import StaffDirectory
from bot.store import Store, Ticket

log = logging.getLogger(__name__)

IGNORED_SUBTYPES = frozenset(
    {
        "message_changed",
        "message_deleted",
        "message_replied",
        "bot_message",
        "channel_join",
        "channel_leave",
        "channel_topic",
        "channel_purpose",
        "channel_name",
        "ekm_access_denied",
        "me_message",
        "thread_broadcast",
        "tombstone",
        "group_join",
        "group_leave",
    }
)
# kept for callers of the old module; the sentences live in bot.helpdesk.texts
NOT_STAFF = texts.NOT_STAFF
NOT_ASKER = texts.NOT_ASKER
ASKED_PERSON = texts.ASKED_PERSON
THANKS_FEEDBACK = texts.THANKS_FEEDBACK
STAFF_REPLY_PREFIX = f"*{texts.STAFF_REPLY_TITLE}*"


def slack_ports(client: WebClient, messenger: SlackMessenger, staff: StaffDirectory,
                departments: DepartmentResolver) -> PlatformPorts:
    return PlatformPorts(
        messenger=messenger, working=messenger, staff=staff, departments=departments,
        reply_form=messenger, mention=lambda user: f"<@{user}>",
    )


class SlackAdapter:
    def __init__(
        self,
        *,
        settings: Settings,
        service: HelpdeskService,
        store: Store,
        client: WebClient,
        staff: StaffDirectory,
        bot_user_id: str | None = None,
    ) -> None:
        self.settings = settings
        self.service = service
        self.store = store
        self.client = client
        self.staff = staff
        self.bot_user_id = bot_user_id
        self.pipeline = service.pipeline

    # employees ------------------------------------------------------------------------------------
    def accept_event(self, event: dict[str, Any], event_id: str | None, *, mention: bool) -> bool:
        """Store the message (raises `StoreUnavailable` when it cannot); True when it was new."""
        if not self.wanted(event, mention=mention):
            return False
        incoming = self.incoming(event, event_id)
        receipt = self.service.receive(incoming)
        self.log_receipt(incoming, receipt)
        return receipt is not Receipt.DUPLICATE

    @staticmethod
    def log_receipt(incoming: Incoming, receipt: Receipt) -> None:
        if receipt is Receipt.DUPLICATE:
            log.info("duplicate event %s ignored", incoming.event_id)

    def wanted(self, event: dict[str, Any], *, mention: bool) -> bool:
        subtype = event.get("subtype")
        if subtype in IGNORED_SUBTYPES or (subtype and subtype != "file_share"):
            return False
        if event.get("bot_id") or event.get("bot_profile") or not event.get("user"):
            return False
        if self.bot_user_id and event.get("user") == self.bot_user_id:
            return False
        if event.get("hidden") or event.get("edited"):
            return False
        return mention or event.get("channel_type") == "im"

    @staticmethod
    def incoming(event: dict[str, Any], event_id: str | None) -> Incoming:
        channel = str(event["channel"])
        ts = str(event.get("ts") or event.get("event_ts") or "")
        thread_ts = event.get("thread_ts")
        direct = channel.startswith("D") or event.get("channel_type") == "im"
        root = str(thread_ts) if thread_ts else ts
        answer_thread = (str(thread_ts) if thread_ts else None) if direct else root
        return Incoming(
            platform=SLACK,
            event_id=event_id or f"{channel}:{ts}",
            user=str(event["user"]),
            text=strip_mentions(str(event.get("text") or "")),
            reply_to=address(channel, answer_thread, root),
            direct=direct,
            conversation=channel,
            thread=root,
            message_ref=message_ref(channel, ts) if ts else None,
            has_files=has_files(event),
        )

    def feedback(self, qid: int, user: str, channel: str, message_ts: str, helpful: bool) -> Outcome:
        return self.service.feedback(
            question_id=qid,
            actor=self.actor(user, channel),
            kind=Feedback.HELPFUL if helpful else Feedback.ASK_PERSON,
            message=message_ref(channel, message_ts) if channel and message_ts else None,
        )

    # staff ------------------------------------------------------------------------------------------
    def staff_action(self, action_id: str, ticket_id: int, user: str, channel: str, trigger_id: str | None) -> Outcome:
        return self.service.staff_action(
            ticket_id=ticket_id, actor=self.actor(user, channel),
            action=kit.STAFF_ACTION_BY_ID[action_id], trigger=trigger_id,
        )

    def submit_reply(self, ticket_id: int, user: str, text: str) -> Outcome:
        return self.service.submit_reply(ticket_id=ticket_id, actor=self.actor(user, None), text=text)

    @staticmethod
    def actor(user: str, channel: str | None) -> Actor:
        return Actor(platform=SLACK, user=user, reply_to=address(channel, None, None) if channel else None)

    # App Home and digest ----------------------------------------------------------------------------
    def publish_home(self, user: str) -> None:
        recent = self.store.recent_questions(user, limit=5)
        tickets: list[Ticket] | None = None
        figures: str | None = None
        if self.service.is_staff(self.actor(user, None)):
            tickets = [t for state in ("open", "claimed", "answered") for t in self.store.tickets(state)]
            tickets.sort(key=lambda t: t.id)
            figures = self.service.week_figures()  # issue 12: this week's report figures
        self.client.views_publish(user_id=user, view=kit.home_view(recent, tickets, figures))

    def submit(self, fn: Any, *args: Any) -> None:
        self.service._submit(fn, *args)

    def close(self) -> None:
        self.service.close()
