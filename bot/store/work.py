"""Leases, the durable outbox and service runs: the message path's state in the database.

Leases: a row being worked on carries `lease_owner` (a process id string) and `lease_until`.
The owner renews it while work runs; once it expires, any replica may take the row over with a
conditional UPDATE (`... WHERE lease_until IS NULL OR lease_until < now`), so exactly one wins.
On PostgreSQL the candidates are read with `FOR UPDATE SKIP LOCKED`, so replicas polling at once
take different rows; on SQLite every transaction starts with `BEGIN IMMEDIATE` (one writer), so
the read and the update are one atomic step anyway.

The outbox: one row per outgoing message, `key` unique (INSERT ... ON CONFLICT DO NOTHING makes a
second enqueue of the same message a no-op). States: `pending` -> `sent` (or `failed` after a
permanent error). A pending row is due at `next_at`; a failed attempt pushes `next_at` out with
exponential backoff. Delivery takes the row's lease first, so two replicas never send it at once.

The fence: a lease alone does not stop a worker that stalled past its lease (starved of CPU, a long
pause) from carrying on after another replica took the row. So an outbox row also carries `fence`, a
counter bumped whenever a different owner takes the row (a lapsed lease taken back by the same owner
keeps it: that process still has one thread on the row). A delivery reads the token with the row and
every write it makes is a conditional UPDATE on (owner, token, pending): `begin_post` right before the
platform call (counts the attempt and starts a fresh lease), and `mark_sent` / `mark_retry` /
`mark_failed` / `defer` after it. A worker whose row was taken over finds no row to update: it does not
post, and records nothing over the new owner's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, case, exists, func, or_, select, update
from sqlalchemy.engine import Connection, RowMapping

from bot.store.db import insert_ignore
from bot.store.records import QuestionState
from bot.store.schema import outbox, questions, received_events, service_runs, utcnow

PENDING = "pending"
SENT = "sent"
FAILED = "failed"


def _free(table: Any, now: datetime) -> Any:
    return or_(table.c.lease_until.is_(None), table.c.lease_until < now)


def _lock(stmt: Any, conn: Connection) -> Any:
    return stmt.with_for_update(skip_locked=True) if conn.dialect.name == "postgresql" else stmt


# events ---------------------------------------------------------------------------------------


def claim_event(conn: Connection, platform: str, event_id: str) -> bool:
    """True only for the first delivery of (platform, event_id), across processes."""
    return insert_ignore(
        conn, received_events, {"platform": platform, "event_id": event_id, "received_at": utcnow()}
    )


def purge_events(conn: Connection, before: datetime) -> int:
    outcome = conn.execute(received_events.delete().where(received_events.c.received_at < before))
    return int(outcome.rowcount)


# question leases ------------------------------------------------------------------------------


def take_question(conn: Connection, qid: int, owner: str, until: datetime) -> bool:
    """Take the lease of one pending question (free, expired, or already ours)."""
    now = utcnow()
    outcome = conn.execute(
        update(questions)
        .where(
            questions.c.id == qid,
            questions.c.state == QuestionState.PENDING.value,
            or_(_free(questions, now), questions.c.lease_owner == owner),
        )
        .values(lease_owner=owner, lease_until=until, attempts=questions.c.attempts + 1)
    )
    return bool(outcome.rowcount == 1)


def take_expired_questions(conn: Connection, owner: str, until: datetime, limit: int) -> list[int]:
    """Take up to `limit` pending questions whose lease expired (or that never had one)."""
    if limit <= 0:
        return []
    now = utcnow()
    stmt = (
        select(questions.c.id)
        .where(questions.c.state == QuestionState.PENDING.value, _free(questions, now))
        .order_by(questions.c.id)
        .limit(limit)
    )
    ids = [int(i) for i in conn.scalars(_lock(stmt, conn))]
    taken = []
    for qid in ids:
        if take_question(conn, qid, owner, until):
            taken.append(qid)
    return taken


def renew(conn: Connection, table_name: str, ids: Sequence[int], owner: str, until: datetime) -> int:
    """Extend this owner's leases on `ids` (questions or outbox rows); returns rows still held."""
    if not ids:
        return 0
    table = questions if table_name == "questions" else outbox
    outcome = conn.execute(
        update(table).where(table.c.id.in_(list(ids)), table.c.lease_owner == owner).values(lease_until=until)
    )
    return int(outcome.rowcount)


