"""Group commit for the acknowledgement path: concurrent intakes share one transaction.

Each arriving message must be stored (event claimed, question recorded) before the platform is
acknowledged. Stored one transaction each, 20 messages arriving at once queue one by one for
SQLite's single writer, interleaved with the workers' transactions, and the last one waits for all
the others. Here a caller queues its unit of work and one caller at a time, the leader, runs every
unit queued so far in ONE transaction and commits once; a caller whose unit a leader committed just
returns its result. No extra thread: a caller that arrives while nobody leads leads; when its batch
is committed, the first caller that queued meanwhile leads the next one.

Every unit is still durable before its caller returns (the commit happened), so the rule "stored
before acknowledged" (issue 13) holds unchanged. If a batch fails, each of its units is tried again
in a transaction of its own, so one bad unit cannot fail the others; a unit that fails alone raises
its error to its own caller only.

`submit(fn, done)` is the same for a caller that must not block (an event loop's request handler):
the unit is queued and `done(result, error)` is called once its transaction is committed (or has
failed). When no blocking caller is there to lead, one writer thread of this group leads instead
(started on first use), so a whole burst of non-blocking arrivals costs one thread wake-up, one
transaction and one commit, not a thread hand-off per message.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from sqlalchemy.engine import Connection

from bot.store.store import Store

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_BATCH = 64


Done = Callable[[T | None, BaseException | None], None]


class _Unit(Generic[T]):
    __slots__ = ("after", "callback", "done", "error", "event", "fn", "result")

    def __init__(self, fn: Callable[[Connection], T], callback: Done[T] | None = None,
                 after: Callable[[T], None] | None = None) -> None:
        self.fn = fn
        self.callback = callback  # set: a non-blocking caller (`submit`), nobody waits on `event`
        self.after = after
        self.done = False
        self.result: T | None = None
        self.error: BaseException | None = None
        self.event = threading.Event()


class GroupCommit:
    """Run units of work `fn(conn)` in shared, batched transactions (see the module doc).

    Each waiting caller sleeps on its own event and is woken directly when its unit is committed
    (or when it is to lead the next batch): no chain of wake-ups through a shared lock, which under
    a busy GIL would make the last of 20 callers wait for 19 hand-offs."""

    def __init__(self, store: Store, *, max_batch: int = MAX_BATCH, urgent: bool = True) -> None:
        self.store = store
        self.max_batch = max_batch
        self.urgent = urgent  # on SQLite, go before queued non-urgent writers (bot.store.writer_lock)
        self._queue: list[_Unit[object]] = []
        self._mutex = threading.Lock()
        self._leading = False
        self.batches = 0  # transactions committed (for tests and benchmarks)
        self.units = 0
        self._writer_wake = threading.Event()
        self._writer: threading.Thread | None = None

    def run(self, fn: Callable[[Connection], T]) -> T:
        """Run `fn` inside a committed transaction, possibly shared with concurrent callers; returns
        its result once the transaction is committed, or raises its error (a `StoreError` when the
        database refused the transaction)."""
        unit: _Unit[T] = _Unit(fn)
        with self._mutex:
            self._queue.append(unit)  # type: ignore[arg-type]
            lead = not self._leading
            self._leading = True
        if not lead:
            unit.event.wait()
        if not unit.done:  # this caller leads: commit what is queued, then hand over
            self._lead()
        if unit.error is not None:
            raise unit.error
        return unit.result  # type: ignore[return-value]

    def submit(self, fn: Callable[[Connection], T], done: Done[T], after: Callable[[T], None] | None = None) -> None:
        """Queue `fn` without blocking; `done(result, None)` once its transaction is committed, or
        `done(None, error)`. `done` runs on the thread that committed: it must be quick and must
        not raise (an event loop's caller hands the result over with `call_soon_threadsafe`).
        `after(result)`, when given, runs there too once every unit of the batch has had its `done`
        (slower follow-up work that must not hold up the others' acknowledgements)."""
        unit: _Unit[T] = _Unit(fn, done, after)
        with self._mutex:
            if self._writer is None:
                self._writer = threading.Thread(target=self._write_loop, name="intake-writer", daemon=True)
                self._writer.start()
            self._queue.append(unit)  # type: ignore[arg-type]
            if self._leading:  # the current leader hands over to the writer thread when done
                return
            self._leading = True
        self._writer_wake.set()

    def _write_loop(self) -> None:
        while True:
            self._writer_wake.wait()
            self._writer_wake.clear()
            self._lead()

    def _lead(self) -> None:
        with self._mutex:
            batch, self._queue = self._queue[: self.max_batch], self._queue[self.max_batch:]
        try:
            self._commit(batch)
        finally:
            with self._mutex:
                if not self._queue:
                    self._leading = False
                elif self._queue[0].callback is None:  # arrived meanwhile: the first of them leads next
                    self._queue[0].event.set()
                else:  # a non-blocking caller cannot lead: the writer thread does
                    self._writer_wake.set()

    def _commit(self, batch: list[_Unit[object]]) -> None:
        try:
            with self.store.transaction(urgent=self.urgent) as conn:
                results = [unit.fn(conn) for unit in batch]
        except BaseException as exc:
            if len(batch) == 1:
                self._finish(batch[0], None, exc)
                return
            for unit in batch:  # alone, so one unit cannot fail the others
                self._commit([unit])
            return
        self.batches += 1
        self.units += len(batch)
        for unit, result in zip(batch, results, strict=True):
            self._finish(unit, result, None)
        for unit, result in zip(batch, results, strict=True):
            if unit.after is not None:
                try:
                    unit.after(result)
                except Exception:
                    log.exception("intake: follow-up work failed")

    @staticmethod
    def _finish(unit: _Unit[object], result: object, error: BaseException | None) -> None:
        unit.result = result
        unit.error = error
        unit.done = True
        if unit.callback is not None:
            try:
                unit.callback(result, error)
            except Exception:  # the other units of the batch must still be finished
                log.exception("intake: a completion callback failed")
        else:
            unit.event.set()
