"""Choosing the digest grouping's weights and cut for an embedding model from labelled fixtures
(`helpdesk digest --calibrate FILE [FILE ...]`).

The rule: every weight combination of `WEIGHT_GRID` and every cut of `CUTS` groups each fixture as the
digest does (same signals, exact average linkage); a (weights, cut) scores the mean adjusted Rand
index over the fixtures, smoothed over its neighbouring cuts (the mean of three), so that the choice
sits on a plateau rather than a spike one fixture happens to like. Highest smoothed score wins; ties
go to the first in grid order. Calibrate on tuning fixtures only, never on the held-out one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import numpy as np
from scipy.cluster.hierarchy import fcluster, linkage
from sklearn.metrics import adjusted_rand_score

from bot.digest.evaluate import Fixture
from bot.digest.gaps import query_vectors, sections_in_force, signals
from bot.digest.grouping import Weights, condensed_distances, features
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex

WEIGHT_GRID = tuple(
    Weights(embedding, section, round(1.0 - embedding - section, 4))
    for embedding in (0.5, 0.6, 0.7, 0.8) for section in (0.0, 0.1)
)
CUTS = tuple(float(c) for c in np.round(np.arange(0.0, 0.5001, 0.0125), 4))


@dataclass(frozen=True)
class Choice:
    weights: Weights
    cut: float
    smoothed: float  # mean ARI over the fixtures, averaged with the two neighbouring cuts
    per_fixture: tuple[float, ...]  # ARI of each fixture at this cut


def choose(scores: np.ndarray, grid: tuple[Weights, ...], cuts: tuple[float, ...]) -> list[Choice]:
    """`scores[w, c, f]`: ARI of fixture f grouped with weights w at cut c. Every weight combination's
    best smoothed cut, best first (ties in grid order)."""
    mean = scores.mean(axis=2)
    padded = np.pad(mean, ((0, 0), (1, 1)), mode="edge")
    smoothed = (padded[:, :-2] + padded[:, 1:-1] + padded[:, 2:]) / 3.0
    best = []
    for w, weights in enumerate(grid):
        c = int(np.argmax(smoothed[w]))
        best.append(Choice(weights, cuts[c], round(float(smoothed[w, c]), 4),
                           tuple(round(float(x), 4) for x in scores[w, c])))
    order = sorted(range(len(best)), key=lambda i: (-best[i].smoothed, i))
    return [best[i] for i in order]


def score_grid(
    fixtures: list[Fixture], embedder: Embedder, index: PolicyIndex | None, glossary: Glossary | None,
    grid: tuple[Weights, ...] = WEIGHT_GRID, cuts: tuple[float, ...] = CUTS,
) -> np.ndarray:
    """ARI of every fixture for every weight combination and cut (one linkage per fixture and weights)."""
    scores = np.zeros((len(grid), len(cuts), len(fixtures)))
    for f, fixture in enumerate(fixtures):
        texts = [q.text for q in fixture.questions]
        truth = [q.topic for q in fixture.questions]
        vectors = query_vectors(embedder, texts, glossary)
        policy = sections_in_force(index, fixture.as_of or date.today()) if index is not None else None
        topics, nearest, _ = signals(texts, vectors, policy, glossary)
        for w, weights in enumerate(grid):
            tree = linkage(condensed_distances(features(vectors, nearest, topics, weights)), method="average")
            for c, cut in enumerate(cuts):
                assigned = fcluster(tree, t=1.0 - cut, criterion="distance")
                scores[w, c, f] = adjusted_rand_score(truth, assigned)
    return scores


def render(choices: list[Choice], names: list[str]) -> str:
    lines = [f"fixtures: {', '.join(names)}",
             "weights (embedding / section / topics)  best cut  smoothed mean ARI  ARI per fixture"]
    for i, c in enumerate(choices):
        mark = "*" if i == 0 else " "
        w = c.weights
        lines.append(f"{mark} {w.embedding:.2f} / {w.section:.2f} / {w.topics:.2f}              {c.cut:<8.4f}  "
                     f"{c.smoothed:.3f}              {' / '.join(f'{x:.3f}' for x in c.per_fixture)}")
    lines.append("* chosen: set Weights and GROUP_THRESHOLDS in bot/digest/grouping.py for this embedding model")
    return "\n".join(lines)
