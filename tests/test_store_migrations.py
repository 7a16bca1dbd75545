"""Migrations: a new database and an existing, older-schema one take the same code path."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import inspect, select, text

from bot.store import Store, TicketState
from bot.store.db import make_engine
from bot.store.migrations import LATEST, MIGRATIONS, migrate
from bot.store.schema import metadata, schema_migrations
from tests.store_support import store_url  # noqa: F401


def _columns(url: str) -> dict[str, set[str]]:
    engine = make_engine(url)
    try:
        inspector = inspect(engine)
        return {t: {c["name"] for c in inspector.get_columns(t)} for t in inspector.get_table_names()}
    finally:
        engine.dispose()


def test_new_database_gets_every_migration_and_the_current_schema(store_url: str) -> None:  # noqa: F811
    store = Store(store_url)
    with store.engine.connect() as conn:
        versions = list(conn.scalars(select(schema_migrations.c.version).order_by("version")))
    assert versions == [v for v, _ in MIGRATIONS] and versions[-1] == LATEST
    columns = _columns(store_url)
    for table in metadata.sorted_tables:  # what the queries expect is what the migrations built
        assert {c.name for c in table.columns} == columns[table.name], table.name
    assert migrate(store.engine) == []  # opening again applies nothing
    store.close()


def test_existing_version_1_database_is_upgraded_keeping_its_rows(store_url: str) -> None:  # noqa: F811
    engine = make_engine(store_url)
    assert migrate(engine, target=1) == [1]
    now = datetime(2025, 3, 4, 1, 0, tzinfo=UTC)
    with engine.begin() as conn:  # rows written by the version-1 bot
        conn.execute(text(
            "INSERT INTO questions (channel, asker_id, dept, text, received_at, state, route, reason) "
            "VALUES ('D1', 'U1', NULL, '옛 질문', :now, 'done', 'handoff', 'checks_failed')"
        ), {"now": now.replace(tzinfo=None) if conn.dialect.name == "sqlite" else now})
        conn.execute(text(
            "INSERT INTO tickets (question_id, state, assignee, policy_gap, created_at, updated_at) "
            "SELECT id, 'claimed', 'S1', false, received_at, received_at FROM questions"
        ))
    engine.dispose()
    assert "requested_by_employee" not in _columns(store_url)["tickets"]

    store = Store(store_url)  # the ordinary open path upgrades it
    assert "ticket_events" in _columns(store_url)
    ticket = store.tickets()[0]
    assert (ticket.state, ticket.assignee, ticket.requested_by_employee) == (TicketState.CLAIMED, "S1", False)
    assert ticket.reason == "checks_failed" and ticket.history == []
    old = store.get_question(ticket.question_id)
    assert old.text == "옛 질문" and old.received_at == now and old.failed == []
    assert store.reply(ticket.id, "S1", "이제 답합니다").state is TicketState.ANSWERED
    assert store.try_claim_digest("2025-W10")
    store.close()