def lock_pending_question(conn: Connection, qid: int) -> bool:
    """Lock a pending question for its conclusion (outcome stored, messages queued): a conditional UPDATE,
    so of two workers concluding it at once (its lease ran out under the first) one goes on and the other,
    waiting for the row, finds it concluded (PostgreSQL re-checks the condition after the first commits;
    SQLite has one writer at a time anyway)."""
    outcome = conn.execute(
        update(questions)
        .where(questions.c.id == qid, questions.c.state == QuestionState.PENDING.value)
        .values(state=QuestionState.PENDING.value)
    )
    return bool(outcome.rowcount == 1)


def release_question(conn: Connection, qid: int, owner: str) -> None:
    conn.execute(
        update(questions)
        .where(questions.c.id == qid, questions.c.lease_owner == owner)
        .values(lease_owner=None, lease_until=None)
    )


def count_unfinished(conn: Connection) -> dict[str, int]:
    rows = conn.execute(
        select(questions.c.state, func.count()).where(questions.c.state != QuestionState.DONE.value)
        .group_by(questions.c.state)
    ).all()
    return {str(state): int(n) for state, n in rows}


# the outbox -----------------------------------------------------------------------------------


def enqueue(
    conn: Connection, *, key: str, platform: str, kind: str, address: str | None = None,
    payload: dict[str, Any] | None = None, question_id: int | None = None, ticket_id: int | None = None,
    owner: str | None = None, until: datetime | None = None,
) -> int | None:
    """Add one message; returns its id, or None when a message with this key already exists.
    With `owner`, the new row is leased to the caller (who delivers it at once)."""
    now = utcnow()
    inserted = insert_ignore(conn, outbox, dict(
        key=key, platform=platform, kind=kind, address=address, payload=payload or {},
        question_id=question_id, ticket_id=ticket_id, state=PENDING, attempts=0, next_at=now,
        lease_owner=owner, lease_until=until if owner else None, fence=1 if owner else 0, created_at=now,
    ))
    if not inserted:
        return None
    return int(conn.scalar(select(outbox.c.id).where(outbox.c.key == key)) or 0)


def take_due(conn: Connection, owner: str, until: datetime, limit: int) -> list[int]:
    """Lease up to `limit` pending rows that are due and not leased by a live owner."""
    if limit <= 0:
        return []
    now = utcnow()
    stmt = (
        select(outbox.c.id)
        .where(outbox.c.state == PENDING, outbox.c.next_at <= now, _free(outbox, now))
        .order_by(outbox.c.next_at, outbox.c.id)
        .limit(limit)
    )
    ids = [int(i) for i in conn.scalars(_lock(stmt, conn))]
    if not ids:
        return []
    conn.execute(
        update(outbox).where(outbox.c.id.in_(ids), outbox.c.state == PENDING, _free(outbox, now))
        .values(lease_owner=owner, lease_until=until, fence=_next_fence(owner))
    )
    return [int(i) for i in conn.scalars(
        select(outbox.c.id).where(outbox.c.id.in_(ids), outbox.c.lease_owner == owner)
    )]


def take_row(conn: Connection, row_id: int, owner: str, until: datetime) -> bool:
    now = utcnow()
    outcome = conn.execute(
        update(outbox)
        .where(outbox.c.id == row_id, outbox.c.state == PENDING, or_(_free(outbox, now), outbox.c.lease_owner == owner))
        .values(lease_owner=owner, lease_until=until, fence=_next_fence(owner))
    )
    return bool(outcome.rowcount == 1)


def _next_fence(owner: str) -> Any:
    """The token after a take: unchanged when the row was this owner's already, one more otherwise."""
    return case((outbox.c.lease_owner == owner, outbox.c.fence), else_=outbox.c.fence + 1)


def _held(row_id: int, owner: str, fence: int) -> Any:
    """The row is pending and still this delivery's: same owner, no take since the token was read."""
    return and_(outbox.c.id == row_id, outbox.c.state == PENDING, outbox.c.lease_owner == owner,
                outbox.c.fence == fence)


def get_row(conn: Connection, row_id: int) -> RowMapping | None:
    return conn.execute(select(outbox).where(outbox.c.id == row_id)).mappings().first()


def row_by_key(conn: Connection, key: str) -> RowMapping | None:
    return conn.execute(select(outbox).where(outbox.c.key == key)).mappings().first()


