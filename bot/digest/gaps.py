"""Grouping gap questions by topic: the signals (embedding, nearest policy section, topic nouns), the
groups, each group's nearest section and label. Shared by the digest and `helpdesk digest --evaluate`."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import numpy as np

from bot.digest.grouping import (
    DEFAULT_WEIGHTS,
    EXACT_LIMIT,
    SECTION_SIGNAL_FLOOR,
    Weights,
    agglomerate,
    features,
    label_of,
    medoid_order,
    question_topics,
)
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import DATED_PREFIX, SEARCH_KINDS, PolicyIndex, chunk_filter, day_number

VOTE_K = 3  # each member votes for its three nearest sections


@dataclass(frozen=True)
class Section:
    doc_id: str
    title: str
    section: str

    @property
    def key(self) -> str:
        return f"{self.doc_id}#{self.section}"


@dataclass
class PolicySections:
    """The policy sections everyone may read on a date, with their embeddings."""

    sections: list[Section] = field(default_factory=list)
    vectors: np.ndarray = field(default_factory=lambda: np.zeros((0, 1), dtype=np.float32))


def sections_in_force(index: PolicyIndex, as_of: date) -> PolicySections:
    """Every searchable chunk readable by all and in force on `as_of` (the policy corpus is small:
    reading it whole is cheaper than one query per question)."""
    found: list[Section] = []
    vectors: list[np.ndarray] = []
    for spec in index.readable_shards(None):
        if spec.tier == "open":
            where: dict[str, Any] = {"effective_from_n": {"$lte": day_number(as_of)}}
        else:  # dated shards and the merged one: access and dates filtered inside Chroma
            where = chunk_filter(None, as_of, SEARCH_KINDS, prefix=DATED_PREFIX)
        got = index.collection(spec).get(where=where, include=["metadatas", "embeddings"])
        embeddings = got.get("embeddings")
        if embeddings is None or not len(embeddings):
            continue
        for meta, vector in zip(got["metadatas"] or [], embeddings, strict=False):
            m = dict(meta or {})
            found.append(Section(str(m["doc_id"]), str(m["title"]), str(m["section"])))
            vectors.append(np.asarray(vector, dtype=np.float32))
    if not found:
        return PolicySections()
    matrix = np.vstack(vectors)
    matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)
    return PolicySections(found, matrix)


def query_vectors(embedder: Embedder, texts: Sequence[str], glossary: Glossary | None) -> np.ndarray:
    """Embeddings as the pipeline makes them (the question with the glossary's policy words added)."""
    if not texts:
        return np.zeros((0, 1), dtype=np.float32)
    queries = [glossary.expand_query(t) if glossary else t for t in texts]
    return np.asarray(embedder.embed(queries), dtype=np.float32)


@dataclass
class Group:
    members: list[int]  # indices into the input, most central first
    label: str
    nearest: Section | None
    nearest_score: float


def signals(
    texts: Sequence[str], vectors: np.ndarray, policy: PolicySections | None, glossary: Glossary | None,
    section_floor: float = SECTION_SIGNAL_FLOOR,
) -> tuple[list[list[str]], list[str | None], np.ndarray | None]:
    """Each question's topic nouns, its nearest policy section (None below `section_floor`), and the
    question x section similarities (None without policy sections)."""
    topics = question_topics(texts, glossary)
    sims = None
    nearest: list[str | None] = [None] * len(texts)
    if policy is not None and policy.sections:
        sims = vectors @ policy.vectors.T
        best = sims.argmax(axis=1)
        nearest = [policy.sections[int(b)].key if sims[i, int(b)] >= section_floor else None
                   for i, b in enumerate(best)]
    return topics, nearest, sims


def group_questions(
    texts: Sequence[str], vectors: np.ndarray, policy: PolicySections | None, *,
    threshold: float, floor: float, weights: Weights = DEFAULT_WEIGHTS, glossary: Glossary | None = None,
    section_floor: float = SECTION_SIGNAL_FLOOR, exact_limit: int = EXACT_LIMIT,
) -> list[Group]:
    """Topic groups, each with its label and the section its members retrieve most strongly
    (above `exact_limit` questions the clustering runs in two stages, see `agglomerate`)."""
    if len(texts) == 0:
        return []
    topics, nearest, sims = signals(texts, vectors, policy, glossary, section_floor)
    rows = features(vectors, nearest, topics, weights)
    groups = []
    for indices in agglomerate(rows, threshold, exact_limit):
        order = medoid_order(vectors, indices)
        section, score = _nearest(sims, policy, order, floor)
        groups.append(Group(order, label_of([topics[i] for i in order]), section, score))
    return groups


def _nearest(
    sims: np.ndarray | None, policy: PolicySections | None, members: list[int], floor: float
) -> tuple[Section | None, float]:
    """The section with the most summed score among the members' top hits (None below the floor)."""
    if sims is None or policy is None:
        return None, 0.0
    votes: dict[int, float] = defaultdict(float)
    best: dict[int, float] = {}
    for i in members:
        row = sims[i]
        top = np.argsort(-row, kind="stable")[:VOTE_K]
        for column in top:
            c = int(column)
            votes[c] += float(row[c])
            best[c] = max(best.get(c, -1.0), float(row[c]))
    winner = min(votes, key=lambda c: (-round(votes[c], 6), c))
    if best[winner] < floor:
        return None, best[winner]
    return policy.sections[winner], round(best[winner], 4)
