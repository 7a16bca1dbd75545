"""Numbered migrations, applied whenever a store opens: one code path for a new and an old database.

Each migration is frozen in time (it spells out the DDL of its version, never the current schema),
runs once, and is recorded in `schema_migrations`. All pending migrations run in one transaction,
serialised across processes (PostgreSQL advisory lock; SQLite `BEGIN IMMEDIATE`), so replicas that
start together apply them exactly once.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    false,
    insert,
    select,
    text,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.schema import CreateColumn

from bot.store.schema import schema_migrations, utcnow

log = logging.getLogger(__name__)

_ADVISORY_LOCK_KEY = 0x48454C50  # "HELP"

Migration = Callable[[Connection], None]


def _ts() -> DateTime:
    return DateTime(timezone=True)


def _add_column(conn: Connection, table: str, column: Column) -> None:
    Table(table, MetaData(), column)  # CreateColumn needs the column bound to a table
    ddl = CreateColumn(column).compile(dialect=conn.dialect)
    conn.execute(text(f"ALTER TABLE {table} ADD COLUMN {ddl}"))


def m001_initial(conn: Connection) -> None:
    """Questions, tickets, processed event ids and sent digests."""
    md = MetaData()
    Table(
        "questions", md,
        Column("id", Integer, primary_key=True),
        Column("channel", String(100), nullable=False),
        Column("asker_id", String(100), nullable=False),
        Column("dept", String(100)),
        Column("text", Text),
        Column("thread_ts", String(50)),
        Column("event_id", String(100)),
        Column("received_at", _ts(), nullable=False),
        Column("state", String(20), nullable=False),
        Column("route", String(30)),
        Column("reason", String(30)),
        Column("top_score", Float),
        Column("draft", Text),
        Column("checks", JSON),
        Column("cited", JSON),
        Column("timings_ms", JSON),
        Column("finished_at", _ts()),
    )
    Table(
        "tickets", md,
        Column("id", Integer, primary_key=True),
        Column("question_id", Integer, ForeignKey("questions.id"), nullable=False, unique=True),
        Column("state", String(20), nullable=False),
        Column("assignee", String(100)),
        Column("staff_reply", Text),
        Column("policy_gap", Boolean, nullable=False),
        Column("reason", String(30)),
        Column("message_channel", String(100)),
        Column("message_ts", String(50)),
        Column("created_at", _ts(), nullable=False),
        Column("updated_at", _ts(), nullable=False),
    )
    Table(
        "processed_events", md,
        Column("event_id", String(200), primary_key=True),
        Column("received_at", _ts(), nullable=False),
    )
    Table(
        "sent_digests", md,
        Column("week", String(10), primary_key=True),
        Column("state", String(20), nullable=False),
        Column("claimed_at", _ts(), nullable=False),
        Column("posted_at", _ts()),
    )
    md.create_all(conn)


def m002_ticket_history(conn: Connection) -> None:
    """Who did what to a ticket; tickets an employee asked for; indexes for the log's queries."""
    md = MetaData()
    Table("tickets", md, Column("id", Integer, primary_key=True))
    events = Table(
        "ticket_events", md,
        Column("id", Integer, primary_key=True),
        Column("ticket_id", Integer, ForeignKey("tickets.id"), nullable=False),
        Column("at", _ts(), nullable=False),
        Column("actor", String(100), nullable=False),
        Column("action", String(30), nullable=False),
        Column("detail", Text),
    )
    events.create(conn)
    Index("ix_ticket_events_ticket", events.c.ticket_id).create(conn)
    _add_column(
        conn, "tickets", Column("requested_by_employee", Boolean, nullable=False, server_default=false())
    )
    questions = Table(
        "questions", md,
        Column("received_at", _ts()), Column("asker_id", String(100)), Column("state", String(20)),
    )
    Index("ix_questions_received_at", questions.c.received_at).create(conn)
    Index("ix_questions_asker", questions.c.asker_id).create(conn)
    Index("ix_questions_state", questions.c.state).create(conn)


