"""The current schema as SQLAlchemy Core tables (what queries use; `migrations` builds it)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC in and out, on SQLite (which stores naive text) and PostgreSQL alike."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store; use timezone-aware UTC")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


metadata = MetaData()

schema_migrations = Table(
    "schema_migrations", metadata,
    Column("version", Integer, primary_key=True, autoincrement=False),
    Column("name", String(100), nullable=False),
    Column("applied_at", UTCDateTime, nullable=False),
)

questions = Table(
    "questions", metadata,
    Column("id", Integer, primary_key=True),
    Column("channel", String(100), nullable=False),
    Column("asker_id", String(100), nullable=False),
    Column("dept", String(100)),
    Column("text", Text),
    Column("thread_ts", String(50)),
    Column("event_id", String(100)),
    Column("received_at", UTCDateTime, nullable=False),
    Column("state", String(20), nullable=False),
    Column("route", String(30)),
    Column("reason", String(30)),
    Column("top_score", Float),
    Column("answer", Text),
    Column("draft", Text),
    Column("checks", JSON),
    Column("failed", JSON),
    Column("cited", JSON),
    Column("timings_ms", JSON),
    Column("finished_at", UTCDateTime),
    Column("purged_at", UTCDateTime),
    Column("sources", JSON),
    Column("feedback", String(20)),
    Column("platform", String(20), nullable=False, server_default="slack"),
    Column("reply_to", Text),
    Column("message_ref", Text),
    Column("lease_owner", String(100)),
    Column("lease_until", UTCDateTime),
    Column("attempts", Integer, nullable=False, server_default="0"),
    Column("retrieval_query", Text),
    Column("direct", Boolean),  # a 1:1 chat / DM (its recent questions are one conversation)
)

question_vectors = Table(
    "question_vectors", metadata,
    Column("question_id", Integer, ForeignKey("questions.id"), primary_key=True, autoincrement=False),
    Column("model", String(100), nullable=False),
    Column("vector", LargeBinary, nullable=False),
)

tickets = Table(
    "tickets", metadata,
    Column("id", Integer, primary_key=True),
    Column("question_id", Integer, ForeignKey("questions.id"), nullable=False, unique=True),
    Column("state", String(20), nullable=False),
    Column("assignee", String(100)),
    Column("staff_reply", Text),
    Column("policy_gap", Boolean, nullable=False),
    Column("reason", String(30)),
    Column("requested_by_employee", Boolean, nullable=False),
    Column("message_channel", String(100)),
    Column("message_ts", String(50)),
    Column("created_at", UTCDateTime, nullable=False),
    Column("updated_at", UTCDateTime, nullable=False),
    Column("platform", String(20), nullable=False, server_default="slack"),
    Column("message_ref", Text),
)

ticket_events = Table(
    "ticket_events", metadata,
    Column("id", Integer, primary_key=True),
    Column("ticket_id", Integer, ForeignKey("tickets.id"), nullable=False),
    Column("at", UTCDateTime, nullable=False),
    Column("actor", String(100), nullable=False),
    Column("action", String(30), nullable=False),
    Column("detail", Text),
)

processed_events = Table(
    "processed_events", metadata,
    Column("event_id", String(200), primary_key=True),
    Column("received_at", UTCDateTime, nullable=False),
)

sent_digests = Table(
    "sent_digests", metadata,
    Column("week", String(10), primary_key=True),
    Column("state", String(20), nullable=False),
    Column("claimed_at", UTCDateTime, nullable=False),
    Column("posted_at", UTCDateTime),
    Column("attempts", Integer, nullable=False),
    Column("error", Text),
)

received_events = Table(
    "received_events", metadata,
    Column("platform", String(20), primary_key=True),
    Column("event_id", String(200), primary_key=True),
    Column("received_at", UTCDateTime, nullable=False),
)

outbox = Table(
    "outbox", metadata,
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
    Column("next_at", UTCDateTime, nullable=False),
    Column("lease_owner", String(100)),
    Column("lease_until", UTCDateTime),
    Column("fence", Integer, nullable=False, server_default="0"),  # bumped when another owner takes the row
    Column("last_error", String(200)),
    Column("ref", Text),
    Column("created_at", UTCDateTime, nullable=False),
    Column("sent_at", UTCDateTime),
)

service_runs = Table(
    "service_runs", metadata,
    Column("instance", String(100), primary_key=True),
    Column("started_at", UTCDateTime, nullable=False),
    Column("seen_at", UTCDateTime, nullable=False),
)
