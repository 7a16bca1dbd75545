"""The outbox fence on SQLite and PostgreSQL: a worker paused past its lease, while another takes its row over
and delivers it, never posts the message a second time (forced step by step, not by a timing race)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from slack_sdk import WebClient
from sqlalchemy import update
from sqlalchemy.engine import Connection

from bot.helpdesk.content import Notice
from bot.helpdesk.outbox import NOTICE, OutboxDelivery
from bot.helpdesk.ports import Delivery, Messenger
from bot.ops.metrics import REGISTRY
from bot.slack.messenger import SlackMessenger, address
from bot.store import Store, schema, work
from bot.store.schema import utcnow
from tests.store_support import store, store_url  # noqa: F401
from tests.support.fake_messenger import PLATFORM, FakePlatform
from tests.support.slack_api import FakeSlackAPI, start_fake_slack_api

LEASE = timedelta(seconds=30)


def _fenced(outcome: str) -> float:
    return REGISTRY.get_sample_value("helpdesk_outbox_fenced_total", {"outcome": outcome}) or 0.0


def _row(db: Store, row_id: int) -> Any:
    with db.reading() as conn:
        return work.get_row(conn, row_id)


def _expire(db: Store, row_id: int) -> None:
    """Time passes for the paused worker: its lease runs out."""
    with db.transaction() as conn:
        conn.execute(update(schema.outbox).where(schema.outbox.c.id == row_id)
                     .values(lease_until=utcnow() - timedelta(seconds=1)))


def _enqueue_notice(db: Store, owner: str, *, platform: str = PLATFORM, to: str = "chat:U1") -> int:
    with db.transaction() as conn:
        row = work.enqueue(conn, key="notice:fence:1", platform=platform, kind=NOTICE, address=to,
                           payload={"text": "잠시만 기다려 주세요."}, owner=owner, until=utcnow() + LEASE)
    assert row
    return row


@dataclass
class Takeover:
    """Replica b: once a's lease has run out, b takes the row and (unless `deliver` is off: b is still on its
    way to the platform when a resumes) delivers it, before a resumes."""

    store: Store
    b: OutboxDelivery
    row: int
    deliver: bool = True
    done: bool = False

    def __call__(self) -> None:
        if self.done:
            return
        self.done = True
        _expire(self.store, self.row)
        with self.store.transaction() as conn:
            assert work.take_due(conn, "b", utcnow() + LEASE, 10) == [self.row]
        if self.deliver:
            assert self.b.deliver(self.row)


Commit = Callable[[Callable[[Connection], Any]], Any]


def _paused_commit(db: Store, pause: Callable[[], None], at_call: int) -> Commit:
    """A's bookkeeping writes, the `at_call`-th of which waits (a queue, a stall) while `pause` happens first."""
    calls = 0

    def commit(fn: Callable[[Connection], Any]) -> Any:
        nonlocal calls
        calls += 1
        if calls == at_call:
            pause()
        with db.transaction() as conn:
            return fn(conn)

    return commit


def test_a_row_taken_over_is_fenced_in_the_store(store: Store) -> None:  # noqa: F811
    row = _enqueue_notice(store, "a")
    assert _row(store, row)["fence"] == 1
    _expire(store, row)
    with store.transaction() as conn:
        assert work.take_due(conn, "b", utcnow() + LEASE, 10) == [row]
    assert _row(store, row)["fence"] == 2
    with store.transaction() as conn:  # a, back from its pause, can neither start a post nor record anything
        assert work.begin_post(conn, row, "a", 1, utcnow() + LEASE) is None
        assert not work.mark_sent(conn, row, "ref-a", "a", 1)
        assert not work.mark_retry(conn, row, timedelta(0), "Timeout", "a", 1)
        assert not work.mark_failed(conn, row, "gone", "a", 1)
        assert not work.defer(conn, row, timedelta(0), "a", 1)
    held = _row(store, row)
    assert (held["lease_owner"], held["state"], held["attempts"]) == ("b", work.PENDING, 0)
    _expire(store, row)  # b's own lease lapsed and b takes it back: b's token stays valid
    with store.transaction() as conn:
        assert work.take_due(conn, "b", utcnow() + LEASE, 10) == [row]
        assert work.begin_post(conn, row, "b", 2, utcnow() + LEASE) == 1
        assert work.mark_sent(conn, row, "ref-b", "b", 2)
    assert (_row(store, row)["state"], _row(store, row)["ref"]) == (work.SENT, "ref-b")


