"""Digest grouping at scale (issue 12): above `exact_limit` questions, average linkage on a sample and
the other questions joined by average similarity; repeated questions analysed once."""

from __future__ import annotations

import numpy as np
from scipy import sparse

from bot.digest.gaps import group_questions
from bot.digest.grouping import Features, agglomerate, question_topics


def _topics(rng: np.random.Generator, sizes: list[int], dim: int = 32, noise: float = 0.15) -> np.ndarray:
    centres = rng.normal(size=(len(sizes), dim))
    rows = np.vstack([c + rng.normal(scale=noise, size=(k, dim)) for c, k in zip(centres, sizes, strict=True)])
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def _partition(groups: list[list[int]]) -> set[frozenset[int]]:
    return {frozenset(g) for g in groups}


def test_group_means_give_the_average_similarity_to_the_members() -> None:
    rng = np.random.default_rng(3)
    dense = rng.normal(size=(30, 8)).astype(np.float32)
    topic = sparse.random(30, 50, density=0.1, format="csr", dtype=np.float32, random_state=4)
    rows = Features(dense, sparse.csr_matrix(topic))
    groups = [[0, 5, 9], [1], list(range(10, 30))]
    full = rows.similarities(0, 30)
    expected = np.stack([full[:, g].mean(axis=1) for g in groups], axis=1)
    assert np.allclose(rows.cross(rows.means(groups)), expected, atol=1e-5)


def test_two_stages_find_the_same_groups_as_exact_linkage() -> None:
    rows = _topics(np.random.default_rng(11), [40] * 12)
    order = np.random.default_rng(12).permutation(len(rows))
    rows = rows[order]
    exact = agglomerate(rows, 0.5, exact_limit=10_000)
    assert len(exact) == 12
    assert _partition(agglomerate(rows, 0.5, exact_limit=100)) == _partition(exact)


def test_a_topic_missing_from_the_sample_still_gets_its_own_group() -> None:
    big = _topics(np.random.default_rng(5), [100, 100])
    rare = _topics(np.random.default_rng(6), [3])
    # linspace(0, 202, 50) samples every ~4th row: rows 1-3 are not in the sample.
    rows = np.vstack([big[:1], rare, big[1:]])
    groups = agglomerate(rows, 0.5, exact_limit=50)
    assert [1, 2, 3] in groups
    assert _partition(groups) == _partition(agglomerate(rows, 0.5, exact_limit=10_000))


def test_repeated_questions_collapse_to_one_group_with_their_count() -> None:
    rng = np.random.default_rng(8)
    laptop, vpn = rng.normal(size=(2, 16)).astype(np.float32)
    texts = ["노트북 사양은 어떻게 되나요?"] * 50 + ["VPN이 너무 느려요"] * 30
    vectors = np.vstack([np.tile(laptop, (50, 1)), np.tile(vpn, (30, 1))])
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    order = rng.permutation(80)
    texts, vectors = [texts[i] for i in order], vectors[order]
    groups = group_questions(texts, vectors, None, threshold=0.3, floor=0.5, exact_limit=20)
    assert sorted(len(g.members) for g in groups) == [30, 50]
    for group in groups:
        assert len({texts[i] for i in group.members}) == 1
    assert "노트북" in next(g.label for g in groups if len(g.members) == 50)


def test_topic_nouns_of_a_repeated_question_are_independent_copies() -> None:
    topics = question_topics(["노트북 사양은 어떻게 되나요?"] * 2)
    assert topics[0] == topics[1] and topics[0]
    topics[0].append("x")
    assert "x" not in topics[1]
