"""Wiring: the long-lived parts (embedder, Chroma client) built once from the settings."""

from __future__ import annotations

from functools import cached_property

from chromadb.api import ClientAPI

from bot.embeddings import Embedder, make_embedder
from bot.glossary import Glossary
from bot.index import PolicyIndex, open_client
from bot.ingest import IngestReport, ingest
from bot.settings import Settings


class Runtime:
    def __init__(self, settings: Settings, embedder: Embedder | None = None) -> None:
        self.settings = settings
        if embedder is not None:
            self.__dict__["embedder"] = embedder

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
        """The policy index, checked against the configured embedding model."""
        return PolicyIndex.open_for_query(self.client, self.settings.collection, self.embedder.name)

    def ingest(self) -> IngestReport:
        return ingest(self.client, self.settings.collection, self.embedder, self.settings.policies_dir)

    def index_exists(self) -> bool:
        return PolicyIndex.find(self.client, self.settings.collection) is not None
