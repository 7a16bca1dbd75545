"""Exact in-process search over a small shard's rows, read from Chroma once per published collection.

Why: on a small corpus (one merged shard of a few hundred chunks) every Chroma query pays a fixed
cost of ~1-2 ms that grows tens of times on a busy machine (issue 14: one query on the 59-chunk
shard measured p50 2.2 ms quiet, 44.8 ms with the cores busy), because the query is handed between
threads of Chroma's Rust runtime that wait for a core. Scoring a few thousand 512-dimension vectors
with one matrix-vector product takes ~0.1 ms in the calling thread, whatever the load.

Chroma stays the store: published collections are never written again (bot.knowledge.index), so the rows
read once are exactly what Chroma would search, and shards above `EXACT_MAX` chunks (a large corpus)
are still queried in Chroma with its HNSW index. The `where` clauses are the same ones sent to
Chroma, evaluated here on the stored metadata with Chroma's rules (a missing key never matches); a
clause this module does not know is handed back to Chroma (`UnsupportedFilter`).
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection

# Shards with at most this many chunks are searched in process: 5,000 x 512 float32 = 10 MiB,
# scored in well under a millisecond.
EXACT_MAX = 5000
# Dated shards are always queried with the full `where` clause, which Chroma
# evaluates row by row in SQLite before its search: 110-170 ms for a 10,815-chunk dated shard inside
# a 540,000-chunk index (README "Scale: retrieval"). Here that costs one matrix-vector product and a
# cached mask: up to 50,000 x 512 float32 = 100 MiB, a few milliseconds, and exact.
FILTERED_EXACT_MAX = 50_000
_MASKS_KEPT = 256  # leaf-condition masks kept per shard (they change with the asker's department and day)
_SHARDS_KEPT = 16  # shards kept (the live and the previous generation of a few indexes)


class UnsupportedFilter(Exception):
    """A `where` clause with an operator this evaluator does not implement: ask Chroma instead."""


_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "$eq": lambda a, b: a == b,
    "$ne": lambda a, b: a != b,
    "$lt": lambda a, b: a < b,
    "$lte": lambda a, b: a <= b,
    "$gt": lambda a, b: a > b,
    "$gte": lambda a, b: a >= b,
    "$in": lambda a, b: a in b,
    "$nin": lambda a, b: a not in b,
}


def _same_type(value: Any, wanted: Any) -> bool:
    """Chroma compares numbers with numbers and strings with strings; anything else does not match."""
    if isinstance(wanted, list):
        return all(_same_type(value, w) for w in wanted) if wanted else True
    if isinstance(wanted, bool) or isinstance(value, bool):
        return isinstance(wanted, bool) and isinstance(value, bool)
    if isinstance(wanted, (int, float)):
        return isinstance(value, (int, float))
    return isinstance(value, type(wanted))


def matches(meta: dict[str, Any], where: dict[str, Any]) -> bool:
    """Whether one chunk's metadata satisfies a Chroma `where` clause."""
    if len(where) != 1:  # {"a": 1, "b": 2} means both
        return all(matches(meta, {k: v}) for k, v in where.items())
    key, condition = next(iter(where.items()))
    if key == "$and":
        return all(matches(meta, c) for c in condition)
    if key == "$or":
        return any(matches(meta, c) for c in condition)
    if key.startswith("$"):
        raise UnsupportedFilter(key)
    if not isinstance(condition, dict):
        condition = {"$eq": condition}
    if len(condition) != 1:
        raise UnsupportedFilter(str(sorted(condition)))
    op, wanted = next(iter(condition.items()))
    compare = _COMPARE.get(op)
    if compare is None:
        raise UnsupportedFilter(op)
    if key not in meta:
        if op in ("$ne", "$nin"):
            raise UnsupportedFilter(f"{op} on a missing key")
        return False
    value = meta[key]
    if not _same_type(value, wanted):
        return False
    return compare(value, wanted)


def pages(collection: Collection, include: list[Any], batch: int) -> Iterator[Any]:
    """Every row of a collection, `batch` rows per Chroma `get` (its limit on one call)."""
    offset = 0
    while True:
        got = collection.get(include=include, limit=batch, offset=offset)
        yield got
        if len(got["ids"]) < batch:
            return
        offset += batch


