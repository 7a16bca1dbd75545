"""The policy index: Chroma collections ("shards") that hold policy chunks, and the model that built them.

Why shards: Chroma's `where` filter costs time in proportion to the number of chunks it matches
(about 2 µs each: 200 ms at 100,000 chunks), while an unfiltered query stays near 2 ms. So chunks are
split by who may read them and by whether their revision window is open:

- `<name>.all.open`: readable by everyone, no end date, already in force when ingested. Queried
  without a filter when the as-of date is on or after the newest start date in the shard (the
  watermark), else with `effective_from_n <= as_of`.
- `<name>.<scope>.open`: the same for a department scope (e.g. `[IT]`).
- `<name>.<scope>.dated`: superseded, future or end-dated revisions, and whole tables: always queried
  with the full filter (access, both dates, chunk kind). These shards stay small.

An asker's query goes only to the shards their department may read, so a restricted chunk never
leaves the store; every date condition runs inside Chroma. `<name>` itself is a manifest collection
whose metadata records the embedding model and the shard watermarks.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date
from typing import Any

import chromadb
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings as ChromaSettings

from bot.settings import Settings

MODEL_KEY = "embedding_model"
WATERMARK_PREFIX = "watermark:"
SEARCH_KINDS = ("section", "row")
# Access flags are strings: Chroma filters on string values use its index, on booleans they scan.
ACCESS_YES = "y"


class IndexError_(Exception):
    """The index cannot serve this request (missing, or built with another model)."""


class ModelMismatchError(IndexError_):
    pass


@dataclass(frozen=True)
class Hit:
    chunk_id: str
    text: str
    meta: dict[str, Any]
    distance: float


def open_client(settings: Settings) -> ClientAPI:
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


class PolicyIndex:
    """The manifest and its shards, opened for queries with one embedding model."""

    def __init__(self, client: ClientAPI, name: str, manifest: Collection) -> None:
        self.client = client
        self.name = name
        self.manifest = manifest
        self._shards: list[Collection] | None = None

    # -- opening ------------------------------------------------------------------------------------

    @classmethod
    def find(cls, client: ClientAPI, name: str) -> PolicyIndex | None:
        try:
            manifest = client.get_collection(name, embedding_function=None)
        except Exception:  # chromadb raises NotFoundError / ValueError depending on version
            return None
        return cls(client, name, manifest)

    @classmethod
    def create(cls, client: ClientAPI, name: str, model: str) -> PolicyIndex:
        manifest = client.create_collection(name, embedding_function=None, metadata={MODEL_KEY: model})
        return cls(client, name, manifest)

    @classmethod
    def open_for_query(cls, client: ClientAPI, name: str, model: str) -> PolicyIndex:
        """The index, checked to be built with `model`; otherwise a clear error that says what to run."""
        index = cls.find(client, name)
        if index is None:
            raise IndexError_(f"index not built: run `helpdesk ingest` (no policy index '{name}' yet)")
        if index.model != model:
            raise ModelMismatchError(
                f"the policy index was built with embedding model '{index.model}' but the bot is configured "
                f"for '{model}': run `helpdesk ingest` to re-ingest with the configured model"
            )
        return index

    @property
    def model(self) -> str | None:
        return (self.manifest.metadata or {}).get(MODEL_KEY)

    def shards(self) -> list[Collection]:
        if self._shards is None:
            prefix = f"{self.name}."
            self._shards = [
                self.client.get_collection(c.name, embedding_function=None)
                for c in self.client.list_collections()
                if c.name.startswith(prefix)
            ]
        return self._shards

    def shard(self, name: str, access: tuple[str, ...] | list[str]) -> Collection:
        """The shard called `name`, created (cosine space, its access list recorded) if missing."""
        collection = self.client.get_or_create_collection(
            name, embedding_function=None,
            metadata={"hnsw:space": "cosine", MODEL_KEY: self.model or "", "access": ",".join(access)},
        )
        self._shards = None
        return collection

    def drop(self) -> None:
        for shard in self.shards():
            self.client.delete_collection(shard.name)
        self.client.delete_collection(self.name)

    def set_watermarks(self, watermarks: dict[str, int]) -> None:
        meta = {k: v for k, v in (self.manifest.metadata or {}).items() if not k.startswith(WATERMARK_PREFIX)}
        meta.update({f"{WATERMARK_PREFIX}{name}": value for name, value in watermarks.items()})
        self.manifest.modify(metadata=meta)

    def watermark(self, shard: str) -> int | None:
        value = (self.manifest.metadata or {}).get(f"{WATERMARK_PREFIX}{shard}")
        return int(value) if value is not None else None

    # -- reading ------------------------------------------------------------------------------------

    def readable_shards(self, dept: str | None) -> list[Collection]:
        """Shards whose access list includes ALL or the asker's department."""
        out = []
        for shard in self.shards():
            scope = shard.name[len(self.name) + 1:].rsplit(".", 1)[0]
            access = str((shard.metadata or {}).get("access", "ALL")).split(",")
            if scope == "all" or (dept is not None and dept in access):
                out.append(shard)
        return out

    def _where(self, shard: Collection, dept: str | None, as_of: date, kinds: tuple[str, ...]) -> dict[str, Any] | None:
        if shard.name.endswith(".open") and kinds == SEARCH_KINDS:
            watermark = self.watermark(shard.name)
            if watermark is not None and day_number(as_of) >= watermark:
                return None  # every chunk here is readable by this asker and in force on as_of
            return {"effective_from_n": {"$lte": day_number(as_of)}}
        return chunk_filter(dept, as_of, kinds, prefix=DATED_PREFIX)

    def query(self, vector: np.ndarray, dept: str | None, as_of: date, k: int) -> list[Hit]:
        """Top-k chunks over the shards this asker may read, best first."""
        hits: list[Hit] = []
        for shard in self.readable_shards(dept):
            result = shard.query(
                query_embeddings=vector, n_results=k, where=self._where(shard, dept, as_of, SEARCH_KINDS),
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
        """Chunks by id, kept only if this asker may read them and they are in force on as_of (checked
        on the stored metadata: the ids are known, so no filter has to scan the corpus)."""
        day = day_number(as_of)
        out: list[Hit] = []
        for shard in self.readable_shards(dept):
            got = shard.get(ids=ids, include=["documents", "metadatas"])
            for chunk_id, text, meta in zip(got["ids"], got["documents"] or [], got["metadatas"] or [], strict=False):
                m = dict(meta or {})
                readable = m.get(access_key("ALL")) == ACCESS_YES or (dept and m.get(access_key(dept)) == ACCESS_YES)
                if readable and int(str(m["effective_from_n"])) <= day <= int(str(m["effective_to_n"])):
                    out.append(Hit(chunk_id, text or "", m, 0.0))
        return out

    def table(self, dept: str | None, as_of: date, doc_id: str) -> Hit | None:
        """The whole-table chunk of a table document, if this asker may read it on as_of."""
        where = chunk_filter(dept, as_of, ("table",), prefix=DATED_PREFIX)
        where["$and"].append({"doc_id": doc_id})
        for shard in self.readable_shards(dept):
            if not shard.name.endswith(".dated"):
                continue
            got = shard.get(where=where, include=["documents", "metadatas"])
            if got["ids"]:
                text = (got["documents"] or [""])[0] or ""
                return Hit(got["ids"][0], text, dict((got["metadatas"] or [{}])[0] or {}), 0.0)
        return None

    def count(self) -> int:
        return sum(shard.count() for shard in self.shards())
