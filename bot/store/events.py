"""Once-only guards in the database: processed Slack event ids and the weekly digest.

The digest guard (`sent_digests`, one row per reported ISO week, primary key = week):

- `try_claim(week)` inserts the row as ``claimed`` (INSERT ... ON CONFLICT DO NOTHING) in its own
  committed transaction *before* anything is posted; only the caller whose insert landed goes on.
  It may also take over a row that is ``failed`` (the post raised, so nothing reached Slack) or a
  ``claimed`` row older than the lease (its process died between claim and post), each with a
  conditional UPDATE, so exactly one caller wins again. Attempts are capped.
- `mark_sent(week)` after a successful post; `mark_failed(week, error)` when the post raised.

Trade-off: the claim comes before the post, so a crash *between* claim and post delays that
week's digest until the lease runs out (default 30 min), and a process that posted but died before
`mark_sent` may post a second time after the lease. We prefer that rare duplicate after a crash to
silently losing a week; duplicates from concurrent replicas or restarts cannot happen.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import StrEnum

from sqlalchemy import and_, or_, select, update
from sqlalchemy.engine import Connection

from bot.store.db import insert_ignore
from bot.store.schema import processed_events, sent_digests, utcnow

DEFAULT_LEASE = timedelta(minutes=30)
MAX_ATTEMPTS = 5


class DigestState(StrEnum):
    CLAIMED = "claimed"
    SENT = "sent"
    FAILED = "failed"


def claim_event(conn: Connection, event_id: str) -> bool:
    return insert_ignore(conn, processed_events, {"event_id": event_id, "received_at": utcnow()})


def purge_events(conn: Connection, before: datetime) -> int:
    outcome = conn.execute(processed_events.delete().where(processed_events.c.received_at < before))
    return int(outcome.rowcount)


def try_claim_digest(
    conn: Connection, week: str, *, lease: timedelta = DEFAULT_LEASE, max_attempts: int = MAX_ATTEMPTS
) -> bool:
    now = utcnow()
    if insert_ignore(conn, sent_digests, {
        "week": week, "state": DigestState.CLAIMED.value, "claimed_at": now, "attempts": 1,
    }):
        return True
    retryable = or_(
        sent_digests.c.state == DigestState.FAILED.value,
        and_(sent_digests.c.state == DigestState.CLAIMED.value, sent_digests.c.claimed_at < now - lease),
    )
    outcome = conn.execute(
        update(sent_digests)
        .where(sent_digests.c.week == week, sent_digests.c.attempts < max_attempts, retryable)
        .values(state=DigestState.CLAIMED.value, claimed_at=now, attempts=sent_digests.c.attempts + 1)
    )
    return bool(outcome.rowcount == 1)


def mark_digest_sent(conn: Connection, week: str) -> None:
    conn.execute(update(sent_digests).where(sent_digests.c.week == week).values(
        state=DigestState.SENT.value, posted_at=utcnow(), error=None
    ))


def mark_digest_failed(conn: Connection, week: str, error: str) -> None:
    conn.execute(update(sent_digests).where(
        sent_digests.c.week == week, sent_digests.c.state == DigestState.CLAIMED.value
    ).values(state=DigestState.FAILED.value, error=error[:500]))


def digest_state(conn: Connection, week: str) -> DigestState | None:
    value = conn.scalar(select(sent_digests.c.state).where(sent_digests.c.week == week))
    return None if value is None else DigestState(value)
