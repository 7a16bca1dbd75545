"""A cheap deterministic embedder for write-path tests (no model): vectors from a hash of the text."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np


class HashEmbedder:
    def __init__(self, name: str = "hash-v1", dim: int = 16) -> None:
        self.name = name
        self.dim = dim
        self.count = 0
        self.calls = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.count += len(texts)
        self.calls += 1
        raw = b"".join(hashlib.blake2b(f"{self.name}\0{t}".encode(), digest_size=self.dim).digest() for t in texts)
        vectors = np.frombuffer(raw, dtype=np.uint8).reshape(len(texts), self.dim).astype(np.float32) - 127.5
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
