"""The policy index: Chroma collections ("shards") that hold policy chunks, published as generations.

Why shards: Chroma's `where` filter costs time in proportion to the number of chunks it matches
(about 2 µs each: 200 ms at 100,000 chunks), while an unfiltered query stays near 2 ms. So a large
corpus is split by who may read a chunk and by whether its revision window is open:

- `<name>.all.open`: readable by everyone, no end date, already in force when ingested. Queried
  without a filter when the as-of date is on or after the newest start date in the shard (the
  watermark), else with `effective_from_n <= as_of`.
- `<name>.<scope>.open`: the same for a department scope (e.g. `[IT]`).
- `<name>.<scope>.dated`: superseded, future or end-dated revisions, and whole tables: always queried
  with the full filter (access, both dates, chunk kind). These shards stay small.

A small corpus (fewer than `MERGE_BELOW` chunks) is one shard, `<name>.merged`, always queried with
the full filter: there every Chroma call costs its fixed ~1 ms overhead and filtering a few hundred
chunks costs less than a second call. An asker's query only returns chunks their department may
read (the filter or the shard choice runs inside Chroma), and shards with no chunks are not queried.

Generations: the shards above are logical names. Each ingest that changes something writes the
changed shards into new collections `<name>.g<N>.<shard suffix>` (unchanged shards are shared with
the previous generation), checks their counts, and then publishes generation N by rewriting one
metadata value (`live`, a JSON layout) of the manifest collection `<name>`: Chroma updates a
collection's metadata in one database transaction, so every reader sees either the old or the new
layout, never a half-built one. Published collections are never written again; readers read the
pointer on every question and keep only collection handles. Collections that neither the live nor
the previous generation uses are deleted after the switch; a question still reading a collection
that is gone re-reads the pointer and runs again.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from bot.errors import IndexError_, ModelMismatchError
from bot.knowledge.exact import EXACT_MAX, FILTERED_EXACT_MAX, ShardCache, ShardRows, UnsupportedFilter
from bot.knowledge.fastscan import ScanShard, ScanStore

if TYPE_CHECKING:  # chromadb is imported where a client is opened (importing it costs ~1 s of CPU)
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection

    from bot.settings import Settings

MODEL_KEY = "embedding_model"
LIVE_KEY = "live"  # the published layout (JSON): the pointer every reader follows
BUILDING_KEY = "building"  # {"generation": N, "model": m} while an ingest writes generation N
WATERMARK_PREFIX = "watermark:"  # layouts written before generations kept watermarks here
# A corpus below this many chunks is stored in one shard (see the module docstring).
MERGE_BELOW = 2000
MERGED = "merged"
SEARCH_KINDS = ("section", "row")
# Access flags are strings: Chroma filters on string values use its index, on booleans they scan.
ACCESS_YES = "y"


__all__ = ["IndexError_", "ModelMismatchError"]


@dataclass(frozen=True)
class Hit:
    chunk_id: str
    text: str
    meta: dict[str, Any]
    distance: float


def open_client(settings: Settings) -> ClientAPI:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_host:
        return chromadb.HttpClient(host=settings.chroma_host, port=settings.chroma_port, settings=chroma_settings)
    settings.chroma_path.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(settings.chroma_path), settings=chroma_settings)


def day_number(day: date) -> int:
    return day.year * 10000 + day.month * 100 + day.day


def access_key(dept: str) -> str:
    return f"access:{dept}"


def scope_of(access: tuple[str, ...] | list[str]) -> str:
    """A collection-name-safe label for an access list (department names may be Korean)."""
    if list(access) == ["ALL"]:
        return "all"
    return "d" + hashlib.sha1(",".join(sorted(access)).encode()).hexdigest()[:12]


def shard_name(base: str, access: tuple[str, ...] | list[str], tier: str) -> str:
    return f"{base}.{scope_of(access)}.{tier}"


def chunk_filter(
    dept: str | None, as_of: date, kinds: tuple[str, ...] = SEARCH_KINDS, prefix: str = ""
) -> dict[str, Any]:
    """The full `where` clause: readable by the asker, in force on `as_of`, and of the given kinds.

    Chroma keeps the metadata of every collection in one table and a filter reads every row with
    its key, so dated shards filter on keys of their own (`prefix`): the cost stays in proportion to
    the dated chunks, not to the whole corpus.
    """
    readers: list[dict[str, Any]] = [{prefix + access_key("ALL"): ACCESS_YES}]
    if dept:
        readers.append({prefix + access_key(dept): ACCESS_YES})
    day = day_number(as_of)
    return {"$and": [
        readers[0] if len(readers) == 1 else {"$or": readers},
        {prefix + "effective_from_n": {"$lte": day}},
        {prefix + "effective_to_n": {"$gte": day}},
        {prefix + "kind": {"$in": list(kinds)}} if len(kinds) > 1 else {prefix + "kind": kinds[0]},
    ]}


DATED_PREFIX = "dated:"


def dated_keys(meta: dict[str, Any]) -> dict[str, Any]:
    """The filter keys a chunk in a dated shard carries under the dated prefix."""
    keys = ("effective_from_n", "effective_to_n", "kind")
    out = {DATED_PREFIX + k: meta[k] for k in keys}
    out.update({DATED_PREFIX + k: v for k, v in meta.items() if k.startswith("access:")})
    return out



# -- generations ------------------------------------------------------------------------------------

_GENERATION_RE = re.compile(r"\.g(\d+)\.")


def physical_name(base: str, generation: int, logical: str) -> str:
    """`policies.all.open` in generation 3 is the collection `policies.g3.all.open`."""
    return f"{base}.g{generation}.{logical[len(base) + 1:]}"


_SHARD_RE = re.compile(r"\.(?:g(\d+)\.)?(?:merged|(?:all|d[0-9a-f]{12})\.(?:open|dated))")


def belongs_to(base: str, collection: str) -> bool:
    """Whether `collection` is a shard of index `base` (of any generation, or written before
    generations): another index whose name starts with `base.` is never mistaken for one."""
    return collection.startswith(base) and _SHARD_RE.fullmatch(collection[len(base):]) is not None


def generation_of(base: str, collection: str) -> int | None:
    """The generation a shard of this index belongs to (None: not a shard, or a legacy shard)."""
    if not belongs_to(base, collection):
        return None
    match = _GENERATION_RE.match(collection[len(base):])
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class ShardSpec:
    """One logical shard of a published generation and the collection that holds it."""

    name: str  # logical: `<base>.<scope>.<tier>` or `<base>.merged`
    collection: str  # physical collection name
    access: str  # "ALL", "IT,보안", or "*" for the merged shard (it filters access itself)
    count: int
    watermark: int | None = None

    @property
    def tier(self) -> str:
        return self.name.rsplit(".", 1)[1]

    def readable_by(self, dept: str | None) -> bool:
        if self.access in ("*", "ALL"):
            return True
        return dept is not None and dept in self.access.split(",")


@dataclass(frozen=True)
class Layout:
    """A published generation: the embedding model and its shards (empty shards are left out)."""

    generation: int
    model: str
    shards: tuple[ShardSpec, ...] = field(default_factory=tuple)

    def to_json(self) -> str:
        return json.dumps({
            "generation": self.generation, "model": self.model,
            "shards": [
                {"name": s.name, "collection": s.collection, "access": s.access, "count": s.count,
                 "watermark": s.watermark} for s in self.shards
            ],
        }, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Layout:
        data = json.loads(text)
        shards = tuple(
            ShardSpec(str(s["name"]), str(s["collection"]), str(s["access"]), int(s["count"]),
                      None if s.get("watermark") is None else int(s["watermark"]))
            for s in data["shards"]
        )
        return cls(int(data["generation"]), str(data["model"]), shards)

    def spec(self, logical: str) -> ShardSpec | None:
        return next((s for s in self.shards if s.name == logical), None)


@lru_cache(maxsize=16)
def _parse_layout(text: str) -> Layout:
    return Layout.from_json(text)  # parsed once per published generation, not once per question


def open_manifest(client: ClientAPI, name: str) -> Collection | None:
    try:
        return client.get_collection(name, embedding_function=None)
    except Exception as exc:
        if is_missing(exc):
            return None
        raise


def is_missing(exc: BaseException) -> bool:
    """Chroma's "no such collection" error (NotFoundError, or ValueError in older versions)."""
    return type(exc).__name__ == "NotFoundError" or (
        isinstance(exc, ValueError) and "does not exist" in str(exc)
    )


