"""`helpdesk ingest`: bring the policy index in line with `policies/`, embedding only what changed.

Changed shards are written into a new generation beside the live one and published at once (see
bot.knowledge.index); unchanged chunks in a changed shard are copied with their stored vectors."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection

from bot.errors import IndexError_
from bot.knowledge.embeddings import Embedder
from bot.knowledge.fastscan import ScanStore
from bot.knowledge.index import (
    ACCESS_YES,
    MERGE_BELOW,
    MERGED,
    Handles,
    Layout,
    PolicyIndex,
    ShardSpec,
    access_key,
    dated_keys,
    day_number,
    shard_name,
)
from bot.knowledge.index_writer import GenerationWriter, Progress, batches, describe, hnsw_differences
from bot.knowledge.policies import FAR_FUTURE, Chunk, all_chunks, load_policies

LISTED = 20  # chunk ids listed per kind of change in the summary


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
    reindexed: dict[str, str] = field(default_factory=dict)  # shard -> HNSW parameters changed

    def summary(self) -> str:
        lines = [
            f"{self.documents} documents, {self.chunks} chunks: {len(self.added)} added, "
            f"{len(self.updated)} re-embedded, {len(self.metadata_only)} metadata updated, "
            f"{len(self.removed)} removed, {self.unchanged} unchanged; {self.embedded} embeddings computed"
        ]
        if self.rebuilt_from is not None:
            lines.insert(0, f"index was built with '{self.rebuilt_from}': rebuilt with the configured model")
        lines.extend(f"  shard {shard} rebuilt for new HNSW parameters ({what}): stored vectors copied"
                     for shard, what in sorted(self.reindexed.items()))
        for label, ids in (("added", self.added), ("re-embedded", self.updated), ("removed", self.removed)):
            lines.extend(f"  {label}: {chunk_id}" for chunk_id in ids[:LISTED])
            if len(ids) > LISTED:
                lines.append(f"  {label}: … and {len(ids) - LISTED:,} more")
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
# stays behind any as-of date in the last year and those queries need no filter (see bot.knowledge.index).
OPEN_AFTER = timedelta(days=365)


def shard_for(base: str, chunk: Chunk, today: date) -> str:
    """Open shards hold searchable chunks long in force with no end date; the rest are dated."""
    is_open = chunk.kind != "table" and chunk.effective_to is None and chunk.effective_from <= today - OPEN_AFTER
    return shard_name(base, chunk.access, "open" if is_open else "dated")


@dataclass
class _Target:
    chunk: Chunk
    shard: str  # logical shard
    meta: dict[str, Any]


# Texts embedded per call while ingesting: each batch is written before the next is embedded, so an
# interrupted ingest keeps its work and progress can be shown.
EMBED_BATCH = 2000


def plan_targets(name: str, chunks: list[Chunk], model: str, today: date, merge_below: int) -> dict[str, _Target]:
    """Where each chunk goes and the metadata it carries."""
    merged = len(chunks) < merge_below
    targets: dict[str, _Target] = {}
    for chunk in chunks:
        shard = f"{name}.{MERGED}" if merged else shard_for(name, chunk, today)
        meta = chunk_metadata(chunk, chunk.content_hash(model))
        if not shard.endswith(".open"):
            meta.update(dated_keys(meta))
        targets[chunk.chunk_id] = _Target(chunk, shard, meta)
    return targets


def _stored_state(writer: GenerationWriter, index: PolicyIndex | None) -> dict[str, tuple[str, dict[str, Any]]]:
    """chunk id -> (logical shard, metadata) in the live generation, read a page at a time."""
    state: dict[str, tuple[str, dict[str, Any]]] = {}
    if index is None:
        return state
    for spec in index.layout.shards:
        for chunk_id, meta in writer.read_metadata(index.collection(spec)).items():
            state[chunk_id] = (spec.name, meta)
    return state


def _access_of(shard: str, target: _Target) -> str:
    return "*" if shard.endswith(f".{MERGED}") else ",".join(target.chunk.access)


def ingest(
    client: ClientAPI, name: str, embedder: Embedder, policies_dir: Path, today: date | None = None,
    *, progress: Progress | None = None, merge_below: int = MERGE_BELOW, batch_size: int | None = None,
    scans: ScanStore | None = None,
) -> IngestReport:
    """Validate every file first (a bad file changes nothing), then write a new generation with only
    new or changed chunks embedded, and switch to it (see bot.knowledge.index and bot.knowledge.index_writer)."""
    docs = load_policies(policies_dir)  # raises PolicyError before the index is touched
    chunks = all_chunks(docs)
    report = IngestReport(documents=len(docs), chunks=len(chunks))

    writer = GenerationWriter(client, name, embedder.name, progress=progress, batch_size=batch_size)
    live = PolicyIndex(client, name, writer.live) if writer.live else None
    if live is not None and live.model != embedder.name:
        report.rebuilt_from = live.model or "unknown"
        live = None  # its vectors belong to another model: nothing can be copied
    stored = _stored_state(writer, live)
    targets = plan_targets(name, chunks, embedder.name, today or date.today(), merge_below)
    dirty = _classify(report, targets, stored)
    if live is not None:  # a shard built with other graph parameters is rebuilt (Chroma cannot change them)
        for spec in live.layout.shards:
            differences = hnsw_differences(live.collection(spec), writer.hnsw)
            if differences:
                report.reindexed[spec.name] = describe(differences)
                dirty.add(spec.name)

    by_shard: dict[str, list[_Target]] = {}
    for target in targets.values():
        by_shard.setdefault(target.shard, []).append(target)
    watermarks = _watermarks(by_shard)
    if live is not None and not dirty and watermarks == {s.name: s.watermark for s in live.layout.shards}:
        return report  # nothing to publish

    writer.begin()
    rebuild = sorted(set(by_shard) & dirty if live is not None else set(by_shard))
    written = {shard: writer.collection(shard, _access_of(shard, by_shard[shard][0])) for shard in rebuild}
    to_copy, to_embed = _work(writer, written, by_shard, stored)
    _fill(writer, embedder, live, to_copy, to_embed, report)

    specs = []
    for shard, rows in sorted(by_shard.items()):
        previous = live.layout.spec(shard) if live is not None else None
        physical = written[shard].name if shard in written else (previous.collection if previous else "")
        specs.append(ShardSpec(shard, physical, _access_of(shard, rows[0]), len(rows), watermarks.get(shard)))
    layout = Layout(writer.generation, embedder.name, tuple(specs))
    if scans is not None:  # large shards' scan indexes, on disk before any reader sees the layout
        reader = PolicyIndex(client, name, layout, Handles(scans))
        for spec in layout.shards:
            try:
                reader.scan(spec, wait=True, progress=progress)
            except Exception as exc:  # e.g. the data directory is full or read-only: nothing is published
                raise IndexError_(
                    f"shard {spec.name}: its scan index could not be written under {scans.directory} "
                    f"({type(exc).__name__}: {exc}); the live index is unchanged"
                ) from exc
    before = writer.live
    writer.publish(layout, written)
    if scans is not None:
        scans.prune({s.collection for s in layout.shards} | {s.collection for s in (before.shards if before else ())})
    return report


def _classify(
    report: IngestReport, targets: dict[str, _Target], stored: dict[str, tuple[str, dict[str, Any]]]
) -> set[str]:
    """Fill the report's change lists; returns the logical shards that change."""
    dirty: set[str] = set()
    for chunk_id, target in targets.items():
        old = stored.get(chunk_id)
        if old is None or old[1].get("content_hash") != target.meta["content_hash"]:
            (report.added if old is None else report.updated).append(chunk_id)
        elif old[1] != target.meta or old[0] != target.shard:
            report.metadata_only.append(chunk_id)
        else:
            report.unchanged += 1
            continue
        dirty.add(target.shard)
        if old is not None:
            dirty.add(old[0])
    report.removed = sorted(i for i in stored if i not in targets)
    dirty.update(stored[i][0] for i in report.removed)
    return dirty


