"""`helpdesk ingest`: bring the Chroma index in line with `policies/`, embedding only what changed."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chromadb.api import ClientAPI

from bot.embeddings import Embedder
from bot.index import access_key, collection_model, create_collection, day_number, get_collection
from bot.policies import FAR_FUTURE, Chunk, all_chunks, load_policies


@dataclass
class IngestReport:
    documents: int = 0
    chunks: int = 0
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    metadata_only: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    embedded: int = 0
    rebuilt_from: str | None = None

    def summary(self) -> str:
        lines = [
            f"{self.documents} documents, {self.chunks} chunks: {len(self.added)} added, "
            f"{len(self.updated)} re-embedded, {len(self.metadata_only)} metadata updated, "
            f"{len(self.removed)} removed, {self.unchanged} unchanged; {self.embedded} embeddings computed"
        ]
        if self.rebuilt_from is not None:
            lines.insert(0, f"index was built with '{self.rebuilt_from}': rebuilt with the configured model")
        for label, ids in (("added", self.added), ("re-embedded", self.updated), ("removed", self.removed)):
            lines.extend(f"  {label}: {chunk_id}" for chunk_id in ids)
        return "\n".join(lines)


def chunk_metadata(chunk: Chunk, content_hash: str) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "doc_id": chunk.doc_id,
        "title": chunk.title,
        "section": chunk.section,
        "revision": chunk.revision,
        "kind": chunk.kind,
        "effective_from": chunk.effective_from.isoformat(),
        "effective_to": chunk.effective_to.isoformat() if chunk.effective_to else "",
        "effective_from_n": day_number(chunk.effective_from),
        "effective_to_n": day_number(chunk.effective_to or FAR_FUTURE),
        "access": ",".join(chunk.access),
        "content_hash": content_hash,
        "source": chunk.source,
        "start": chunk.start,
        "end": chunk.end,
    }
    for dept in chunk.access:
        meta[access_key(dept)] = True
    return meta


def ingest(client: ClientAPI, collection_name: str, embedder: Embedder, policies_dir: Path) -> IngestReport:
    """Validate every file first (a bad file changes nothing), then embed new or changed chunks only."""
    docs = load_policies(policies_dir)  # raises PolicyError before the index is touched
    chunks = all_chunks(docs)
    report = IngestReport(documents=len(docs), chunks=len(chunks))

    collection = get_collection(client, collection_name)
    if collection is not None and collection_model(collection) != embedder.name:
        report.rebuilt_from = collection_model(collection) or "unknown"
        client.delete_collection(collection_name)
        collection = None
    if collection is None:
        collection = create_collection(client, collection_name, embedder.name)

    existing = collection.get(include=["metadatas"])
    old_meta = {i: (m or {}) for i, m in zip(existing["ids"], existing["metadatas"] or [], strict=False)}

    to_embed: list[tuple[Chunk, dict[str, Any]]] = []
    meta_only: list[tuple[str, dict[str, Any]]] = []
    for chunk in chunks:
        meta = chunk_metadata(chunk, chunk.content_hash(embedder.name))
        previous = old_meta.get(chunk.chunk_id)
        if previous is None or previous.get("content_hash") != meta["content_hash"]:
            to_embed.append((chunk, meta))
            (report.added if previous is None else report.updated).append(chunk.chunk_id)
        elif previous != meta:
            meta_only.append((chunk.chunk_id, meta))
        else:
            report.unchanged += 1
    report.metadata_only = [chunk_id for chunk_id, _ in meta_only]
    wanted = {chunk.chunk_id for chunk in chunks}
    report.removed = sorted(i for i in old_meta if i not in wanted)

    # Embed everything first: if the model fails, nothing in the index has changed yet.
    vectors = embedder.embed([chunk.embed_text for chunk, _ in to_embed]) if to_embed else None
    report.embedded = len(to_embed)
    if to_embed and vectors is not None:
        collection.upsert(
            ids=[chunk.chunk_id for chunk, _ in to_embed],
            embeddings=vectors,
            documents=[chunk.body for chunk, _ in to_embed],
            metadatas=[meta for _, meta in to_embed],
        )
    if meta_only:
        # Chroma replaces metadata on update; keys that vanished (an access group removed) must go too,
        # so re-write the whole record with its stored embedding.
        stored = collection.get(ids=[i for i, _ in meta_only], include=["embeddings", "documents"])
        embeddings = stored["embeddings"] if stored["embeddings"] is not None else []
        documents = stored["documents"] or []
        by_id = dict(zip(stored["ids"], zip(embeddings, documents, strict=True), strict=True))
        collection.upsert(
            ids=[i for i, _ in meta_only],
            embeddings=[by_id[i][0] for i, _ in meta_only],
            documents=[by_id[i][1] for i, _ in meta_only],
            metadatas=[meta for _, meta in meta_only],
        )
    if report.removed:
        collection.delete(ids=report.removed)
    return report
