"""Run the real Slack app over HTTP on loopback against the fake Web API, with signed requests.

Used by the tests and by `helpdesk bench slack`::

    with slack_harness(settings, pipeline) as h:
        status, _ = h.send_event(dm_event("U1", "비밀번호는 얼마나 자주 바꿔야 하나요?"))
        h.api.wait_calls("chat.postMessage")
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from slack_sdk.signature import SignatureVerifier

from bot.answer.pipeline import Pipeline
from bot.ops.health import Readiness
from bot.settings import Settings
from bot.slack.app import SlackApp, build_slack_app
from bot.slack.runner import database_problem
from bot.slack.server import BackgroundServer
from bot.store import Store
from tests.support.slack_api import BOT_USER_ID, TEAM_ID, FakeSlackAPI, start_fake_slack_api

SIGNING_SECRET = "test-signing-secret"
STAFF_CHANNEL = "CSTAFF"
STAFF = ("USTAFF1", "USTAFF2")

_counter = itertools.count(1)
_counter_lock = threading.Lock()


def _next() -> int:
    with _counter_lock:
        return next(_counter)


def new_ts() -> str:
    return f"{int(time.time())}.{_next():06d}"


def dm_event(user: str, text: str, *, ts: str | None = None, **extra: Any) -> dict[str, Any]:
    ts = ts or new_ts()
    event = {
        "type": "message",
        "channel": "D" + user.removeprefix("U"),
        "channel_type": "im",
        "user": user,
        "text": text,
        "ts": ts,
        "event_ts": ts,
        "team": TEAM_ID,
    }
    event.update(extra)
    return event


def mention_event(
    user: str, text: str, channel: str = "CGENERAL", *, ts: str | None = None
) -> dict[str, Any]:
    ts = ts or new_ts()
    return {
        "type": "app_mention",
        "channel": channel,
        "user": user,
        "text": f"<@{BOT_USER_ID}> {text}",
        "ts": ts,
        "event_ts": ts,
        "team": TEAM_ID,
    }


def event_callback(event: dict[str, Any], event_id: str | None = None) -> dict[str, Any]:
    return {
        "token": "legacy",
        "team_id": TEAM_ID,
        "api_app_id": "AHELPDESK",
        "type": "event_callback",
        "event": event,
        "event_id": event_id or f"Ev{_next():08d}",
        "event_time": int(time.time()),
        "authorizations": [{"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True}],
    }


def block_action(
    user: str,
    action_id: str,
    value: str,
    *,
    channel: str,
    message: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "type": "block_actions",
        "team": {"id": TEAM_ID},
        "user": {"id": user},
        "api_app_id": "AHELPDESK",
        "trigger_id": f"trigger-{_next()}",
        "channel": {"id": channel},
        "container": {"type": "message", "channel_id": channel, "message_ts": (message or {}).get("ts", "")},
        "message": message or {},
        "actions": [
            {"action_id": action_id, "block_id": "b", "value": value, "type": "button", "action_ts": new_ts()}
        ],
    }


def view_submission(user: str, view: dict[str, Any], values: dict[str, dict[str, Any]]) -> dict[str, Any]:
    submitted = dict(view)
    submitted["state"] = {"values": values}
    return {
        "type": "view_submission",
        "team": {"id": TEAM_ID},
        "user": {"id": user},
        "api_app_id": "AHELPDESK",
        "view": submitted,
        "trigger_id": f"trigger-{_next()}",
    }


@dataclass
class Sent:
    status: int
    body: str
    latency_s: float


@dataclass
class SlackHarness:
    api: FakeSlackAPI
    app: SlackApp
    server: BackgroundServer
    secret: str = SIGNING_SECRET

    @property
    def store(self) -> Store:
        return self.app.store

    def sign(self, body: str, timestamp: int | None = None, secret: str | None = None) -> dict[str, str]:
        ts = str(timestamp if timestamp is not None else int(time.time()))
        signature = SignatureVerifier(secret or self.secret).generate_signature(timestamp=ts, body=body)
        return {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": signature or ""}

    def post(self, body: str, content_type: str, headers: dict[str, str] | None = None) -> Sent:
        all_headers = {"Content-Type": content_type, **(headers if headers is not None else self.sign(body))}
        request = urllib.request.Request(
            self.server.url, data=body.encode("utf-8"), headers=all_headers, method="POST"
        )
        started = time.perf_counter()
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return Sent(response.status, response.read().decode("utf-8"), time.perf_counter() - started)
        except urllib.error.HTTPError as exc:
            return Sent(exc.code, exc.read().decode("utf-8", "replace"), time.perf_counter() - started)

    def send_event(
        self,
        event: dict[str, Any],
        *,
        event_id: str | None = None,
        retry_num: int | None = None,
        headers: dict[str, str] | None = None,
    ) -> Sent:
        body = json.dumps(event_callback(event, event_id), ensure_ascii=False)
        all_headers = headers if headers is not None else self.sign(body)
        if retry_num is not None:
            all_headers = {
                **all_headers,
                "X-Slack-Retry-Num": str(retry_num),
                "X-Slack-Retry-Reason": "http_timeout",
            }
        return self.post(body, "application/json", all_headers)

    def send_interaction(self, payload: dict[str, Any]) -> Sent:
        body = urlencode({"payload": json.dumps(payload, ensure_ascii=False)})
        return self.post(body, "application/x-www-form-urlencoded")


def harness_settings(settings: Settings, api_url: str) -> Settings:
    return settings.model_copy(
        update={
            "slack_bot_token": "xoxb-test",
            "slack_signing_secret": SIGNING_SECRET,
            "slack_api_url": api_url,
            "staff_channel": STAFF_CHANNEL,
        }
    )


@contextmanager
def slack_harness(
    settings: Settings, pipeline: Pipeline, *, store: Store | None = None, staff: tuple[str, ...] = STAFF
) -> Iterator[SlackHarness]:
    """Fake Web API + the real app + uvicorn on a free loopback port; all stopped on exit."""
    with start_fake_slack_api(staff=list(staff)) as api:
        settings = harness_settings(settings, api.url)
        own_store = store is None
        store = store or Store.open(settings)
        app = build_slack_app(settings, pipeline, store)
        readiness = Readiness({"database": lambda: database_problem(app)}, timeout_s=2.0)
        server = BackgroundServer(
            app.bolt, max_body=settings.max_body_bytes, readiness=readiness, fast=app.fast
        ).start()
        try:
            yield SlackHarness(api=api, app=app, server=server)
        finally:
            server.stop()
            app.close()
            if own_store:
                store.close()
