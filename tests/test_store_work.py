"""Leases and the outbox on SQLite and PostgreSQL: one winner per expired lease, idempotent keys,
migration of Slack rows (migration 6)."""

from __future__ import annotations

import json
import threading
import time
from datetime import timedelta

from sqlalchemy import update

from bot.store import QuestionState, Store, schema, work
from bot.store.migrations import migrate
from bot.store.schema import utcnow
from tests.store_support import store, store_url  # noqa: F401


def test_expired_leases_are_taken_once_by_racing_replicas(store_url: str) -> None:  # noqa: F811
    stores = [Store(store_url) for _ in range(4)]
    try:
        qids = [stores[0].record_question("D1", "U1", None, f"질문 {n}") for n in range(12)]
        taken: dict[str, list[int]] = {}
        barrier = threading.Barrier(4)

        def replica(n: int) -> None:
            barrier.wait()
            got: list[int] = []
            for _ in range(6):
                with stores[n].transaction() as conn:
                    got += work.take_expired_questions(conn, f"r{n}", utcnow() + timedelta(seconds=30), 3)
            taken[f"r{n}"] = got

        threads = [threading.Thread(target=replica, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        everything = sorted(q for got in taken.values() for q in got)
        assert everything == sorted(qids)  # each question taken exactly once
        with stores[0].transaction() as conn:  # a live lease is not taken again
            assert work.take_expired_questions(conn, "late", utcnow() + timedelta(seconds=30), 50) == []
            conn.execute(update(schema.questions).values(lease_until=utcnow() - timedelta(seconds=1)))
            assert len(work.take_expired_questions(conn, "late", utcnow() + timedelta(seconds=30), 50)) == 12
    finally:
        for s in stores:
            s.close()


def test_outbox_keys_are_idempotent_and_rows_finish_their_question(store: Store) -> None:  # noqa: F811
    qid = store.record_question("D2", "U2", None, "질문")
    until = utcnow() + timedelta(seconds=30)
    with store.transaction() as conn:
        conn.execute(update(schema.questions).values(state=QuestionState.DELIVERING.value))
        first = work.enqueue(conn, key="answer:q1", platform="slack", kind="answer", question_id=qid,
                             owner="me", until=until)
        assert first and work.enqueue(conn, key="answer:q1", platform="slack", kind="answer",
                                      question_id=qid) is None
        assert work.take_due(conn, "other", until, 10) == []  # leased to "me"
        assert work.mark_retry(conn, first, timedelta(seconds=0), "Timeout", "me", 1)
        assert work.take_due(conn, "other", until, 10) == [first]
        assert work.begin_post(conn, first, "other", 2, until) == 1
        assert work.mark_sent(conn, first, '{"channel":"D2","ts":"1.1"}', "other", 2)
        assert work.finish_question_if_delivered(conn, qid)
    assert store.get_question(qid).state is QuestionState.DONE


def test_a_ticket_update_waits_for_the_earlier_updates_of_its_ticket(store: Store) -> None:  # noqa: F811
    with store.transaction() as conn:
        first = work.enqueue(conn, key="ticket:7:update:1", platform="slack", kind="ticket_update", ticket_id=7)
        second = work.enqueue(conn, key="ticket:7:update:2", platform="slack", kind="ticket_update", ticket_id=7)
        other = work.enqueue(conn, key="ticket:8:update:1", platform="slack", kind="ticket_update", ticket_id=8)
        assert first and second and other
        assert not work.earlier_ticket_update_pending(conn, 7, first)
        assert work.earlier_ticket_update_pending(conn, 7, second)  # the first is still to be sent
        assert not work.earlier_ticket_update_pending(conn, 8, other)  # another ticket's rows do not hold it
        work.take_row(conn, first, "me", utcnow() + timedelta(seconds=30))
        assert work.mark_retry(conn, first, timedelta(seconds=5), "Timeout", "me", 1)
        assert work.earlier_ticket_update_pending(conn, 7, second)  # waiting for a retry still holds it
        work.take_row(conn, first, "me", utcnow() + timedelta(seconds=30))
        assert work.mark_sent(conn, first, None, "me", 2)
        assert not work.earlier_ticket_update_pending(conn, 7, second)


def test_migration_6_gives_existing_slack_rows_their_addresses(store_url: str) -> None:  # noqa: F811
    from bot.store.db import make_engine

    engine = make_engine(store_url)
    migrate(engine, target=5)
    with engine.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO questions (channel, asker_id, text, thread_ts, event_id, received_at, state) "
            "VALUES ('D9', 'U9', 'q', '1.5', 'Ev1', '2026-01-05 00:00:00', 'pending'), "
            "('C7', 'U8', 'q', '2.5', 'Ev2', '2026-01-05 00:00:00', 'done')"
        )
        conn.exec_driver_sql("INSERT INTO processed_events (event_id, received_at) VALUES ('Ev1', '2026-01-05')")
    engine.dispose()
    opened = Store(store_url)
    try:
        dm, channel = opened.get_question(1), opened.get_question(2)
        assert dm.platform == "slack" and json.loads(dm.reply_to or "") == {
            "channel": "D9", "thread_ts": None, "question_ts": "1.5"}
        assert json.loads(channel.reply_to or "")["thread_ts"] == "2.5"
        assert not opened.claim_event("Ev1")  # the old event ids still count, per platform
        assert opened.claim_event("Ev1", platform="teams")
    finally:
        opened.close()


def test_of_two_workers_concluding_one_question_at_once_one_goes_on(store_url: str) -> None:  # noqa: F811
    """A's lease ran out while it answered, B took the question over, and both conclude at the same moment:
    B waits for A's row lock and then finds the question concluded (not the state it read before)."""
    a_store, b_store = Store(store_url), Store(store_url)
    try:
        qid = a_store.record_question("D3", "U3", None, "질문")
        locked, b_result = threading.Event(), []

        def b() -> None:
            locked.wait(10)
            with b_store.transaction() as conn:
                b_result.append(work.lock_pending_question(conn, qid))

        b_thread = threading.Thread(target=b)
        b_thread.start()
        with a_store.transaction() as conn:
            assert work.lock_pending_question(conn, qid)
            locked.set()
            time.sleep(0.3)  # b is waiting for the row (or the writer lock) meanwhile
            conn.execute(update(schema.questions).where(schema.questions.c.id == qid)
                         .values(state=QuestionState.DELIVERING.value))
        b_thread.join(30)
        assert b_result == [False]
    finally:
        a_store.close()
        b_store.close()