def read_layout(client: ClientAPI, name: str, manifest: Collection) -> Layout | None:
    """The live layout: the published pointer, or for an index written before generations existed,
    the shards found by listing (generation 0)."""
    meta = manifest.metadata or {}
    live = meta.get(LIVE_KEY)
    if isinstance(live, str) and live:
        return _parse_layout(live)
    model = meta.get(MODEL_KEY)
    if model is None:
        return None
    shards = []
    for collection in client.list_collections():
        if not belongs_to(name, collection.name) or generation_of(name, collection.name) is not None:
            continue
        got = client.get_collection(collection.name, embedding_function=None)
        watermark = meta.get(f"{WATERMARK_PREFIX}{collection.name}")
        shards.append(ShardSpec(
            collection.name, collection.name, str((got.metadata or {}).get("access", "ALL")), got.count(),
            int(str(watermark)) if watermark is not None else None,
        ))
    return Layout(0, str(model), tuple(s for s in shards if s.count))


class Handles:
    """Opened collection handles by name. Published collections never change, so a handle stays
    valid until its collection is deleted (then `forget`)."""

    def __init__(self, scans: ScanStore | None = None) -> None:
        self._handles: dict[str, Collection] = {}
        self._lock = threading.Lock()
        self.small = ShardCache()  # rows of small shards, searched in process (bot.knowledge.exact)
        self.scans = scans  # scan indexes of large shards (bot.knowledge.fastscan); None: Chroma's HNSW only

    def get(self, client: ClientAPI, name: str) -> Collection:
        handle = self._handles.get(name)
        if handle is None:
            handle = client.get_collection(name, embedding_function=None)
            with self._lock:
                self._handles[name] = handle
        return handle

    def forget(self) -> None:
        with self._lock:
            self._handles.clear()
        self.small.clear()


