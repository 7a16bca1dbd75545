"""The store's conversation lookup and query embeddings (issue 12), on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np

from bot.models import Result, Route
from bot.store import Store
from tests.store_support import store, store_url  # noqa: F401

T0 = datetime(2026, 11, 30, 1, 0, tzinfo=UTC)


def _q(store: Store, text: str, at: datetime, *, channel: str = "D1", user: str = "U1",  # noqa: F811
       thread: str | None = None) -> int:
    return store.record_question(channel, user, None, text, thread_ts=thread or f"{at.timestamp()}",
                                 received_at=at)


def test_dm_window_and_thread(store: Store) -> None:  # noqa: F811
    _q(store, "too old", T0 - timedelta(minutes=30))
    _q(store, "first", T0 - timedelta(minutes=8))
    _q(store, "someone else", T0 - timedelta(minutes=2), user="U2")
    _q(store, "other channel", T0 - timedelta(minutes=1), channel="D9")
    _q(store, "second", T0 - timedelta(minutes=1))
    now = _q(store, "third", T0)
    assert store.conversation(now, timedelta(minutes=10)) == ["first", "second"]
    assert store.conversation(now, timedelta(minutes=10), limit=1) == ["second"]
    assert store.conversation(now, None) == []  # no thread: nothing without a window

    root = _q(store, "root", T0 - timedelta(hours=3), channel="C1", thread="100.1")
    _q(store, "elsewhere in C1", T0 - timedelta(minutes=1), channel="C1", thread="200.1")
    reply = _q(store, "reply", T0, channel="C1", thread="100.1")
    assert store.conversation(reply, None) == ["root"]
    assert store.conversation(root, None) == []


def test_purged_questions_are_not_context_and_vectors_go_with_them(store: Store) -> None:  # noqa: F811
    first = _q(store, "first", datetime.now(UTC) - timedelta(days=40))
    vector = np.arange(4, dtype=np.float32).tobytes()
    store.finish_question(first, Result(question="first", route=Route.AUTO_ANSWER, answer="a",
                                        retrieval_query="first (q)", query_vector=vector, query_model="m"))
    assert store.get_question(first).retrieval_query == "first (q)"
    assert store.question_vectors([first], "m") == {first: vector}
    assert store.question_vectors([first], "other-model") == {}
    later = _q(store, "later", datetime.now(UTC) - timedelta(days=40) + timedelta(minutes=1))
    assert store.conversation(later, timedelta(minutes=10)) == ["first"]
    store.purge(timedelta(days=30))
    assert store.conversation(later, timedelta(minutes=10)) == []
    assert store.question_vectors([first], "m") == {}
    assert store.get_question(first).retrieval_query is None
    store.save_question_vectors({later: vector}, "m")
    store.save_question_vectors({later: vector[::-1]}, "m")  # saving again replaces
    assert store.question_vectors([later], "m") == {later: vector[::-1]}
