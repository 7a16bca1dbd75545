"""The engine: a SQLite file (one machine) or PostgreSQL via psycopg 3 (replicas)."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Table, create_engine, event
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.pool import StaticPool


def normalise_url(url: str) -> str:
    """`postgres://` and `postgresql://` mean psycopg 3 here (psycopg2 is not installed)."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


READ_ONLY = "helpdesk_read_only"  # execution option of Store.reading()


def make_engine(url: str, *, busy_timeout_s: float = 30.0, sqlite_synchronous: str = "NORMAL") -> Engine:
    """An engine whose transactions are safe under concurrent writers.

    SQLite: WAL with `synchronous` NORMAL (default) or FULL (`HELPDESK_SQLITE_SYNCHRONOUS`), a busy
    timeout (`HELPDESK_DB_BUSY_TIMEOUT`, default 30 s), foreign keys, and
    `BEGIN IMMEDIATE` for every transaction, so a transaction takes the write lock up front instead
    of failing on upgrade (SQLite then
    serialises writers; conditional UPDATEs and unique inserts stay race-free).
    PostgreSQL: READ COMMITTED; races are settled by conditional UPDATEs and unique constraints.
    Both hide statement parameters from logs and error messages (they carry question text).
    """
    url = normalise_url(url)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_engine(url, parsed.database, busy_timeout_s, sqlite_synchronous)
    return create_engine(url, pool_pre_ping=True, hide_parameters=True)


def _sqlite_engine(
    url: str, database: str | None, busy_timeout_s: float = 30.0, synchronous: str = "NORMAL"
) -> Engine:
    if synchronous not in ("NORMAL", "FULL"):
        raise ValueError(f"synchronous must be NORMAL or FULL, not {synchronous!r}")
    in_memory = not database or database == ":memory:"
    if not in_memory and database:
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False, "timeout": busy_timeout_s},
        hide_parameters=True,  # question text never reaches logs or exception messages
        poolclass=StaticPool if in_memory else None,  # one shared connection keeps a memory DB alive
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # let SQLAlchemy's "begin" hook below emit BEGIN
        cursor = dbapi_conn.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
        if not in_memory:
            _use_wal(cursor)
            # WAL + NORMAL (the default): a commit survives the process being killed (kill -9, the
            # crash issue 13 is about), and costs no fsync; only an OS crash or power loss can take
            # the last commits (the WAL is synced at checkpoints). FULL syncs the WAL on every commit,
            # so an acknowledged question also survives power loss; concurrent arrivals share one
            # commit (bot.store.group_commit), so the fsync is paid once per burst, not per message.
            cursor.execute(f"PRAGMA synchronous = {synchronous}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        # Store.reading(): a deferred BEGIN, no write lock, and query_only so that a write inside fails
        # loudly instead of racing the writer; every other transaction takes the write lock at once.
        read_only = bool(conn.get_execution_options().get(READ_ONLY))
        if conn.info.get(READ_ONLY, False) != read_only:
            conn.exec_driver_sql(f"PRAGMA query_only = {int(read_only)}")
            conn.info[READ_ONLY] = read_only
        conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    return engine


def _use_wal(cursor: Any) -> None:
    """Switch a file database to WAL. The switch needs an exclusive lock and SQLite answers BUSY
    at once (no busy wait) while another connection of a brand-new database holds one: retry."""
    for attempt in range(100):
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError:
            if attempt == 99:
                raise
            time.sleep(0.05)


_INSERT_IGNORE: dict[tuple[str, str], Any] = {}


def insert_ignore(conn: Connection, table: Table, values: dict[str, Any]) -> bool:
    """INSERT ... ON CONFLICT DO NOTHING; True if this call inserted the row.

    The statement is built once per dialect and table and the values are passed as parameters:
    building `insert(...).values(...)` anew costs ~0.5 ms of Python per call, which the
    acknowledgement path (event claim) pays while it holds SQLite's write lock."""
    cache_key = (conn.dialect.name, table.name)
    stmt = _INSERT_IGNORE.get(cache_key)
    if stmt is None:
        if conn.dialect.name == "postgresql":
            stmt = postgresql.insert(table).on_conflict_do_nothing()
        elif conn.dialect.name == "sqlite":
            stmt = sqlite.insert(table).on_conflict_do_nothing()
        else:  # pragma: no cover - only the two supported backends
            raise ValueError(f"unsupported database: {conn.dialect.name}")
        # RETURNING, not rowcount: psycopg reports no reliable rowcount for ON CONFLICT DO NOTHING
        key = next(iter(table.primary_key.columns))
        stmt = _INSERT_IGNORE[cache_key] = stmt.returning(key)
    return conn.execute(stmt, values).first() is not None
