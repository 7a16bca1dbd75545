"""The Slack side of the helpdesk ports: Web API calls rendering platform-neutral content.

Addresses and refs are JSON: a reply address `{"channel": C, "thread_ts": T|null, "question_ts": Q}`
(DM answers go in the DM itself, channel answers in the thread; staff replies in the thread of the
question `Q`), a message ref `{"channel": C, "ts": TS}`.
Every posted message carries Slack message metadata with its outbox key; a retry after a crash
(`Delivery.attempt > 1`) looks the key up in the conversation first and does not post twice. Slack's
chat.postMessage has no idempotency key of its own, so this look-up is the platform side of the
outbox's fence (`bot.helpdesk.outbox`), and `Delivery.send_by` is checked right before the post.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from bot.helpdesk.content import (
    AnswerMessage,
    DigestMessage,
    Notice,
    ReplyForm,
    StaffReplyMessage,
    TicketCard,
)
from bot.helpdesk.incoming import SLACK, Actor, MessageRef, ReplyAddress
from bot.helpdesk.ports import Delivery, DeliveryError
from bot.slack import blocks as kit

log = logging.getLogger(__name__)

WORKING_REACTION = "eyes"
METADATA_EVENT = "helpdesk_outbox"
# errors time cannot cure: the outbox records the message as failed instead of retrying it
PERMANENT_ERRORS = frozenset({
    "channel_not_found", "not_in_channel", "is_archived", "invalid_auth", "account_inactive",
    "token_revoked", "no_permission", "missing_scope", "msg_too_long", "invalid_blocks",
    "message_not_found", "cant_update_message", "user_not_found", "invalid_arguments",
    "restricted_action", "not_authed", "team_access_not_granted",
})
LOOKBACK = 100  # messages searched for an earlier delivery of the same key


def address(channel: str, thread_ts: str | None, question_ts: str | None) -> ReplyAddress:
    """Answers go to `thread_ts` (None: the DM itself); staff replies to the question's thread."""
    return json.dumps(
        {"channel": channel, "thread_ts": thread_ts, "question_ts": question_ts}, separators=(",", ":")
    )


def message_ref(channel: str, ts: str) -> MessageRef:
    return json.dumps({"channel": channel, "ts": ts}, separators=(",", ":"))


def parse(value: str | None) -> dict[str, Any]:
    if not value:
        return {}
    try:
        parsed = json.loads(value)
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def delivery_error(exc: SlackApiError) -> DeliveryError:
    error = str(exc.response.get("error") or "")
    status = int(getattr(exc.response, "status_code", 0) or 0)
    retry_after = exc.response.headers.get("Retry-After") if exc.response.headers else None
    permanent = error in PERMANENT_ERRORS or (400 <= status < 500 and status not in (408, 409, 425, 429))
    return DeliveryError(
        f"slack error={error or '-'} status={status}", retryable=not permanent,
        retry_after=float(retry_after) if retry_after and str(retry_after).replace(".", "", 1).isdigit() else None,
    )


