"""Bolt listeners: translate Slack requests into `SlackAdapter` calls.

The app runs with `process_before_response`: an event is acknowledged only after its listener
has stored it (a database failure raises, and Bolt answers 500 so Slack retries). Buttons call
`ack()` first and queue their work. Every event the manifest subscribes to has a listener, so each
is answered 200 even when ignored.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App

from bot.slack import blocks as kit
from bot.slack.service import SlackAdapter

log = logging.getLogger(__name__)


def _message_context(body: dict[str, Any]) -> tuple[str, str, list[kit.Block]]:
    channel = str(
        (body.get("channel") or {}).get("id") or (body.get("container") or {}).get("channel_id") or ""
    )
    message = body.get("message") or {}
    ts = str(message.get("ts") or (body.get("container") or {}).get("message_ts") or "")
    return channel, ts, list(message.get("blocks") or [])


def _action_value(body: dict[str, Any]) -> int | None:
    try:
        return int(body["actions"][0]["value"])
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def register(app: App, service: SlackAdapter) -> None:
    @app.event("message")
    def on_message(body: dict[str, Any], event: dict[str, Any]) -> None:
        service.accept_event(event, body.get("event_id"), mention=False)

    @app.event("app_mention")
    def on_mention(body: dict[str, Any], event: dict[str, Any]) -> None:
        service.accept_event(event, body.get("event_id"), mention=True)

    @app.event("app_home_opened")
    def on_home(event: dict[str, Any]) -> None:
        if event.get("tab", "home") == "home" and event.get("user"):
            service.submit(service.publish_home, str(event["user"]))

    app.action(kit.HELPFUL)(_feedback_listener(service, helpful=True))
    app.action(kit.ASK_PERSON)(_feedback_listener(service, helpful=False))
    for action_id in kit.STAFF_ACTIONS:
        app.action(action_id)(_staff_listener(service, action_id))

    @app.view(kit.REPLY_MODAL)
    def on_reply(ack: Ack, body: dict[str, Any], view: dict[str, Any]) -> None:
        text = str(
            ((view.get("state") or {}).get("values") or {})
            .get(kit.REPLY_BLOCK, {})
            .get(kit.REPLY_INPUT, {})
            .get("value")
            or ""
        )
        try:
            ticket_id = int(view.get("private_metadata") or "")
        except ValueError:
            ack()
            return
        outcome = service.submit_reply(ticket_id, body["user"]["id"], text)
        if outcome.refusal is not None:
            ack(response_action="errors", errors={kit.REPLY_BLOCK: outcome.refusal})
            return
        ack()


def _feedback_listener(service: SlackAdapter, *, helpful: bool) -> Any:
    def listener(ack: Ack, body: dict[str, Any]) -> None:
        ack()
        qid = _action_value(body)
        channel, ts, _ = _message_context(body)
        if qid is not None:
            service.submit(service.feedback, qid, body["user"]["id"], channel, ts, helpful)

    listener.__name__ = "on_helpful" if helpful else "on_ask_person"
    return listener


def _staff_listener(service: SlackAdapter, action_id: str) -> Any:
    def listener(ack: Ack, body: dict[str, Any]) -> None:
        ack()
        ticket_id = _action_value(body)
        if ticket_id is None:
            return
        channel, _, _ = _message_context(body)
        trigger_id = body.get("trigger_id")
        if action_id == kit.REPLY:  # views.open needs the trigger within 3 s: no queueing
            service.staff_action(action_id, ticket_id, body["user"]["id"], channel, trigger_id)
            return
        service.submit(service.staff_action, action_id, ticket_id, body["user"]["id"], channel, trigger_id)

    listener.__name__ = f"on_{action_id}"
    return listener