def m003_retention_and_digest_retries(conn: Connection) -> None:
    """Answer and failed checks on questions, retention marker, digest attempts and last error."""
    _add_column(conn, "questions", Column("answer", Text))
    _add_column(conn, "questions", Column("failed", JSON))
    _add_column(conn, "questions", Column("purged_at", _ts()))
    _add_column(conn, "sent_digests", Column("attempts", Integer, nullable=False, server_default=text("0")))
    _add_column(conn, "sent_digests", Column("error", Text))


def m004_question_sources(conn: Connection) -> None:
    """The documents shown for each question with their scores, so any replica can rebuild a ticket."""
    _add_column(conn, "questions", Column("sources", JSON))


def m005_answer_feedback(conn: Connection) -> None:
    """What the employee said of an automatic answer: helpful, or asked for a person."""
    _add_column(conn, "questions", Column("feedback", String(20)))


def m006_platforms_and_leases(conn: Connection) -> None:
    """Platform-neutral message path: a platform, an opaque reply address and message references
    per question and ticket; leases (owner, expiry) and attempts on questions; event ids unique per
    platform. Existing rows are Slack's: their addresses are rebuilt from channel and thread."""
    _add_column(conn, "questions", Column("platform", String(20), nullable=False, server_default="slack"))
    _add_column(conn, "questions", Column("reply_to", Text))
    _add_column(conn, "questions", Column("message_ref", Text))
    _add_column(conn, "questions", Column("lease_owner", String(100)))
    _add_column(conn, "questions", Column("lease_until", _ts()))
    _add_column(conn, "questions", Column("attempts", Integer, nullable=False, server_default=text("0")))
    _add_column(conn, "tickets", Column("platform", String(20), nullable=False, server_default="slack"))
    _add_column(conn, "tickets", Column("message_ref", Text))
    md = MetaData()
    received = Table(
        "received_events", md,
        Column("platform", String(20), primary_key=True),
        Column("event_id", String(200), primary_key=True),
        Column("received_at", _ts(), nullable=False),
    )
    received.create(conn)
    conn.execute(text(
        "INSERT INTO received_events (platform, event_id, received_at) "
        "SELECT 'slack', event_id, received_at FROM processed_events"
    ))
    questions = Table(
        "questions", md,
        Column("id", Integer, primary_key=True), Column("channel", String(100)),
        Column("thread_ts", String(50)), Column("reply_to", Text), Column("state", String(20)),
        Column("lease_until", _ts()),
    )
    rows = conn.execute(select(questions.c.id, questions.c.channel, questions.c.thread_ts)).all()
    for qid, channel, thread_ts in rows:
        is_dm = str(channel).startswith("D")
        address = {"channel": channel, "thread_ts": thread_ts if not is_dm else None, "question_ts": thread_ts}
        conn.execute(questions.update().where(questions.c.id == qid).values(
            reply_to=json.dumps(address, separators=(",", ":"))
        ))
    tickets = Table(
        "tickets", md, Column("id", Integer, primary_key=True), Column("message_channel", String(100)),
        Column("message_ts", String(50)), Column("message_ref", Text),
    )
    for tid, channel, ts in conn.execute(
        select(tickets.c.id, tickets.c.message_channel, tickets.c.message_ts).where(tickets.c.message_ts.is_not(None))
    ).all():
        conn.execute(tickets.update().where(tickets.c.id == tid).values(
            message_ref=json.dumps({"channel": channel, "ts": ts}, separators=(",", ":"))
        ))
    Index("ix_questions_state_lease", questions.c.state, questions.c.lease_until).create(conn)


def m007_outbox(conn: Connection) -> None:
    """The durable outbox: every outgoing message, idempotent by key, retried with backoff."""
    md = MetaData()
    outbox = Table(
        "outbox", md,
        Column("id", Integer, primary_key=True),
        Column("key", String(200), nullable=False, unique=True),
        Column("platform", String(20), nullable=False),
        Column("kind", String(30), nullable=False),
        Column("question_id", Integer),
        Column("ticket_id", Integer),
        Column("address", Text),
        Column("payload", JSON),
        Column("state", String(20), nullable=False),
        Column("attempts", Integer, nullable=False),
        Column("next_at", _ts(), nullable=False),
        Column("lease_owner", String(100)),
        Column("lease_until", _ts()),
        Column("last_error", String(200)),
        Column("ref", Text),
        Column("created_at", _ts(), nullable=False),
        Column("sent_at", _ts()),
    )
    outbox.create(conn)
    Index("ix_outbox_due", outbox.c.state, outbox.c.next_at).create(conn)
    Index("ix_outbox_question", outbox.c.question_id).create(conn)


