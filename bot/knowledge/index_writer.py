"""Writes one generation of the policy index beside the live one, then publishes it (see bot.knowledge.index).

Every Chroma call stays within the client's limits: writes, deletes and reads by id go in batches of
`client.get_max_batch_size()` (5,461 rows on the embedded client), and reading a shard's metadata
pages through it, so no call meets SQLite's variable limit. The live generation is never written:
an interrupted ingest leaves it serving, and the next run continues the same generation (rows
already written with the same metadata are kept, so nothing is embedded twice).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection

from bot.knowledge.chroma_files import readable, remove_orphan_segments
from bot.knowledge.exact import pages
from bot.knowledge.index import (
    BUILDING_KEY,
    LIVE_KEY,
    MODEL_KEY,
    WATERMARK_PREFIX,
    Layout,
    belongs_to,
    generation_of,
    open_manifest,
    physical_name,
    read_layout,
)

log = logging.getLogger(__name__)

PREVIOUS_KEY = "previous"  # the layout live before the last switch: kept until the next one
# HNSW graph parameters of every new shard (README "Scale: retrieval"). Chroma's defaults (M 16,
# construction_ef 100, search_ef 100) lose small, isolated topics in a large shard: at 100,000
# chunks HNSW found the right document in the top 3 for 19 of the 52 questions exact search finds.
# These were the best measured: 52 of the 53 exact search finds at 100,000, 49 of 52 at 300,000, at
# ~2.4-3.7 ms of CPU per written chunk instead of ~1.1 ms.
# A live shard built with other values is rebuilt by the next ingest (vectors copied, not embedded).
HNSW: dict[str, Any] = {"hnsw:space": "cosine", "hnsw:M": 64, "hnsw:construction_ef": 400, "hnsw:search_ef": 1000}
# metadata key -> Chroma's configuration key: the parameters a shard's graph and search depend on
_CONFIGURATION_KEYS = {"hnsw:space": "space", "hnsw:M": "max_neighbors", "hnsw:construction_ef": "ef_construction",
                       "hnsw:search_ef": "ef_search"}
Progress = Callable[[str], None]


class IngestError(Exception):
    """A generation could not be completed; the live one is unchanged."""


def hnsw_differences(collection: Collection, wanted: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """HNSW parameters `collection` was created with that differ from `wanted` (metadata keys such as
    `hnsw:M`): {key: (has, wanted)}. Chroma cannot change a built graph's M or construction_ef."""
    have = (collection.configuration or {}).get("hnsw") or {}
    return {key: (have.get(config), wanted[key]) for key, config in _CONFIGURATION_KEYS.items()
            if key in wanted and have.get(config) != wanted[key]}


def describe(differences: dict[str, tuple[Any, Any]]) -> str:
    return ", ".join(f"{key.removeprefix('hnsw:')} {has} -> {want}" for key, (has, want) in sorted(differences.items()))


