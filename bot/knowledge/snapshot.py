"""A snapshot of a published generation's small shards, so one-shot commands need not open Chroma.

Why: `helpdesk ask`/`search`/`eval` are short processes. Importing chromadb and opening its client
costs about 1 s of CPU (issue 14: cold start), while a small corpus is searched in process anyway
(`bot.knowledge.exact`). So `helpdesk ingest` writes, next to the index, every small shard's rows (ids, texts,
metadata, unit vectors) as read from Chroma, keyed by the published layout:

    <data dir>/snapshot/<index name>/<layout key>/rows.json, <n>.npy

Never stale: a snapshot is used only while the live pointer in Chroma's own database names exactly
its layout. Published collections are never written again (`bot.knowledge.index`), so as long as the pointer
names that generation the snapshot's rows are the rows Chroma holds. The pointer is read from
`chroma.sqlite3` with the standard library (read-only, one indexed SELECT); anything unexpected (no
file, another schema, a different layout, a damaged or missing snapshot, a Chroma server) falls
back to Chroma, which stays the store of record. Shards above `bot.knowledge.exact.EXACT_MAX` chunks, the
sentence vectors and a where-clause the evaluator does not know go to Chroma, opened on first use.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from bot.knowledge.exact import ShardRows, UnsupportedFilter
from bot.knowledge.index import LIVE_KEY, Handles, Layout, PolicyIndex, ShardSpec, _parse_layout
from bot.knowledge.staging import staged_directory

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

    from bot.settings import Settings

log = logging.getLogger(__name__)
_ROWS = "rows.json"
_FORMAT = 1
# The manifest's `live` value in Chroma's SQLite catalogue (PersistentClient: default tenant/database).
_POINTER_SQL = (
    "SELECT m.str_value FROM collections c"
    " JOIN databases d ON d.id = c.database_id"
    " JOIN collection_metadata m ON m.collection_id = c.id"
    " WHERE c.name = ? AND d.name = 'default_database' AND d.tenant_id = 'default_tenant' AND m.key = ?"
)


def snapshot_root(settings: Settings) -> Path:
    return settings.data_dir / "snapshot" / settings.collection


def layout_key(layout: Layout) -> str:
    return f"g{layout.generation}-" + hashlib.sha256(layout.to_json().encode()).hexdigest()[:16]


def live_pointer(chroma_path: Path, name: str) -> str | None:
    """The live layout (JSON) of index `name` as Chroma stores it, read without chromadb; None when
    it cannot be read this way (no database yet, another schema, no published generation)."""
    db = chroma_path / "chroma.sqlite3"
    if not db.is_file():
        return None
    try:
        with closing(sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)) as con:
            row = con.execute(_POINTER_SQL, (name, LIVE_KEY)).fetchone()
    except sqlite3.Error as exc:
        log.info("index pointer not readable without chromadb error=%s", type(exc).__name__)
        return None
    return row[0] if row and isinstance(row[0], str) and row[0] else None


def save(settings: Settings, index: PolicyIndex) -> Path | None:
    """Write the snapshot of `index` (its small shards) atomically and drop older ones; None when
    there is nothing to write (a Chroma server, a large shard only) or it could not be written."""
    if settings.chroma_host:
        return None  # the index lives on a server: a local copy could not be tied to its pointer
    root = snapshot_root(settings)
    folder = root / layout_key(index.layout)
    try:
        if (folder / _ROWS).is_file() and load(settings, index.layout) is None:
            shutil.rmtree(folder, ignore_errors=True)  # damaged: written again below
        if not (folder / _ROWS).is_file():  # written once per generation (an unchanged ingest reads nothing)
            shards: dict[str, ShardRows] = {}
            for spec in index.layout.shards:
                rows = index.rows(spec)
                if rows is not None:
                    shards[spec.collection] = rows
            if shards:
                _write(folder, index.layout, shards)
        for old in root.iterdir() if root.is_dir() else ():  # older generations' (never used again)
            abandoned = old.name.startswith(".") and time.time() - old.stat().st_mtime > 3600  # a crashed write
            if old != folder and (abandoned or not old.name.startswith(".")):
                shutil.rmtree(old, ignore_errors=True)
        return folder if folder.is_dir() else None
    except Exception as exc:  # only costs the start-up time of the next command
        log.warning("index snapshot not written error=%s", type(exc).__name__)
        return None


def _write(folder: Path, layout: Layout, shards: dict[str, ShardRows]) -> None:
    with staged_directory(folder, ".snapshot-") as tmp:  # `.`: a crashed write is cleaned up by `save`
        entries = []
        for n, (collection, rows) in enumerate(sorted(shards.items())):
            np.save(tmp / f"{n}.npy", np.ascontiguousarray(rows.vectors, dtype=np.float32))
            entries.append({"collection": collection, "vectors": f"{n}.npy", "ids": rows.ids,
                            "documents": rows.documents, "metadatas": rows.metas})
        data = {"format": _FORMAT, "layout": layout.to_json(), "shards": entries}
        with open(tmp / _ROWS, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())


def load(settings: Settings, layout: Layout) -> dict[str, ShardRows] | None:
    """The snapshot's rows by collection name if one was written for exactly `layout`, else None."""
    folder = snapshot_root(settings) / layout_key(layout)
    try:
        with open(folder / _ROWS, encoding="utf-8") as f:
            data = json.load(f)
        if data.get("format") != _FORMAT or Layout.from_json(data["layout"]) != layout:
            return None
        counts = {spec.collection: spec.count for spec in layout.shards}
        out: dict[str, ShardRows] = {}
        for entry in data["shards"]:
            vectors = np.load(folder / str(entry["vectors"]), allow_pickle=False)
            ids, documents, metas = list(entry["ids"]), list(entry["documents"]), list(entry["metadatas"])
            n = counts.get(str(entry["collection"]))
            if n is None or not (len(ids) == len(documents) == len(metas) == n) or vectors.shape[0] != n:
                return None  # not this layout's rows: never search a partial copy
            out[str(entry["collection"])] = ShardRows(ids, documents, [dict(m) for m in metas],
                                                      vectors.astype(np.float32, copy=False))
        return out
    except FileNotFoundError:
        return None
    except Exception as exc:  # a damaged snapshot: Chroma answers instead
        log.warning("index snapshot unreadable, reading Chroma error=%s", type(exc).__name__)
        return None