def begin_post(conn: Connection, row_id: int, owner: str, fence: int, until: datetime) -> int | None:
    """Right before the platform call: count the attempt and extend the lease to `until`, only while the
    row is still this delivery's (`fence`). Returns the attempt number, or None when the row was taken
    over (or left the outbox): the caller must not post. Counted before the send, so a crash mid-send
    shows as attempt > 1 to whoever delivers next (who then looks for the earlier message first)."""
    outcome = conn.execute(
        update(outbox).where(_held(row_id, owner, fence))
        .values(attempts=outbox.c.attempts + 1, lease_until=until)
    )
    if outcome.rowcount != 1:
        return None
    return int(conn.scalar(select(outbox.c.attempts).where(outbox.c.id == row_id)) or 1)


def mark_sent(conn: Connection, row_id: int, ref: str | None, owner: str, fence: int) -> bool:
    """Record the delivery; False (nothing written) when the row was taken over meanwhile."""
    outcome = conn.execute(update(outbox).where(_held(row_id, owner, fence)).values(
        state=SENT, ref=ref, sent_at=utcnow(), lease_owner=None, lease_until=None, last_error=None,
    ))
    return bool(outcome.rowcount == 1)


def mark_retry(conn: Connection, row_id: int, delay: timedelta, error: str, owner: str, fence: int) -> bool:
    outcome = conn.execute(update(outbox).where(_held(row_id, owner, fence)).values(
        next_at=utcnow() + delay, lease_owner=None, lease_until=None, last_error=error[:200],
    ))
    return bool(outcome.rowcount == 1)


def defer(conn: Connection, row_id: int, delay: timedelta, owner: str, fence: int) -> bool:
    """Not yet deliverable (an update of a ticket not posted yet): try later; call before `begin_post`."""
    outcome = conn.execute(update(outbox).where(_held(row_id, owner, fence)).values(
        next_at=utcnow() + delay, lease_owner=None, lease_until=None,
    ))
    return bool(outcome.rowcount == 1)


def mark_failed(conn: Connection, row_id: int, error: str, owner: str, fence: int) -> bool:
    outcome = conn.execute(update(outbox).where(_held(row_id, owner, fence)).values(
        state=FAILED, lease_owner=None, lease_until=None, last_error=error[:200],
    ))
    return bool(outcome.rowcount == 1)


def finish_question_if_delivered(conn: Connection, qid: int) -> bool:
    """A delivering question whose messages have all left the outbox becomes done."""
    waiting = exists().where(outbox.c.question_id == qid, outbox.c.state == PENDING)
    outcome = conn.execute(
        update(questions)
        .where(questions.c.id == qid, questions.c.state == QuestionState.DELIVERING.value, ~waiting)
        .values(state=QuestionState.DONE.value)
    )
    return bool(outcome.rowcount == 1)


def outbox_counts(conn: Connection) -> dict[str, int]:
    rows = conn.execute(select(outbox.c.state, func.count()).group_by(outbox.c.state)).all()
    return {str(state): int(n) for state, n in rows}


def earlier_ticket_update_pending(conn: Connection, ticket_id: int, row_id: int) -> bool:
    """An update of the same ticket enqueued before this one is not delivered yet (being sent, or waiting for a
    retry): a ticket's updates go out in the order of its changes, so the card the platform keeps last is
    rendered after the last change, never an older render delivered late."""
    return conn.scalar(select(func.count()).where(and_(
        outbox.c.ticket_id == ticket_id, outbox.c.kind == "ticket_update", outbox.c.state == PENDING,
        outbox.c.id < row_id,
    ))) != 0


def pending_for_ticket_post(conn: Connection, ticket_id: int) -> bool:
    return conn.scalar(select(func.count()).where(
        and_(outbox.c.ticket_id == ticket_id, outbox.c.kind == "ticket_post", outbox.c.state == PENDING)
    )) != 0


# service runs ---------------------------------------------------------------------------------


def heartbeat(conn: Connection, instance: str, started_at: datetime) -> None:
    now = utcnow()
    if not insert_ignore(conn, service_runs, {"instance": instance, "started_at": started_at, "seen_at": now}):
        conn.execute(update(service_runs).where(service_runs.c.instance == instance).values(seen_at=now))


def ran_between(conn: Connection, start: datetime, end: datetime) -> bool:
    """True when some process of the bot was running at some moment in [start, end)."""
    return bool(conn.scalar(select(func.count()).where(
        service_runs.c.started_at < end, service_runs.c.seen_at >= start
    )))