def batches(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


class GenerationWriter:
    """The manifest of index `name` and the collections of the generation being written."""

    def __init__(self, client: ClientAPI, name: str, model: str, *, progress: Progress | None = None,
                 batch_size: int | None = None, hnsw: dict[str, Any] | None = None) -> None:
        self.client = client
        self.hnsw = {**HNSW, **(hnsw or {})}  # benchmarks try other graph parameters
        self.name = name
        self.model = model
        self.progress = progress
        self.batch = max(1, min(batch_size or 10**9, client.get_max_batch_size()))
        manifest = open_manifest(client, name)
        if manifest is None:
            manifest = client.create_collection(name, embedding_function=None, metadata={BUILDING_KEY: ""})
        self.manifest = manifest
        self.live: Layout | None = read_layout(client, name, manifest)
        self.generation = 0
        self._written = 0
        self._started = time.monotonic()

    # -- the generation ---------------------------------------------------------------------------

    def begin(self) -> int:
        """Choose the generation to write: the unfinished one with the same model, or a new number."""
        meta = self.manifest.metadata or {}
        building = json.loads(str(meta.get(BUILDING_KEY) or "null"))
        newest = max([self.live.generation if self.live else 0]
                     + [g for g in (generation_of(self.name, c.name) for c in self._collections()) if g is not None])
        if building and building.get("model") == self.model and building["generation"] > (
            self.live.generation if self.live else 0
        ):
            self.generation = int(building["generation"])
            unfinished = [c.name for c in self._collections() if generation_of(self.name, c.name) == self.generation]
            if readable(self.client, unfinished):
                log.info("continuing generation %d of index %s", self.generation, self.name)
            else:  # a run killed while Chroma was writing: start the generation again (bot.knowledge.chroma_files)
                log.warning("unfinished generation %d of index %s cannot be read back: written again from the start",
                            self.generation, self.name)
                if self.progress is not None:
                    self.progress(f"the unfinished generation {self.generation} left by an interrupted run cannot be "
                                  "read back: written again from the start")
                for collection in unfinished:
                    self.client.delete_collection(collection)
        else:
            self.generation = newest + 1
            self._set(**{BUILDING_KEY: json.dumps({"generation": self.generation, "model": self.model})})
        return self.generation

    def collection(self, logical: str, access: str) -> Collection:
        """The collection of `logical` in the generation being written (created if missing). One an
        interrupted run created with other HNSW parameters is started again (it was never published;
        the benchmark, which continues its live generation in place, keeps what it has)."""
        name = physical_name(self.name, self.generation, logical)
        metadata = {**self.hnsw, MODEL_KEY: self.model, "access": access}
        collection = self.client.get_or_create_collection(name, embedding_function=None, metadata=metadata)
        differences = hnsw_differences(collection, self.hnsw)
        if differences and (self.live is None or self.generation != self.live.generation):
            log.info("shard %s of the unfinished generation has other HNSW parameters (%s): started again",
                     logical, describe(differences))
            self.client.delete_collection(name)
            collection = self.client.create_collection(name, embedding_function=None, metadata=metadata)
        return collection

    def publish(self, layout: Layout, written: dict[str, Collection]) -> None:
        """Check each written collection holds what the layout says, then switch the pointer (one
        metadata update, one transaction) and delete collections no reader can still use."""
        for spec in layout.shards:
            got = written.get(spec.name)
            if got is not None and got.count() != spec.count:
                raise IngestError(f"shard {spec.name}: {got.count()} chunks written, {spec.count} expected")
        previous = self.live.to_json() if self.live else ""
        self._set(**{LIVE_KEY: layout.to_json(), MODEL_KEY: layout.model, BUILDING_KEY: "", PREVIOUS_KEY: previous})
        keep = {s.collection for s in layout.shards} | {s.collection for s in (self.live.shards if self.live else ())}
        for collection in self._collections():
            if collection.name not in keep:
                self.client.delete_collection(collection.name)
        remove_orphan_segments(self.client)  # Chroma leaves a deleted collection's graph files behind
        self.live = layout

    def _set(self, **values: str) -> None:
        """Update manifest keys. Chroma replaces a collection's whole metadata in one transaction, so
        the other keys are written back with them (legacy watermark keys are dropped)."""
        current = open_manifest(self.client, self.name) or self.manifest
        meta = {k: v for k, v in (current.metadata or {}).items() if not k.startswith(WATERMARK_PREFIX)}
        meta.update(values)
        current.modify(metadata=meta)
        self.manifest = current

    def _collections(self) -> list[Any]:
        return [c for c in self.client.list_collections() if belongs_to(self.name, c.name)]

    # -- batched reads and writes -----------------------------------------------------------------

    def read_metadata(self, collection: Collection) -> dict[str, dict[str, Any]]:
        """id -> metadata of every row, a page at a time."""
        out: dict[str, dict[str, Any]] = {}
        for got in pages(collection, ["metadatas"], self.batch):
            out.update((i, dict(m or {})) for i, m in zip(got["ids"], got["metadatas"] or [], strict=False))
        return out

    def read_vectors(self, collection: Collection, ids: Sequence[str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for part in batches(ids, self.batch):
            got = collection.get(ids=list(part), include=["embeddings"])
            embeddings = got["embeddings"] if got["embeddings"] is not None else []
            out.update(zip(got["ids"], embeddings, strict=True))
        return out

    def write(self, collection: Collection, ids: Sequence[str], vectors: Sequence[Any],
              documents: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        for start in range(0, len(ids), self.batch):
            end = start + self.batch
            collection.upsert(ids=list(ids[start:end]), embeddings=list(vectors[start:end]),
                              documents=list(documents[start:end]), metadatas=list(metadatas[start:end]))
        self._written += len(ids)

    def delete(self, collection: Collection, ids: Sequence[str]) -> None:
        for part in batches(ids, self.batch):
            collection.delete(ids=list(part))

    def report(self, done: int, total: int, what: str) -> None:
        if self.progress is not None:
            elapsed = time.monotonic() - self._started
            self.progress(f"{what}: {done:,}/{total:,} chunks ({elapsed:.0f} s)")
