"""Employees' messages acknowledged on the event loop, without Bolt and without a thread per request.

Most of what `POST /slack/events` receives is an employee's message (`event_callback` with a
`message` or `app_mention` event). Through Bolt each one costs a hand-off to a thread (Starlette's
pool), Bolt's dispatch (a second JSON parse, middleware, listener matching) and a wake-up per
message in the group commit; on a machine whose cores are busy every one of those hand-offs waits
for a core (issue 14). Here such a request is handled where it arrives, on the event loop:

1. the signature is verified with slack_sdk's `SignatureVerifier`, the class Bolt's own
   `RequestVerification` uses (same 5-minute window); an invalid one gets Bolt's 401
   `{"error": "invalid request"}`;
2. the event is screened as Bolt's listeners do (`SlackAdapter.wanted`: subtypes, bots, the bot
   itself, channels that are not a DM without a mention); an unwanted one gets 200 at once;
3. the message is stored by `HelpdeskService.receive_async`: claim + question in ONE transaction on
   the intake's writer thread, shared with the rest of the burst (group commit); the loop awaits the
   commit without blocking, and only then is the 200 sent. When the database cannot store it, 500
   (as Bolt answers a failing listener), so Slack delivers the event again.

Anything else (URL verification, interactions, App Home, other event types, form bodies) returns
None here and goes through Bolt as before.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from slack_sdk.signature import SignatureVerifier
from starlette.responses import JSONResponse, Response

from bot.helpdesk.service import StoreUnavailable
from bot.slack.service import SlackAdapter

log = logging.getLogger(__name__)

# the events whose listeners store an employee's message (bot.slack.handlers): event type -> mention
MESSAGE_EVENTS = {"message": False, "app_mention": True}


class FastEvents:
    """`await fast.handle(body, headers)`: the response for an employee's message event, or None
    when the request is for Bolt."""

    def __init__(self, adapter: SlackAdapter, signing_secret: str) -> None:
        self.adapter = adapter
        self.verifier = SignatureVerifier(signing_secret)

    async def handle(self, body: bytes, headers: Mapping[str, str]) -> Response | None:
        if "application/json" not in headers.get("content-type", ""):
            return None
        try:
            payload = json.loads(body)
        except ValueError:
            return None  # Bolt answers it as before (the endpoint refuses malformed JSON first anyway)
        if not isinstance(payload, dict) or payload.get("type") != "event_callback":
            return None
        event = payload.get("event")
        if not isinstance(event, dict):
            return None
        mention = MESSAGE_EVENTS.get(str(event.get("type")))
        if mention is None:
            return None
        if not self._signed(body, headers):
            log.info("request refused: invalid signature")
            return JSONResponse({"error": "invalid request"}, status_code=401)
        adapter = self.adapter
        if not adapter.wanted(event, mention=mention):
            return Response(status_code=200)
        try:
            incoming = adapter.incoming(event, _str_or_none(payload.get("event_id")))
        except (KeyError, TypeError, ValueError):
            return None  # an event missing its channel or user: Bolt's listener answers it, as before
        try:
            receipt = await adapter.service.receive_async(incoming)
        except StoreUnavailable:
            return Response(status_code=500)  # Slack delivers the event again
        adapter.log_receipt(incoming, receipt)
        return Response(status_code=200)

    def _signed(self, body: bytes, headers: Mapping[str, str]) -> bool:
        try:
            return self.verifier.is_valid(
                body, headers.get("x-slack-request-timestamp"), headers.get("x-slack-signature")
            )
        except ValueError:  # a timestamp that is not a number
            return False


def _str_or_none(value: Any) -> str | None:
    return str(value) if value else None