@dataclass
class ShardRows:
    """Every row of one published collection: ids, texts, metadata, unit vectors."""

    ids: list[str]
    documents: list[str]
    metas: list[dict[str, Any]]
    vectors: np.ndarray  # (n, dim), float32, unit length
    _masks: OrderedDict[str, np.ndarray] = field(default_factory=OrderedDict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def read(cls, collection: Collection, batch: int) -> ShardRows:
        ids: list[str] = []
        documents: list[str] = []
        metas: list[dict[str, Any]] = []
        parts: list[np.ndarray] = []
        for got in pages(collection, ["embeddings", "documents", "metadatas"], batch):
            ids.extend(got["ids"])
            none: list[Any] = [None] * len(got["ids"])
            got_docs: list[Any] = list(got["documents"] or none)
            got_metas: list[Any] = list(got["metadatas"] or none)
            documents.extend(d or "" for d in got_docs)
            metas.extend(dict(m or {}) for m in got_metas)
            if got["embeddings"] is not None and len(got["embeddings"]):
                parts.append(np.asarray(got["embeddings"], dtype=np.float32))
        vectors = np.vstack(parts) if parts else np.zeros((0, 1), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True) if len(vectors) else np.ones((0, 1), np.float32)
        return cls(ids, documents, metas, vectors / np.maximum(norms, 1e-12))

    def mask(self, where: dict[str, Any] | None) -> np.ndarray | None:
        """Rows that satisfy `where` (None: all rows). Each leaf condition ("effective_from_n <= day",
        "access:IT = yes") is evaluated over the rows once and kept, and `$and` / `$or` combine the kept
        masks: a new day or department re-reads the rows only for the conditions that changed (a
        50,000-row dated shard: one pass per new leaf instead of a pass of the whole clause per row)."""
        return None if where is None else self._evaluate(where)

    def _evaluate(self, where: dict[str, Any]) -> np.ndarray:
        if len(where) != 1:  # {"a": 1, "b": 2} means both
            return self._evaluate({"$and": [{k: v} for k, v in where.items()]})
        key, condition = next(iter(where.items()))
        if key == "$and":
            parts = [self._evaluate(c) for c in condition]
            return np.logical_and.reduce(parts) if parts else np.ones(len(self.metas), dtype=bool)
        if key == "$or":
            parts = [self._evaluate(c) for c in condition]
            return np.logical_or.reduce(parts) if parts else np.zeros(len(self.metas), dtype=bool)
        return self._leaf(where)

    def _leaf(self, where: dict[str, Any]) -> np.ndarray:
        key = json.dumps(where, sort_keys=True, ensure_ascii=False)
        with self._lock:
            held = self._masks.get(key)
            if held is not None:
                self._masks.move_to_end(key)
                return held
        mask = np.fromiter((matches(m, where) for m in self.metas), dtype=bool, count=len(self.metas))
        with self._lock:
            self._masks[key] = mask
            while len(self._masks) > _MASKS_KEPT:
                self._masks.popitem(last=False)
        return mask

    def search(
        self, vector: np.ndarray, where: dict[str, Any] | None, k: int
    ) -> list[tuple[str, str, dict[str, Any], float]]:
        """Top-k rows by cosine distance (Chroma's `1 - cos`), best first: (id, text, metadata, distance)."""
        if not self.ids or k <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        query = query / max(float(np.linalg.norm(query)), 1e-12)
        scores = self.vectors @ query
        mask = self.mask(where)
        candidates = np.flatnonzero(mask) if mask is not None else np.arange(len(self.ids))
        if not len(candidates):
            return []
        chosen = candidates[np.argsort(-scores[candidates], kind="stable")[:k]]
        return [(self.ids[i], self.documents[i], dict(self.metas[i]), float(1.0 - scores[i])) for i in chosen]


class ShardCache:
    """Rows of small published collections by collection name, read on first use (or at warm-up)."""

    def __init__(self) -> None:
        self._rows: OrderedDict[str, ShardRows] = OrderedDict()
        self._lock = threading.Lock()
        self._loading: dict[str, threading.Lock] = {}

    def rows(self, name: str, collection: Callable[[], Collection], batch: int) -> ShardRows:
        with self._lock:
            held = self._rows.get(name)
            if held is not None:
                self._rows.move_to_end(name)
                return held
            loading = self._loading.setdefault(name, threading.Lock())
        with loading:  # one thread reads a collection; the others wait for its rows
            with self._lock:
                held = self._rows.get(name)
            if held is not None:
                return held
            rows = ShardRows.read(collection(), batch)
            with self._lock:
                self._rows[name] = rows
                self._loading.pop(name, None)
                while len(self._rows) > _SHARDS_KEPT:
                    self._rows.popitem(last=False)
            return rows

    def clear(self) -> None:
        with self._lock:
            self._rows.clear()
