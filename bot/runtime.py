"""Wiring: the long-lived parts (embedder, Chroma client) built once from the settings."""

from __future__ import annotations

import threading
import time
from functools import cached_property

from chromadb.api import ClientAPI

from bot.embeddings import Embedder, make_embedder
from bot.glossary import Glossary
from bot.index import IndexError_, PolicyIndex, open_client
from bot.ingest import IngestReport, ingest
from bot.settings import Settings

# How long an opened index (its shard list and watermarks) is reused before it is read again. A
# re-ingest by this process refreshes it at once; one by another process is seen within this time.
INDEX_TTL_S = 10.0


class Runtime:
    def __init__(self, settings: Settings, embedder: Embedder | None = None) -> None:
        self.settings = settings
        if embedder is not None:
            self.__dict__["embedder"] = embedder
        self._index: PolicyIndex | None = None
        self._index_at = 0.0
        self._index_lock = threading.Lock()

    @cached_property
    def embedder(self) -> Embedder:
        return make_embedder(self.settings)

    @cached_property
    def client(self) -> ClientAPI:
        return open_client(self.settings)

    @cached_property
    def glossary(self) -> Glossary:
        return Glossary.load(self.settings.policies_dir / "glossary.yaml")

    def collection(self) -> PolicyIndex:
        """The policy index, checked against the configured embedding model (reused for a few seconds:
        opening it lists the shards, which is most of a small query's cost)."""
        with self._index_lock:
            if self._index is None or time.monotonic() - self._index_at > INDEX_TTL_S:
                try:
                    self._index = PolicyIndex.open_for_query(
                        self.client, self.settings.collection, self.embedder.name
                    )
                except IndexError_:
                    raise
                except Exception as exc:  # a corrupt chroma.sqlite3: say what to do, not a traceback
                    raise IndexError_(
                        f"index not built or unreadable ({type(exc).__name__}): run `helpdesk ingest`"
                    ) from None
                self._index_at = time.monotonic()
            return self._index

    def ingest(self) -> IngestReport:
        try:
            return ingest(self.client, self.settings.collection, self.embedder, self.settings.policies_dir)
        finally:
            with self._index_lock:
                self._index = None

    def index_exists(self) -> bool:
        return PolicyIndex.find(self.client, self.settings.collection) is not None