@pytest.mark.parametrize("b_done_first", [True, False], ids=["b-delivered", "b-still-delivering"])
def test_a_worker_paused_before_its_post_past_its_lease_does_not_post(
    store: Store, b_done_first: bool  # noqa: F811
) -> None:
    platform = FakePlatform()
    row = _enqueue_notice(store, "a")
    b = OutboxDelivery(store, lambda _: platform, "b", lease=LEASE)
    takeover = Takeover(store, b, row, deliver=b_done_first)
    # a read its row and rendered it; its write before the post waits while b takes the row over
    a = OutboxDelivery(store, lambda _: platform, "a", lease=LEASE, commit=_paused_commit(store, takeover, 1))
    skipped = _fenced("skipped")
    assert a.deliver(row) is False
    assert takeover.done
    assert _fenced("skipped") == skipped + 1
    if not b_done_first:
        assert platform.of("send_notice") == []  # a stood back while the row is b's
        assert b.deliver(row)
    (sent,) = platform.of("send_notice")  # exactly one post, b's
    assert (sent.key, sent.attempt) == ("notice:fence:1", 1)
    assert (_row(store, row)["state"], _row(store, row)["ref"]) == (work.SENT, sent.ref)


def test_a_worker_whose_lease_ran_out_after_its_last_check_does_not_post(store: Store) -> None:  # noqa: F811
    """a's write before the post went through, then a stalled for longer than the send window: b took the
    row over and delivered it; a, resuming, does not start the platform call."""
    platform = FakePlatform()
    short = timedelta(seconds=0.3)
    row = _enqueue_notice(store, "a")
    b = OutboxDelivery(store, lambda _: platform, "b", lease=LEASE)
    takeover = Takeover(store, b, row)

    def commit(fn: Callable[[Connection], Any]) -> Any:
        with store.transaction() as conn:
            result = fn(conn)
        if not takeover.done:  # the commit returns late: a's lease has run out meanwhile
            time.sleep(short.total_seconds())
            takeover()
        return result

    a = OutboxDelivery(store, lambda _: platform, "a", lease=short, commit=commit)
    assert a.deliver(row) is False
    assert takeover.done
    (sent,) = platform.of("send_notice")
    assert sent.attempt == 2  # b knows an attempt began before its own
    held = _row(store, row)
    assert (held["state"], held["ref"], held["lease_owner"]) == (work.SENT, sent.ref, None)


def test_a_send_that_lands_after_a_takeover_is_logged_as_a_possible_duplicate(
    store: Store, caplog: pytest.LogCaptureFixture  # noqa: F811
) -> None:
    """What no fence on our side can stop: a froze inside the platform call itself (after its last check) for
    longer than the lease, and b posted before a's request reached the platform. a records nothing over b's
    delivery and says so (log and `helpdesk_outbox_fenced_total{outcome="late"}`)."""
    platform = FakePlatform()
    row = _enqueue_notice(store, "a")
    b = OutboxDelivery(store, lambda _: platform, "b", lease=LEASE)
    takeover = Takeover(store, b, row)

    class Frozen(FakePlatform):
        def send_notice(self, *, to: str, notice: Notice, delivery: Delivery) -> str:
            takeover()
            return platform.send_notice(to=to, notice=notice, delivery=delivery)

    a = OutboxDelivery(store, lambda _: Frozen(), "a", lease=LEASE)
    late = _fenced("late")
    assert a.deliver(row) is False
    first, _second = platform.of("send_notice")
    assert _row(store, row)["ref"] == first.ref  # b's record stands
    assert _fenced("late") == late + 1
    assert "possible duplicate" in caplog.text


@pytest.fixture
def slack_api() -> Iterator[FakeSlackAPI]:
    with start_fake_slack_api() as api:
        yield api


def test_slack_a_send_recorded_by_the_worker_that_took_over_is_not_posted_again(
    store: Store, slack_api: FakeSlackAPI  # noqa: F811
) -> None:
    """a's post reached Slack, then a paused before recording it: b, taking the row over, finds the message by
    its key (message metadata) instead of posting again, and records it; a's late record changes nothing."""
    messenger: Messenger = SlackMessenger(WebClient(token="xoxb-test", base_url=slack_api.url), "CSTAFF")
    to = address("D100", None, None)
    row = _enqueue_notice(store, "a", platform="slack", to=to)
    b = OutboxDelivery(store, lambda _: messenger, "b", lease=LEASE)
    takeover = Takeover(store, b, row)
    a = OutboxDelivery(store, lambda _: messenger, "a", lease=LEASE, commit=_paused_commit(store, takeover, 2))
    late = _fenced("late")
    assert a.deliver(row) is False
    assert takeover.done
    (post,) = slack_api.calls_to("chat.postMessage")
    assert post.args["channel"] == "D100"
    assert slack_api.calls_to("conversations.history")  # b looked before posting
    held = _row(store, row)
    assert held["state"] == work.SENT and '"D100"' in str(held["ref"])
    assert _fenced("late") == late
