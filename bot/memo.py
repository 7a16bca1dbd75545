"""A bounded, thread-safe memo for pure functions of a string that are asked again and again.

The analysis asks the same questions of the same texts many times (a question's parts, every term of
every candidate sentence), from several answering threads at once. Values are computed outside the
lock (two threads may compute the same one; both get the same result), and the memo empties itself
when full, so a long-running `helpdesk serve` never grows it without bound.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")

DEFAULT_MAX = 50_000  # entries (a few MB at most for short texts and small values)


class Memo(Generic[V]):
    def __init__(self, compute: Callable[[str], V], max_entries: int = DEFAULT_MAX) -> None:
        self._compute = compute
        self._max = max_entries
        self._values: dict[str, V] = {}
        self._lock = threading.Lock()

    def __call__(self, key: str) -> V:
        with self._lock:
            value = self._values.get(key)
        if value is None:
            value = self._compute(key)
            with self._lock:
                if len(self._values) >= self._max:
                    self._values.clear()
                self._values[key] = value
        return value
