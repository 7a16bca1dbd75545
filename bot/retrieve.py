"""The retriever: ranked excerpts the asker may read, from revisions in force on the as-of date."""

from __future__ import annotations

from datetime import date
from typing import Any

from chromadb.api.models.Collection import Collection

from bot.embeddings import Embedder
from bot.index import chunk_filter
from bot.models import Asker, Excerpt


def _excerpt(chunk_id: str, text: str, meta: dict[str, Any], distance: float) -> Excerpt:
    return Excerpt(
        chunk_id=chunk_id,
        doc_id=str(meta["doc_id"]),
        title=str(meta["title"]),
        section=str(meta["section"]),
        revision=int(meta["revision"]),
        text=text,
        score=round(1.0 - float(distance), 4),
        kind=str(meta.get("kind", "section")),
        effective_from=date.fromisoformat(str(meta["effective_from"])),
        effective_to=date.fromisoformat(str(meta["effective_to"])) if meta.get("effective_to") else None,
        access=str(meta.get("access", "ALL")).split(","),
        content_hash=str(meta.get("content_hash", "")),
        source=str(meta.get("source", "")),
        start=int(meta.get("start", 0)),
        end=int(meta.get("end", 0)),
    )


def retrieve(
    collection: Collection,
    embedder: Embedder,
    question: str,
    asker: Asker,
    as_of: date | None = None,
    k: int = 3,
) -> list[Excerpt]:
    """Top-k excerpts, best first. Access and revision filters run inside the Chroma query."""
    vector = embedder.embed([question])
    result = collection.query(
        query_embeddings=vector,
        n_results=k,
        where=chunk_filter(asker.dept, as_of or date.today()),
        include=["documents", "metadatas", "distances"],
    )
    ids = result["ids"][0]
    docs = (result["documents"] or [[]])[0]
    metas = (result["metadatas"] or [[]])[0]
    dists = (result["distances"] or [[]])[0]
    return [
        _excerpt(i, d or "", dict(m or {}), dist)
        for i, d, m, dist in zip(ids, docs, metas, dists, strict=False)
    ]


def load_table(collection: Collection, doc_id: str, asker: Asker, as_of: date | None = None) -> Excerpt | None:
    """The whole table of a table document (for counting questions), if the asker may read it."""
    where = chunk_filter(asker.dept, as_of or date.today(), kinds=("table",))
    where["$and"].append({"doc_id": doc_id})
    got = collection.get(where=where, include=["documents", "metadatas"])
    if not got["ids"]:
        return None
    return _excerpt(got["ids"][0], (got["documents"] or [""])[0], dict((got["metadatas"] or [{}])[0]), 0.0)
