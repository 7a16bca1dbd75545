"""The retriever: ranked excerpts the asker may read, from revisions in force on the as-of date."""

from __future__ import annotations

from datetime import date
from typing import Any

import numpy as np

from bot.answer import lexical
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex
from bot.language import english
from bot.models import Asker, Excerpt
from bot.rules import infection_story, product_names


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


def retrieve_with_vector(
    index: PolicyIndex,
    embedder: Embedder,
    question: str,
    asker: Asker,
    as_of: date | None = None,
    k: int = 3,
    glossary: Glossary | None = None,
    reserve: int = 0,
) -> tuple[list[Excerpt], np.ndarray]:
    """`retrieve`, and the query's embedding (the digest groups questions by it); `reserve`: that many more
    excerpts after the first `k` for a strict second look (bot.answer.lexical.fuse)."""
    asked = question = english.normalize(question)  # English idioms in plain words ("left X in a cab" -> lost X)
    if glossary is not None:
        # products and acronyms spelled in Hangul as the policies name them ("브이쓰리" -> V3)
        asked = question = product_names.as_policy_names(question, glossary)
        question = english.expand_query(glossary, question)  # inflected English words too ("leaked" -> leak)
    if infection_story.describes_infection(question):  # "파일 이름이 다 바뀌고 돈 보내라는 창이 떴어요"
        question = f"{question} {infection_story.SEARCHED}"
    vector = embedder.embed([question])
    hits = index.query(vector, asker.dept, as_of or date.today(), max(k + reserve, lexical.WIDE_POOL))
    found = [_excerpt(h.chunk_id, h.text, h.meta, h.distance) for h in hits]
    return lexical.fuse(asked, found, k, glossary, reserve), vector[0]


def retrieve(
    index: PolicyIndex,
    embedder: Embedder,
    question: str,
    asker: Asker,
    as_of: date | None = None,
    k: int = 3,
    glossary: Glossary | None = None,
) -> list[Excerpt]:
    """Top-k excerpts, best first. Access and revision filters run inside Chroma (see bot.knowledge.index).
    With a glossary, the question is searched with the policy words added (암호 -> 비밀번호)."""
    return retrieve_with_vector(index, embedder, question, asker, as_of, k, glossary)[0]


def load_table(index: PolicyIndex, doc_id: str, asker: Asker, as_of: date | None = None) -> Excerpt | None:
    """The whole table of a table document (for counting questions), if the asker may read it."""
    hit = index.table(asker.dept, as_of or date.today(), doc_id)
    return _excerpt(hit.chunk_id, hit.text, hit.meta, 0.0) if hit else None