# -- reading ----------------------------------------------------------------------------------------


class PolicyIndex:
    """One published generation of the index, opened for queries."""

    def __init__(self, client: ClientAPI, name: str, layout: Layout, handles: Handles | None = None) -> None:
        self.client = client
        self.name = name
        self.layout = layout
        self.handles = handles or Handles()

    @classmethod
    def find(cls, client: ClientAPI, name: str, handles: Handles | None = None) -> PolicyIndex | None:
        """The live generation (reads the pointer: one small Chroma call), or None if there is none."""
        manifest = open_manifest(client, name)
        if manifest is None:
            return None
        layout = read_layout(client, name, manifest)
        return None if layout is None else cls(client, name, layout, handles)

    @classmethod
    def open_for_query(
        cls, client: ClientAPI, name: str, model: str, handles: Handles | None = None
    ) -> PolicyIndex:
        """The live generation, checked to be built with `model`; otherwise a clear error saying what to run."""
        index = cls.find(client, name, handles)
        if index is None:
            raise IndexError_(f"index not built: run `helpdesk ingest` (no policy index '{name}' yet)")
        if index.model != model:
            raise ModelMismatchError(
                f"the policy index was built with embedding model '{index.model}' but the bot is configured "
                f"for '{model}': run `helpdesk ingest` to re-ingest with the configured model"
            )
        return index

    @property
    def model(self) -> str:
        return self.layout.model

    @property
    def generation(self) -> int:
        return self.layout.generation

    def latest(self) -> PolicyIndex | None:
        """The generation live now (this one if nothing was published since)."""
        current = PolicyIndex.find(self.client, self.name, self.handles)
        if current is not None and current.layout == self.layout:
            return self
        return current

    def collection(self, spec: ShardSpec) -> Collection:
        return self.handles.get(self.client, spec.collection)

    def rows(self, spec: ShardSpec) -> ShardRows | None:
        """A small shard's rows for the in-process exact search (bot.knowledge.exact); None for a large shard,
        which Chroma searches with its HNSW index. Shards always queried with the full filter (dated)
        are searched in process up to a larger size: Chroma's filter costs more there than the search."""
        if spec.count > (FILTERED_EXACT_MAX if spec.tier == "dated" else EXACT_MAX):
            return None
        return self.handles.small.rows(spec.collection, lambda: self.collection(spec), EXACT_MAX)

    def load_small_shards(self) -> int:
        """Read every small shard's rows now (warm-up); returns how many shards were read."""
        return sum(self.rows(spec) is not None for spec in self.layout.shards)

    def scan(self, spec: ShardSpec, wait: bool = False,
             progress: Callable[[str], None] | None = None) -> ScanShard | None:
        """A large shard's scan index (bot.knowledge.fastscan), or None: a small or dated shard, none
        configured, or (unless `wait`) not built yet in this process's data directory (it is being
        built in the background; Chroma's HNSW answers meanwhile)."""
        scans = self.handles.scans
        if scans is None or not scans.wanted(spec.count) or spec.tier == "dated":
            return None
        if wait:
            return scans.ensure(spec.name, self.generation, spec.collection, spec.count, self.collection(spec),
                                progress)
        return scans.get(spec.name, self.generation, spec.collection, spec.count, lambda: self.collection(spec))

    def shards(self) -> list[Collection]:
        return [self.collection(spec) for spec in self.layout.shards]

    def logical_shards(self) -> dict[str, Collection]:
        """Logical shard name -> its collection in this generation."""
        return {spec.name: self.collection(spec) for spec in self.layout.shards}

    def watermark(self, shard: str) -> int | None:
        spec = self.layout.spec(shard)
        return spec.watermark if spec else None

    def readable_shards(self, dept: str | None) -> list[ShardSpec]:
        """Shards whose access list includes ALL or the asker's department (the merged shard filters)."""
        return [spec for spec in self.layout.shards if spec.readable_by(dept)]

    def _where(self, spec: ShardSpec, dept: str | None, as_of: date, kinds: tuple[str, ...]) -> dict[str, Any] | None:
        if spec.tier == "open" and kinds == SEARCH_KINDS:
            if spec.watermark is not None and day_number(as_of) >= spec.watermark:
                return None  # every chunk here is readable by this asker and in force on as_of
            return {"effective_from_n": {"$lte": day_number(as_of)}}
        return chunk_filter(dept, as_of, kinds, prefix=DATED_PREFIX)

    def query(self, vector: np.ndarray, dept: str | None, as_of: date, k: int) -> list[Hit]:
        """Top-k chunks over the shards this asker may read, best first."""
        try:
            return self._query(vector, dept, as_of, k)
        except Exception as exc:
            current = self._after_missing(exc)
            return current._query(vector, dept, as_of, k)

    def _after_missing(self, exc: Exception) -> PolicyIndex:
        """A collection of this generation was deleted (two newer generations were published while
        this one was in use): the live generation, or the error if that is not the cause."""
        if not is_missing(exc):
            raise exc
        self.handles.forget()
        current = PolicyIndex.open_for_query(self.client, self.name, self.model, self.handles)
        if current.layout == self.layout:
            raise exc
        return current

    def _query(self, vector: np.ndarray, dept: str | None, as_of: date, k: int) -> list[Hit]:
        hits: list[Hit] = []
        for spec in self.readable_shards(dept):
            where = self._where(spec, dept, as_of, SEARCH_KINDS)
            rows = self.rows(spec)
            if rows is not None:
                try:
                    found = rows.search(vector, where, min(k, spec.count))
                except UnsupportedFilter:
                    pass
                else:
                    hits.extend(Hit(i, d, m, dist) for i, d, m, dist in found)
                    continue
            scan = self.scan(spec) if where is None else None
            if scan is not None:
                found_ids = scan.search(vector, min(k, spec.count))
                rows_by_id = {i: (d, m) for i, d, m in self.get_rows(spec, ids=[i for i, _ in found_ids])}
                hits.extend(Hit(i, *rows_by_id[i], dist) for i, dist in found_ids if i in rows_by_id)
                continue
            result = self.collection(spec).query(
                query_embeddings=vector, n_results=min(k, spec.count), where=where,
                include=["documents", "metadatas", "distances"],
            )
            docs = (result["documents"] or [[]])[0]
            metas = (result["metadatas"] or [[]])[0]
            dists = (result["distances"] or [[]])[0]
            hits.extend(
                Hit(i, d or "", dict(m or {}), float(dist))
                for i, d, m, dist in zip(result["ids"][0], docs, metas, dists, strict=False)
            )
        hits.sort(key=lambda h: h.distance)
        return hits[:k]

    def fetch(self, dept: str | None, as_of: date, ids: list[str]) -> list[Hit]:
        """Chunks by id from the generation live *now* (the evidence re-check after generation must
        see a newer ingest), kept only if this asker may read them and they are in force on as_of
        (checked on the stored metadata: the ids are known, so no filter has to scan the corpus)."""
        current = self.latest()
        if current is None:
            return []
        try:
            return current._fetch(dept, as_of, ids)
        except Exception as exc:
            return current._after_missing(exc)._fetch(dept, as_of, ids)

    def get_rows(
        self, spec: ShardSpec, *, ids: list[str] | None = None, where: dict[str, Any] | None = None,
        limit: int | None = None,
    ) -> list[tuple[str, str, dict[str, Any]]]:
        """Rows of one shard as Chroma's `get` returns them (id, text, metadata), in its order.
        (`bot.knowledge.snapshot.SnapshotIndex` answers this from the generation's snapshot.)"""
        got = self.collection(spec).get(ids=ids, where=where, limit=limit, include=["documents", "metadatas"])
        return [(i, d or "", dict(m or {})) for i, d, m in
                zip(got["ids"], got["documents"] or [], got["metadatas"] or [], strict=False)]

    def _fetch(self, dept: str | None, as_of: date, ids: list[str]) -> list[Hit]:
        day = day_number(as_of)
        out: list[Hit] = []
        for spec in self.readable_shards(dept):
            # read from the store, never from the in-process rows (bot.knowledge.exact): this re-check exists to
            # see what is stored now (a snapshot is used only while the live pointer names its generation)
            for chunk_id, text, m in self.get_rows(spec, ids=ids):
                readable = m.get(access_key("ALL")) == ACCESS_YES or (dept and m.get(access_key(dept)) == ACCESS_YES)
                if readable and int(str(m["effective_from_n"])) <= day <= int(str(m["effective_to_n"])):
                    out.append(Hit(chunk_id, text, m, 0.0))
        return out

    def table(self, dept: str | None, as_of: date, doc_id: str) -> Hit | None:
        """The whole-table chunk of a table document, if this asker may read it on as_of."""
        where = chunk_filter(dept, as_of, ("table",), prefix=DATED_PREFIX)
        where["$and"].append({"doc_id": doc_id})
        for spec in self.readable_shards(dept):
            if spec.tier not in ("dated", MERGED):
                continue
            got = self.get_rows(spec, where=where)
            if got:
                chunk_id, text, meta = got[0]
                return Hit(chunk_id, text, meta, 0.0)
        return None

    def vocabulary_texts(self, limit: int = 20000) -> list[str]:
        """Titles, sections and texts of up to `limit` chunks (the answers_question check's vocabulary)."""
        out: list[str] = []
        for spec in self.layout.shards:
            for _, text, m in self.get_rows(spec, limit=max(0, limit - len(out))):
                out.append(f"{m.get('title', '')} {m.get('section', '')} {text}")
        return out

    def count(self) -> int:
        return sum(spec.count for spec in self.layout.shards)