class SlackMessenger:
    """Implements `Messenger`, `WorkingSignal` and `ReplyFormOpener` for Slack."""

    platform = SLACK

    def __init__(self, client: WebClient, staff_channel: str) -> None:
        self.client = client
        self.staff_channel = staff_channel

    # Messenger ------------------------------------------------------------------------------------
    def send_answer(self, *, to: ReplyAddress, answer: AnswerMessage, delivery: Delivery) -> MessageRef:
        where = parse(to)
        return self._post(where.get("channel"), answer.text, kit.answer_message_blocks(answer),
                          where.get("thread_ts"), delivery)

    def update_answer(self, *, ref: MessageRef, answer: AnswerMessage, delivery: Delivery) -> None:
        where = parse(ref)
        self._update(where.get("channel"), where.get("ts"), kit.answer_message_blocks(answer), answer.text)

    def send_notice(self, *, to: ReplyAddress, notice: Notice, delivery: Delivery) -> MessageRef:
        where = parse(to)
        return self._post(where.get("channel"), notice.text, kit.sections(notice.text, kit.MESSAGE_BLOCKS),
                          where.get("thread_ts"), delivery)

    def send_staff_reply(self, *, to: ReplyAddress, reply: StaffReplyMessage, delivery: Delivery) -> MessageRef:
        where = parse(to)
        text = kit.staff_reply_text(reply)
        # staff replies go to the thread of the question, also in a DM
        thread = where.get("thread_ts") or where.get("question_ts")
        return self._post(where.get("channel"), text, kit.sections(text, kit.MESSAGE_BLOCKS), thread, delivery)

    def post_ticket(self, *, ticket: TicketCard, delivery: Delivery) -> MessageRef:
        return self._post(self.staff_channel, kit.ticket_fallback(ticket), kit.ticket_card_blocks(ticket),
                          None, delivery)

    def update_ticket(self, *, ref: MessageRef, ticket: TicketCard, delivery: Delivery) -> None:
        where = parse(ref)
        self._update(where.get("channel"), where.get("ts"), kit.ticket_card_blocks(ticket),
                     kit.ticket_fallback(ticket))

    def post_digest(self, *, digest: DigestMessage, delivery: Delivery) -> MessageRef:
        from bot.digest.digest import render_blocks

        return self._post(self.staff_channel, digest.summary, render_blocks(digest.digest), None, delivery)

    def notify_person(self, *, actor: Actor, notice: Notice) -> None:
        """Ephemeral in the channel of the button; Slack refuses ephemerals to people outside the
        channel (a public channel viewed without joining), so those get a DM instead."""
        channel = parse(actor.reply_to).get("channel")
        if channel:
            try:
                self.client.chat_postEphemeral(channel=channel, user=actor.user, text=notice.text)
                return
            except SlackApiError as exc:
                log.info("chat.postEphemeral failed error=%s: sending a DM", exc.response.get("error"))
        try:
            dm = self.client.conversations_open(users=actor.user)
            self.client.chat_postMessage(
                channel=str(dm["channel"]["id"]), text=kit.fallback(notice.text),
                blocks=kit.sections(notice.text, kit.MESSAGE_BLOCKS),
            )
        except SlackApiError as exc:
            log.warning("note could not be delivered user=%s error=%s", actor.user, exc.response.get("error"))

    # WorkingSignal ------------------------------------------------------------------------------------
    def working(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        self._reaction("reactions_add", message)

    def done(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        self._reaction("reactions_remove", message)

    # ReplyFormOpener ----------------------------------------------------------------------------------
    def open_reply_form(self, *, form: ReplyForm, trigger: str | None) -> None:
        if trigger:
            self.client.views_open(trigger_id=trigger, view=kit.reply_modal(form))

    # Web API helpers -----------------------------------------------------------------------------------
    def _post(
        self, channel: Any, text: str, blocks: Sequence[kit.Block], thread_ts: str | None, delivery: Delivery
    ) -> MessageRef:
        if not channel:
            raise DeliveryError("no channel in the reply address", retryable=False)
        if delivery.attempt > 1:
            earlier = self._find(str(channel), thread_ts, delivery.key)
            if earlier:
                log.info("outbox key already delivered: not posting again")
                return earlier
        delivery.check_time()  # after the look-up: the outbox row may have passed to another replica
        try:
            response = self.client.chat_postMessage(
                channel=str(channel),
                text=kit.fallback(text),
                blocks=kit.limit_blocks(blocks),
                thread_ts=thread_ts,
                unfurl_links=False,
                unfurl_media=False,
                metadata={"event_type": METADATA_EVENT, "event_payload": {"key": delivery.key}},
            )
        except SlackApiError as exc:
            raise delivery_error(exc) from None
        return message_ref(str(response.get("channel") or channel), str(response.get("ts")))

    def _find(self, channel: str, thread_ts: str | None, key: str) -> MessageRef | None:
        """An earlier message of ours carrying this outbox key, if Slack has it."""
        try:
            if thread_ts:
                response = self.client.conversations_replies(
                    channel=channel, ts=thread_ts, limit=LOOKBACK, include_all_metadata=True
                )
            else:
                response = self.client.conversations_history(
                    channel=channel, limit=LOOKBACK, include_all_metadata=True
                )
        except SlackApiError as exc:  # cannot look: sending again beats not sending
            log.info("history lookup failed error=%s", exc.response.get("error"))
            return None
        for message in response.get("messages") or []:
            payload = (message.get("metadata") or {}).get("event_payload") or {}
            if payload.get("key") == key:
                return message_ref(channel, str(message.get("ts")))
        return None

    def _update(self, channel: Any, ts: Any, blocks: Sequence[kit.Block], text: str) -> None:
        if not channel or not ts:
            raise DeliveryError("no message reference", retryable=False)
        try:
            self.client.chat_update(
                channel=str(channel), ts=str(ts), blocks=kit.limit_blocks(blocks), text=kit.fallback(text)
            )
        except SlackApiError as exc:
            raise delivery_error(exc) from None

    def _reaction(self, method: str, message: MessageRef | None) -> None:
        where = parse(message)
        if not where.get("channel") or not where.get("ts"):
            return
        try:
            getattr(self.client, method)(channel=where["channel"], timestamp=where["ts"], name=WORKING_REACTION)
        except Exception as exc:  # a missing reaction is cosmetic: never block the answer
            log.info("%s failed: %s", method, type(exc).__name__)
