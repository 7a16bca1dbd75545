"""Group commit for the acknowledgement path: concurrent intakes share one transaction.

Each arriving message must be stored (event claimed, question recorded) before the platform is
acknowledged. Stored one transaction each, 20 messages arriving at once queue one by one for
SQLite's single writer, interleaved with the workers' transactions, and the last one waits for all
the others. Here a caller queues its unit of work and one caller at a time, the leader, runs every
unit queued so far in ONE transaction and commits once; a caller whose unit a leader committed just
returns its result. No extra thread: the leader is whichever caller gets the lock first.

Every unit is still durable before its caller returns (the commit happened), so the rule "stored
before acknowledged" (issue 13) holds unchanged. If a batch fails, each of its units is tried again
in a transaction of its own, so one bad unit cannot fail the others; a unit that fails alone raises
its error to its own caller only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from sqlalchemy.engine import Connection

from bot.store.store import Store

T = TypeVar("T")

MAX_BATCH = 64


class _Unit(Generic[T]):
    __slots__ = ("done", "error", "fn", "result")

    def __init__(self, fn: Callable[[Connection], T]) -> None:
        self.fn = fn
        self.done = False
        self.result: T | None = None
        self.error: BaseException | None = None


class GroupCommit:
    """Run units of work `fn(conn)` in shared, batched transactions (see the module doc)."""

    def __init__(self, store: Store, *, max_batch: int = MAX_BATCH) -> None:
        self.store = store
        self.max_batch = max_batch
        self._queue: list[_Unit[object]] = []
        self._queue_lock = threading.Lock()
        self._leader = threading.Lock()
        self.batches = 0  # transactions committed (for tests and benchmarks)
        self.units = 0

    def run(self, fn: Callable[[Connection], T]) -> T:
        """Run `fn` inside a committed transaction, possibly shared with concurrent callers; returns
        its result once the transaction is committed, or raises its error (a `StoreError` when the
        database refused the transaction)."""
        unit: _Unit[T] = _Unit(fn)
        with self._queue_lock:
            self._queue.append(unit)  # type: ignore[arg-type]
        while not unit.done:
            with self._leader:
                if unit.done:  # a leader committed it while this caller waited for the lock
                    break
                with self._queue_lock:
                    batch, self._queue = self._queue[: self.max_batch], self._queue[self.max_batch:]
                self._commit(batch)
        if unit.error is not None:
            raise unit.error
        return unit.result  # type: ignore[return-value]

    def _commit(self, batch: list[_Unit[object]]) -> None:
        try:
            with self.store.transaction(urgent=True) as conn:
                results = [unit.fn(conn) for unit in batch]
        except BaseException as exc:
            if len(batch) == 1:
                batch[0].error = exc
                batch[0].done = True
                return
            for unit in batch:  # alone, so one unit cannot fail the others
                self._commit([unit])
            return
        self.batches += 1
        self.units += len(batch)
        for unit, result in zip(batch, results, strict=True):
            unit.result = result
            unit.done = True
