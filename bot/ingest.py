"""`helpdesk ingest`: bring the policy index in line with `policies/`, embedding only what changed."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from chromadb.api import ClientAPI

from bot.embeddings import Embedder
from bot.index import ACCESS_YES, PolicyIndex, access_key, dated_keys, day_number, shard_name
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
        meta[access_key(dept)] = ACCESS_YES
    return meta


# A revision joins an open shard once it has been in force this long, so the open shards' watermark
# stays behind any as-of date in the last year and those queries need no filter (see bot.index).
OPEN_AFTER = timedelta(days=365)


def shard_for(base: str, chunk: Chunk, today: date) -> str:
    """Open shards hold searchable chunks long in force with no end date; the rest are dated."""
    is_open = chunk.kind != "table" and chunk.effective_to is None and chunk.effective_from <= today - OPEN_AFTER
    return shard_name(base, chunk.access, "open" if is_open else "dated")


@dataclass
class _Stored:
    shard: str
    meta: dict[str, Any]


def _stored_state(index: PolicyIndex) -> dict[str, _Stored]:
    state: dict[str, _Stored] = {}
    for shard in index.shards():
        got = shard.get(include=["metadatas"])
        for chunk_id, meta in zip(got["ids"], got["metadatas"] or [], strict=False):
            state[chunk_id] = _Stored(shard.name, dict(meta or {}))
    return state


def ingest(
    client: ClientAPI, name: str, embedder: Embedder, policies_dir: Path, today: date | None = None
) -> IngestReport:
    """Validate every file first (a bad file changes nothing), then embed new or changed chunks only."""
    docs = load_policies(policies_dir)  # raises PolicyError before the index is touched
    chunks = all_chunks(docs)
    today = today or date.today()
    report = IngestReport(documents=len(docs), chunks=len(chunks))

    index = PolicyIndex.find(client, name)
    if index is not None and index.model != embedder.name:
        report.rebuilt_from = index.model or "unknown"
        index.drop()
        index = None
    if index is None:
        index = PolicyIndex.create(client, name, embedder.name)
    stored = _stored_state(index)

    to_embed: list[tuple[Chunk, str, dict[str, Any]]] = []
    to_copy: list[tuple[Chunk, str, dict[str, Any]]] = []  # same text: re-write with the stored vector
    watermarks: dict[str, int] = {}  # open shard -> newest start date in it
    for chunk in chunks:
        target = shard_for(name, chunk, today)
        if target.endswith(".open"):
            watermarks[target] = max(watermarks.get(target, 0), day_number(chunk.effective_from))
        meta = chunk_metadata(chunk, chunk.content_hash(embedder.name))
        if target.endswith(".dated"):
            meta.update(dated_keys(meta))
        old = stored.get(chunk.chunk_id)
        if old is None or old.meta.get("content_hash") != meta["content_hash"]:
            to_embed.append((chunk, target, meta))
            (report.added if old is None else report.updated).append(chunk.chunk_id)
        elif old.meta != meta or old.shard != target:
            to_copy.append((chunk, target, meta))
        else:
            report.unchanged += 1
    report.metadata_only = [chunk.chunk_id for chunk, _, _ in to_copy]
    wanted = {chunk.chunk_id for chunk in chunks}
    report.removed = sorted(i for i in stored if i not in wanted)

    # Embed everything first: if the model fails, nothing in the index has changed yet.
    vectors = list(embedder.embed([chunk.embed_text for chunk, _, _ in to_embed])) if to_embed else []
    report.embedded = len(to_embed)
    vectors.extend(_stored_vectors(index, stored, [chunk.chunk_id for chunk, _, _ in to_copy]))

    writes = to_embed + to_copy
    for shard, rows in _by_shard(writes, vectors).items():
        access = rows[0][0].access
        index.shard(shard, access).upsert(
            ids=[chunk.chunk_id for chunk, _, _ in rows],
            embeddings=[vector for _, vector, _ in rows],
            documents=[chunk.body for chunk, _, _ in rows],
            metadatas=[meta for _, _, meta in rows],
        )
    # A chunk that moved shard (an access or date change) or disappeared leaves its old shard.
    moved = {(chunk.chunk_id, stored[chunk.chunk_id].shard) for chunk, target, _ in writes
             if chunk.chunk_id in stored and stored[chunk.chunk_id].shard != target}
    stale = moved | {(i, stored[i].shard) for i in report.removed}
    for shard in {s for _, s in stale}:
        client.get_collection(shard, embedding_function=None).delete(ids=[i for i, s in stale if s == shard])

    index.set_watermarks(watermarks)
    return report


def _stored_vectors(index: PolicyIndex, stored: dict[str, _Stored], ids: list[str]) -> list[Any]:
    vectors: dict[str, Any] = {}
    for shard in {stored[i].shard for i in ids}:
        wanted = [i for i in ids if stored[i].shard == shard]
        got = index.client.get_collection(shard, embedding_function=None).get(ids=wanted, include=["embeddings"])
        embeddings = got["embeddings"] if got["embeddings"] is not None else []
        vectors.update(zip(got["ids"], embeddings, strict=True))
    return [vectors[i] for i in ids]


def _by_shard(
    writes: list[tuple[Chunk, str, dict[str, Any]]], vectors: list[Any]
) -> dict[str, list[tuple[Chunk, Any, dict[str, Any]]]]:
    grouped: dict[str, list[tuple[Chunk, Any, dict[str, Any]]]] = {}
    for (chunk, shard, meta), vector in zip(writes, vectors, strict=True):
        grouped.setdefault(shard, []).append((chunk, vector, meta))
    return grouped