class LazyClient:
    """Stands in for the Chroma client and opens it on first use (importing chromadb then)."""

    def __init__(self, open_client: Callable[[], ClientAPI]) -> None:
        self._open = open_client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._open(), name)


class SnapshotIndex(PolicyIndex):
    """The live generation served from its snapshot: queries, the evidence re-read, tables and the
    vocabulary read the snapshot's rows while the live pointer still names this generation; anything
    else (a large shard, an unknown filter, a newer generation) goes to Chroma through the client."""

    def __init__(self, client: ClientAPI, name: str, layout: Layout, handles: Handles,
                 rows: dict[str, ShardRows], pointer: Callable[[], str | None]) -> None:
        super().__init__(client, name, layout, handles)
        self._snapshot = rows
        self._pointer = pointer

    def holds(self, spec: ShardSpec) -> bool:
        """Whether this shard's rows came with the snapshot (searched in process, never by Chroma)."""
        return spec.collection in self._snapshot

    def rows(self, spec: ShardSpec) -> ShardRows | None:
        held = self._snapshot.get(spec.collection)
        return held if held is not None else super().rows(spec)

    def latest(self) -> PolicyIndex | None:
        text = self._pointer()
        if text is not None and _parse_layout(text) == self.layout:
            return self
        return super().latest()  # a newer generation (or an unreadable pointer): ask Chroma

    def get_rows(
        self, spec: ShardSpec, *, ids: list[str] | None = None, where: dict[str, Any] | None = None,
        limit: int | None = None,
    ) -> list[tuple[str, str, dict[str, Any]]]:
        rows = self._snapshot.get(spec.collection)
        if rows is None:
            return super().get_rows(spec, ids=ids, where=where, limit=limit)
        try:
            mask = rows.mask(where)
        except UnsupportedFilter:
            return super().get_rows(spec, ids=ids, where=where, limit=limit)
        wanted = set(ids) if ids is not None else None
        out: list[tuple[str, str, dict[str, Any]]] = []
        for i, chunk_id in enumerate(rows.ids):  # Chroma's `get` order: the order the rows were read in
            if limit is not None and len(out) >= limit:
                break
            if (wanted is None or chunk_id in wanted) and (mask is None or mask[i]):
                out.append((chunk_id, rows.documents[i], dict(rows.metas[i])))
        return out


def open_index(settings: Settings, model: str, handles: Handles, open_client: Callable[[], ClientAPI],
               held: SnapshotIndex | None = None) -> SnapshotIndex | None:
    """The live generation from its snapshot, or None (then open it through Chroma): a Chroma
    server, no readable pointer, another embedding model (Chroma's path reports it) or no snapshot
    written for exactly this generation. `held`: the index opened last time, kept while it is live."""
    if settings.chroma_host:
        return None

    def pointer() -> str | None:
        return live_pointer(settings.chroma_path, settings.collection)

    text = pointer()
    if text is None:
        return None
    try:
        layout = _parse_layout(text)
    except (ValueError, KeyError, TypeError):
        return None
    if layout.model != model:
        return None
    if held is not None and held.layout == layout:
        return held  # read once per generation, not once per question
    rows = load(settings, layout)
    if rows is None:
        return None
    return SnapshotIndex(LazyClient(open_client), settings.collection, layout, handles, rows,  # type: ignore[arg-type]
                         pointer)
