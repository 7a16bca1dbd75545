"""Employees' messages stored and acknowledged on the event loop (bot.slack.fast_events), the rest
through Bolt: signatures, storing before the 200, 500 when the database refuses, retries answered once."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.slack.fast_events import FastEvents
from bot.store import StoreError
from tests.slack_data import PASSWORD_QUESTION
from tests.support.slack_api import BOT_USER_ID
from tests.support.slack_harness import SlackHarness, dm_event, event_callback, mention_event

pytest_plugins = ["tests.slack_support"]


@pytest.fixture
def bolt_calls(harness: SlackHarness) -> Iterator[list[str]]:
    """The request types that reached Bolt's dispatch."""
    calls: list[str] = []
    dispatch = harness.app.bolt.dispatch

    def counting(request: Any) -> Any:
        calls.append(str(request.body.get("type")))
        return dispatch(request)

    harness.app.bolt.dispatch = counting  # type: ignore[method-assign]
    yield calls


def _answers(h: SlackHarness, channel: str) -> list[str]:
    return [str(c.args["text"]) for c in h.api.calls_to("chat.postMessage") if c.args["channel"] == channel]


def test_a_dm_and_a_mention_are_stored_before_the_200_without_bolt(
    harness: SlackHarness, bolt_calls: list[str]
) -> None:
    assert harness.send_event(dm_event("U700", PASSWORD_QUESTION)).status == 200
    assert [q.text for q in harness.store.recent_questions("U700")] == [PASSWORD_QUESTION]  # stored at the 200
    assert harness.send_event(mention_event("U701", PASSWORD_QUESTION)).status == 200
    assert len(harness.store.recent_questions("U701")) == 1
    assert harness.api.wait_for(lambda _: _answers(harness, "D700") and _answers(harness, "CGENERAL"), timeout=20)
    assert bolt_calls == []
    assert harness.app.helpdesk.intake.units >= 2


def test_other_requests_still_go_through_bolt(harness: SlackHarness, bolt_calls: list[str]) -> None:
    body = json.dumps({"token": "legacy", "challenge": "c-123", "type": "url_verification"})
    sent = harness.post(body, "application/json")
    assert sent.status == 200 and "c-123" in sent.body
    home = event_callback({"type": "app_home_opened", "user": "U702", "channel": "D702", "tab": "home"})
    assert harness.post(json.dumps(home), "application/json").status == 200
    assert bolt_calls == ["url_verification", "event_callback"]


def test_unwanted_messages_get_200_and_nothing_is_stored(harness: SlackHarness, bolt_calls: list[str]) -> None:
    channel_message = dm_event("U703", PASSWORD_QUESTION, channel="CGENERAL", channel_type="channel")
    own = dm_event(BOT_USER_ID, PASSWORD_QUESTION)
    edited = dm_event("U704", PASSWORD_QUESTION, subtype="message_changed")
    for event in (channel_message, own, edited):
        assert harness.send_event(event).status == 200
    time.sleep(0.3)
    assert [harness.store.recent_questions(u) for u in ("U703", BOT_USER_ID, "U704")] == [[], [], []]
    assert bolt_calls == []


def test_a_bad_signature_on_a_message_is_refused_before_anything_is_read(
    harness: SlackHarness, bolt_calls: list[str]
) -> None:
    body = json.dumps(event_callback(dm_event("U705", PASSWORD_QUESTION)))
    sent = harness.post(body, "application/json", harness.sign(body, secret="not-the-secret"))
    assert (sent.status, json.loads(sent.body)) == (401, {"error": "invalid request"})  # as Bolt answers
    assert harness.store.recent_questions("U705") == [] and bolt_calls == []


def test_a_database_that_refuses_gets_500_then_the_retry_is_answered_once(
    harness: SlackHarness, bolt_calls: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    service = harness.app.helpdesk
    make_unit = service._intake_unit

    def refusing(intake: Any) -> Any:
        def unit(conn: Any) -> Any:
            raise StoreError("database error (OperationalError)")
        return unit

    monkeypatch.setattr(service, "_intake_unit", refusing)
    monkeypatch.setattr(service, "_retry_backlog", lambda: None)  # Slack's retry is what stores it here
    event = dm_event("U706", PASSWORD_QUESTION)
    assert harness.send_event(event, event_id="EvREFUSED").status == 500
    assert harness.store.recent_questions("U706") == []
    monkeypatch.setattr(service, "_intake_unit", make_unit)
    assert harness.send_event(event, event_id="EvREFUSED", retry_num=1).status == 200
    assert harness.send_event(event, event_id="EvREFUSED", retry_num=2).status == 200  # a duplicate: 200
    assert harness.api.wait_for(lambda _: _answers(harness, "D706"), timeout=20)
    time.sleep(0.5)
    assert len(harness.store.recent_questions("U706")) == 1
    answers = [a for a in _answers(harness, "D706") if "출처" in a]
    assert len(answers) == 1
    assert bolt_calls == []


def test_a_message_event_the_adapter_cannot_read_is_left_to_bolt(harness: SlackHarness) -> None:
    fast = harness.app.fast
    assert isinstance(fast, FastEvents)
    broken = dm_event("U707", PASSWORD_QUESTION)
    del broken["channel"]  # a DM without its channel
    for payload in (event_callback(broken), [1, 2], {"type": "event_callback", "event": "x"}):
        body = json.dumps(payload)
        headers = {"content-type": "application/json", **{k.lower(): v for k, v in harness.sign(body).items()}}
        assert asyncio.run(fast.handle(body.encode(), headers)) is None
