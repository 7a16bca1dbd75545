"""`Store.reading()`: read-only transactions that do not queue behind SQLite's writer."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import text

from bot.store import Store
from bot.store.records import StoreError


def _file_store(tmp_path: Path) -> Store:
    return Store(f"sqlite:///{tmp_path / 'helpdesk.sqlite3'}")


def test_a_read_sees_the_last_commit_while_a_writer_holds_the_lock(tmp_path: Path) -> None:
    store = _file_store(tmp_path)
    qid = store.record_question("D1", "U1", None, "질문")
    holding, release = threading.Event(), threading.Event()

    def writer() -> None:
        with store.transaction() as conn:  # BEGIN IMMEDIATE: holds SQLite's write lock and the queue
            conn.execute(text("UPDATE questions SET text = 'changed' WHERE id = :id"), {"id": qid})
            holding.set()
            release.wait(10)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        assert holding.wait(10)
        started = time.monotonic()
        with store.reading() as conn:
            seen = conn.execute(text("SELECT text FROM questions WHERE id = :id"), {"id": qid}).scalar()
        waited = time.monotonic() - started
    finally:
        release.set()
        thread.join(10)
    assert seen == "질문"  # the committed row, not the writer's uncommitted change
    assert waited < 1.0  # did not wait for the writer (which holds on for up to 10 s)
    with store.reading() as conn:
        assert conn.execute(text("SELECT text FROM questions WHERE id = :id"), {"id": qid}).scalar() == "changed"
    store.close()


def test_a_write_inside_a_read_fails_and_the_connection_writes_again_after(tmp_path: Path) -> None:
    store = _file_store(tmp_path)
    qid = store.record_question("D1", "U1", None, "질문")
    with pytest.raises(StoreError), store.reading() as conn:
        conn.execute(text("UPDATE questions SET text = 'x' WHERE id = :id"), {"id": qid})
    # the pooled connection leaves query_only mode for the next ordinary transaction
    store.record_question("D1", "U2", None, "두 번째 질문")
    with store.transaction() as conn:
        conn.execute(text("UPDATE questions SET text = 'ok' WHERE id = :id"), {"id": qid})
    with store.reading() as conn:
        assert conn.execute(text("SELECT text FROM questions WHERE id = :id"), {"id": qid}).scalar() == "ok"
    store.close()


def test_an_in_memory_database_reads_inside_the_writer_queue() -> None:
    store = Store("sqlite://")  # one shared connection: a read must not interleave with a write
    qid = store.record_question("D1", "U1", None, "질문")
    with store.reading() as conn:
        assert conn.execute(text("SELECT text FROM questions WHERE id = :id"), {"id": qid}).scalar() == "질문"
    store.close()
