"""CPU slots for the answering pipeline, and letting arriving messages go first.

CPU-bound stages (embedding, search, analysis, checks) take one of `HELPDESK_CPU_SLOTS` slots. In
`helpdesk serve` they also wait, briefly, while messages are being acknowledged: answering shares
one interpreter (one GIL) with the acknowledgement path, and an answer has seconds to spare where an
acknowledgement has 100 ms. The wait is bounded (`MAX_YIELD_S` per stage), so a steady stream of
arrivals slows answers down a little and never stops them.
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Any

MAX_YIELD_S = 0.1


class Arrivals:
    """How many messages are between arrival and acknowledgement right now."""

    def __init__(self, max_yield_s: float = MAX_YIELD_S) -> None:
        self.max_yield_s = max_yield_s
        self._count = 0
        self._cv = threading.Condition(threading.Lock())

    @contextmanager
    def arriving(self) -> Iterator[None]:
        with self._cv:
            self._count += 1
        try:
            yield
        finally:
            with self._cv:
                self._count -= 1
                if self._count == 0:
                    self._cv.notify_all()

    @property
    def in_flight(self) -> int:
        return self._count

    def wait_clear(self) -> bool:
        """Wait until no message is being acknowledged, at most `max_yield_s`; True when clear."""
        if self._count == 0:
            return True
        with self._cv:
            return self._cv.wait_for(lambda: self._count == 0, timeout=self.max_yield_s)


ARRIVALS = Arrivals()
"""This process's messages between arrival and acknowledgement (one interpreter, one GIL)."""

class CountedApp:
    """An ASGI app on the acknowledgement path whose requests count as arriving until the response
    has been sent, not only until the endpoint returns: answering must not take the GIL back while
    the event loop still writes the last acknowledgements of a burst.
    `Route(path, CountedApp(request_response(endpoint)), methods=[...])`."""

    def __init__(self, app: Callable[[Any, Any, Any], Awaitable[None]], arrivals: Arrivals = ARRIVALS) -> None:
        self.app = app
        self.arrivals = arrivals

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        with self.arrivals.arriving():
            await self.app(scope, receive, send)


class CpuSlots:
    """A bounded semaphore (`with slots:`) whose acquire first yields to arriving messages."""

    def __init__(self, slots: int) -> None:
        self._slots = threading.BoundedSemaphore(slots)
        self._arrivals: Arrivals | None = None

    def yield_to(self, arrivals: Arrivals) -> None:
        self._arrivals = arrivals

    def __enter__(self) -> CpuSlots:
        if self._arrivals is not None:
            self._arrivals.wait_clear()
        self._slots.acquire()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._slots.release()