def m008_service_runs(conn: Connection) -> None:
    """When the bot was running (one row per process, heartbeat), so no digest covers a week in
    which it was not. Earlier activity counts as one run from the first question to now."""
    md = MetaData()
    runs = Table(
        "service_runs", md,
        Column("instance", String(100), primary_key=True),
        Column("started_at", _ts(), nullable=False),
        Column("seen_at", _ts(), nullable=False),
    )
    runs.create(conn)
    first = conn.scalar(text("SELECT MIN(received_at) FROM questions"))
    if first is not None:
        if isinstance(first, str):
            first = datetime.fromisoformat(first)
        if first.tzinfo is None:
            first = first.replace(tzinfo=UTC)
        conn.execute(insert(runs).values(instance="before-migration-8", started_at=first, seen_at=utcnow()))
def m020_conversations(conn: Connection) -> None:
    """What was searched for a question (a follow-up is read with its conversation), the query's
    embedding for the digest's grouping, whether it came as a direct message (a DM's recent
    questions are one conversation), and an index for a conversation's earlier questions.
    Existing Slack rows are direct when their channel is a DM (`D…`)."""
    _add_column(conn, "questions", Column("retrieval_query", Text))
    _add_column(conn, "questions", Column("direct", Boolean))
    conn.execute(text(
        "UPDATE questions SET direct = (channel LIKE 'D%') WHERE platform = 'slack'"
    ))
    md = MetaData()
    Table("questions", md, Column("id", Integer, primary_key=True))
    Table(
        "question_vectors", md,
        Column("question_id", Integer, ForeignKey("questions.id"), primary_key=True, autoincrement=False),
        Column("model", String(100), nullable=False),
        Column("vector", LargeBinary, nullable=False),
    ).create(conn)
    questions = Table("questions", MetaData(), Column("platform", String(20)), Column("channel", String(100)),
                      Column("asker_id", String(100)), Column("thread_ts", String(50)))
    Index("ix_questions_conversation", questions.c.channel, questions.c.asker_id, questions.c.platform,
          questions.c.thread_ts).create(conn)


def m021_outbox_fence(conn: Connection) -> None:
    """A fencing token on outbox rows: bumped whenever a different owner takes the row, checked by every
    write of a delivery (the attempt before the post, its outcome after), so a worker whose row was
    taken over while it stalled neither posts nor overwrites the new owner's record."""
    _add_column(conn, "outbox", Column("fence", Integer, nullable=False, server_default="0"))


MIGRATIONS: list[tuple[int, Migration]] = [
    (1, m001_initial),
    (2, m002_ticket_history),
    (3, m003_retention_and_digest_retries),
    (4, m004_question_sources),
    (5, m005_answer_feedback),
    (6, m006_platforms_and_leases),
    (7, m007_outbox),
    (8, m008_service_runs),
    (20, m020_conversations),
    (21, m021_outbox_fence),
]
LATEST = MIGRATIONS[-1][0]


def applied_versions(conn: Connection) -> set[int]:
    schema_migrations.create(conn, checkfirst=True)
    return set(conn.scalars(select(schema_migrations.c.version)))


def migrate(engine: Engine, *, target: int | None = None) -> list[int]:
    """Apply the migrations not yet recorded (up to `target`, default all); returns their numbers."""
    done: list[int] = []
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _ADVISORY_LOCK_KEY})
        applied = applied_versions(conn)
        for version, migration in MIGRATIONS:
            if version in applied or (target is not None and version > target):
                continue
            migration(conn)
            conn.execute(insert(schema_migrations).values(
                version=version, name=migration.__name__, applied_at=utcnow()
            ))
            done.append(version)
    if done:
        log.info("store migrations applied: %s", done)
    return done