Row = tuple[Collection, _Target]


def _work(
    writer: GenerationWriter, written: dict[str, Collection], by_shard: dict[str, list[_Target]],
    stored: dict[str, tuple[str, dict[str, Any]]],
) -> tuple[dict[str, list[Row]], list[Row]]:
    """Rows still to write into the new generation: copied from a live shard (same text), or embedded.
    Rows an interrupted run already wrote with the same metadata are kept; others are removed."""
    to_copy: dict[str, list[Row]] = {}
    to_embed: list[Row] = []
    for shard, collection in written.items():
        existing = writer.read_metadata(collection)
        wanted = {t.chunk.chunk_id for t in by_shard[shard]}
        writer.delete(collection, [i for i in existing if i not in wanted])
        for target in by_shard[shard]:
            if existing.get(target.chunk.chunk_id) == target.meta:
                continue
            old = stored.get(target.chunk.chunk_id)
            if old is not None and old[1].get("content_hash") == target.meta["content_hash"]:
                to_copy.setdefault(old[0], []).append((collection, target))
            else:
                to_embed.append((collection, target))
    return to_copy, to_embed


def _fill(
    writer: GenerationWriter, embedder: Embedder, live: PolicyIndex | None, to_copy: dict[str, list[Row]],
    to_embed: list[Row], report: IngestReport,
) -> None:
    total = len(to_embed) + sum(len(v) for v in to_copy.values())
    done = 0
    for source, rows in to_copy.items():
        spec = live.layout.spec(source) if live is not None else None
        assert live is not None and spec is not None
        for part in batches(rows, writer.batch):
            vectors = writer.read_vectors(live.collection(spec), [t.chunk.chunk_id for _, t in part])
            done += _write(writer, part, [vectors[t.chunk.chunk_id] for _, t in part])
            writer.report(done, total, "copying stored vectors")
    for part in batches(to_embed, EMBED_BATCH):
        embedded = embedder.embed([t.chunk.embed_text for _, t in part])
        report.embedded += len(part)
        done += _write(writer, part, list(embedded))
        if total > EMBED_BATCH:
            writer.report(done, total, "embedding")


def _write(writer: GenerationWriter, rows: Sequence[Row], vectors: list[Any]) -> int:
    """Write rows grouped by destination collection; returns how many."""
    grouped: dict[str, tuple[Collection, list[int]]] = {}
    for position, (collection, _) in enumerate(rows):
        grouped.setdefault(collection.name, (collection, []))[1].append(position)
    for collection, positions in grouped.values():
        writer.write(
            collection, [rows[p][1].chunk.chunk_id for p in positions], [vectors[p] for p in positions],
            [rows[p][1].chunk.body for p in positions], [rows[p][1].meta for p in positions],
        )
    return len(rows)


def _watermarks(by_shard: dict[str, list[_Target]]) -> dict[str, int | None]:
    """Open shard -> newest start date in it (other shards have none)."""
    return {
        shard: max(day_number(t.chunk.effective_from) for t in rows) if shard.endswith(".open") else None
        for shard, rows in by_shard.items()
    }
