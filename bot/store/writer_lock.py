"""The in-process queue for SQLite's single writer, with precedence for the acknowledgement path.

SQLite takes one writer at a time; this process's threads queue here instead of in SQLite's busy
handler (which sleeps up to 100 ms between tries). A plain lock lets whichever thread wins the race
go next, so an acknowledgement (the platform waits for it) could queue behind many workers'
bookkeeping transactions (lease renewals, outcomes, outbox rows). Here an urgent holder (the intake
of arriving messages) goes before any waiting non-urgent holder; among each kind the order is
whatever the scheduler gives. Workers cannot starve: intakes come in short bursts, each batched
into one short transaction (bot.store.group_commit).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class WriterLock:
    def __init__(self) -> None:
        self._cv = threading.Condition(threading.Lock())
        self._held = False
        self._urgent_waiting = 0

    @contextmanager
    def hold(self, *, urgent: bool = False) -> Iterator[None]:
        self.acquire(urgent=urgent)
        try:
            yield
        finally:
            self.release()

    def acquire(self, *, urgent: bool = False) -> None:
        with self._cv:
            if urgent:
                self._urgent_waiting += 1
                try:
                    while self._held:
                        self._cv.wait()
                finally:
                    self._urgent_waiting -= 1
            else:
                while self._held or self._urgent_waiting:
                    self._cv.wait()
            self._held = True

    def release(self) -> None:
        with self._cv:
            self._held = False
            self._cv.notify_all()
