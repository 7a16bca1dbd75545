"""Sentence vectors: each policy sentence embedded once, at ingest, so that ranking the sentences of
the retrieved excerpts against a question costs no embedding of policy text at question time.

`helpdesk ingest` writes the vectors of every sentence of the policy chunks into a side collection
of the index (`<index>.sentences`, one row per distinct sentence text, id = hash of model and text;
the shards are untouched, so no re-embedding of chunks and no change to their rows). At question
time `SentenceVectors` reads the vectors of an excerpt's sentences from a process cache, then from
that collection, and embeds only what neither has (an index written before sentence vectors existed
still works: its sentences are embedded once on first use and cached). The question's parts are
embedded with the same model (one small call per question, cached by text).

The extractive generator uses the similarities to rank the sentences that pass the topic rule of
`bot.topic` (the sixth check still decides in code), and to leave out a second sentence that is
about something else.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

from bot.knowledge.embeddings import Embedder

log = logging.getLogger(__name__)

SUFFIX = ".sentences"
WRITE_BATCH = 256
RETRY_S = 60.0


def collection_name(index: str) -> str:
    """The side collection of index `index` (never mistaken for a shard: see bot.knowledge.index.belongs_to)."""
    return f"{index}{SUFFIX}"


def sentence_id(model: str, text: str) -> str:
    return hashlib.sha1(f"{model}\0{text}".encode()).hexdigest()


class _LRU:
    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> np.ndarray | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: str, value: np.ndarray) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


class SentenceStore:
    """The side collection, opened lazily through `client()` (None: no index client; every read misses)."""

    def __init__(self, client: Callable[[], Any] | None, index: str, model: str) -> None:
        self._client = client
        self.index = index
        self.model = model
        self._collection: Any = None
        self._retry_at = 0.0  # after a failed open, when to look again (an ingest may have written them)
        self._lock = threading.Lock()

    def _open(self) -> Any:
        if self._collection is not None or self._client is None or time.monotonic() < self._retry_at:
            return self._collection
        with self._lock:
            if self._collection is None and time.monotonic() >= self._retry_at:
                try:
                    self._collection = self._client().get_collection(collection_name(self.index))
                except Exception as exc:  # an index written before sentence vectors: embed on first use
                    self._retry_at = time.monotonic() + RETRY_S
                    log.info("sentence vectors not stored (re-run `helpdesk ingest` to store them) error=%s",
                             type(exc).__name__)
        return self._collection

    def get(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        collection = self._open()
        if collection is None or not texts:
            return {}
        ids = {sentence_id(self.model, t): t for t in texts}
        try:
            got = collection.get(ids=list(ids), include=["embeddings"])
        except Exception as exc:
            log.warning("sentence vectors unreadable error=%s", type(exc).__name__)
            return {}
        out: dict[str, np.ndarray] = {}
        for row_id, vector in zip(got["ids"], got["embeddings"], strict=True):
            if row_id in ids:
                out[ids[row_id]] = np.asarray(vector, dtype=np.float32)
        return out


class SentenceVectors:
    """Vectors of policy sentences and question parts, L2-normalised, cached in the process."""

    def __init__(self, embedder: Embedder, store: SentenceStore | None = None, cache_size: int = 50_000) -> None:
        self.embedder = embedder
        self.store = store
        self._sentences = _LRU(cache_size)
        self._questions = _LRU(2_048)
        self.embedded = 0  # sentences embedded at question time (none when the index stores them)

    def sentences(self, texts: Sequence[str]) -> np.ndarray:
        unique = list(dict.fromkeys(texts))
        found = {t: v for t in unique if (v := self._sentences.get(t)) is not None}
        missing = [t for t in unique if t not in found]
        if missing and self.store is not None:
            stored = self.store.get(missing)
            for text, vector in stored.items():
                self._sentences.put(text, vector)
            found.update(stored)
            missing = [t for t in missing if t not in stored]
        if missing:
            vectors = self.embedder.embed(missing)
            self.embedded += len(missing)
            for text, vector in zip(missing, vectors, strict=True):
                self._sentences.put(text, vector)
                found[text] = vector
        if not texts:
            return np.zeros((0, 1), dtype=np.float32)
        return np.vstack([found[t] for t in texts])

    def questions(self, texts: Sequence[str]) -> np.ndarray:
        found = {t: v for t in dict.fromkeys(texts) if (v := self._questions.get(t)) is not None}
        missing = [t for t in dict.fromkeys(texts) if t not in found]
        if missing:
            for text, vector in zip(missing, self.embedder.embed(missing), strict=True):
                self._questions.put(text, vector)
                found[text] = vector
        return np.vstack([found[t] for t in texts])

    def similarities(self, questions: Sequence[str], sentences: Sequence[str]) -> np.ndarray:
        """Cosine similarity, shape (len(questions), len(sentences))."""
        if not questions or not sentences:
            return np.zeros((len(questions), len(sentences)), dtype=np.float32)
        return np.asarray(self.questions(questions) @ self.sentences(sentences).T, dtype=np.float32)


def store_sentence_vectors(client: Any, index: str, embedder: Embedder, texts: Iterable[str],
                           progress: Callable[[str], None] | None = None) -> int:
    """Embed and store the sentences of the policy chunks not stored yet (called by `helpdesk ingest`);
    rows of sentences no chunk has any more are removed. Returns how many sentences were embedded."""
    from bot.topic import sentence_texts

    wanted: dict[str, str] = {}
    for text in texts:
        for sentence in sentence_texts(text):
            wanted.setdefault(sentence_id(embedder.name, sentence), sentence)
    collection = client.get_or_create_collection(
        collection_name(index), embedding_function=None, metadata={"hnsw:space": "cosine"}
    )
    stored = set(collection.get(include=[])["ids"])
    todo = [(i, t) for i, t in wanted.items() if i not in stored]
    for start in range(0, len(todo), WRITE_BATCH):
        part = todo[start:start + WRITE_BATCH]
        vectors = embedder.embed([t for _, t in part])
        collection.upsert(ids=[i for i, _ in part], embeddings=[v.tolist() for v in vectors],
                          documents=[t for _, t in part])
    stale = [i for i in stored if i not in wanted]
    for start in range(0, len(stale), WRITE_BATCH):
        collection.delete(ids=stale[start:start + WRITE_BATCH])
    if progress is not None and todo:
        progress(f"sentence vectors: {len(todo)} embedded, {len(stale)} removed")
    return len(todo)
