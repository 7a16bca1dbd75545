"""`helpdesk bench digest`: a week of N gap questions (default 10,000) builds its digest.

The questions are written to a fresh SQLite store as the Slack adapter writes them: text, route,
reason, and the query embedding the pipeline stored when it answered. Their texts are the labelled
fixtures' wordings (numbered so they are distinct) and their embeddings the fixtures' own embeddings
with small noise, so the week has real topics at a realistic spread. Timed: `build_digest` end to end
(reading the store, topic nouns, nearest sections, distances, clustering, groups), and the clustering
with scipy (chosen) and scikit-learn's AgglomerativeClustering on the same distances for comparison.
The digest groups 10,000 questions in two stages (`bot.digest.grouping.agglomerate`); the exact grouping of
all of them is timed too, and the agreement of the two is printed (adjusted Rand index).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

from bot.digest.digest import build_digest
from bot.digest.gaps import query_vectors, sections_in_force
from bot.digest.grouping import (
    EXACT_LIMIT,
    SECTION_SIGNAL_FLOOR,
    condensed_distances,
    features,
    group_threshold,
    question_topics,
)
from bot.models import Reason, Result, Route
from bot.runtime import Runtime
from bot.settings import Settings
from bot.store import Store

FIXTURES = Path(__file__).resolve().parent.parent.parent / "cases" / "digest"
WEEK = "2026-W47"
MONDAY = datetime(2026, 11, 15, 15, 0, tzinfo=UTC)  # Monday 2026-11-16 00:00 Asia/Seoul


def _fill(store: Store, texts: list[str], vectors: np.ndarray, model: str) -> None:
    step = timedelta(days=7) / (len(texts) + 1)
    with store.transaction() as conn:
        from sqlalchemy import insert

        from bot.store.schema import question_vectors, questions

        rows = []
        for i, text in enumerate(texts):
            rows.append({
                "id": i + 1, "channel": "D1", "asker_id": f"U{i % 500}", "dept": None, "text": text,
                "thread_ts": None, "event_id": None, "received_at": MONDAY + step * (i + 1), "state": "done",
                "route": Route.HANDOFF.value, "reason": Reason.MODEL_ABSTAINED.value,
            })
        conn.execute(insert(questions), rows)
        conn.execute(insert(question_vectors), [
            {"question_id": i + 1, "model": model, "vector": v.astype(np.float32).tobytes()}
            for i, v in enumerate(vectors)
        ])


def bench_digest(args: argparse.Namespace, settings: Settings) -> list[str]:
    n = int(getattr(args, "questions", 10_000) or 10_000)
    runtime = Runtime(settings)
    runtime.ingest()
    base = [q["text"] for f in ("tuning.json", "tuning2.json", "heldout.json")
            for q in json.loads((FIXTURES / f).read_text(encoding="utf-8"))["questions"]]
    base_vectors = query_vectors(runtime.embedder, base, runtime.glossary)
    rng = np.random.default_rng(12)
    picks = rng.integers(0, len(base), size=n)
    texts = [f"{base[p]} ({i})" for i, p in enumerate(picks)]
    vectors = base_vectors[picks] + rng.normal(scale=0.02, size=(n, base_vectors.shape[1])).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    lines = [f"digest of {n:,} gap questions ({len(base)} labelled wordings, embeddings with noise)"]
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"sqlite:///{tmp}/bench.sqlite3")
        _fill(store, texts, vectors, runtime.embedder.name)
        _ = Result  # the rows are what finish_question writes for a handed-off Result
        started, cpu = time.perf_counter(), time.process_time()
        digest = build_digest(store, WEEK, runtime.embedder, runtime.collection, tz=settings.timezone,
                              policy_floor=settings.threshold, glossary=runtime.glossary)
        total, cpu = time.perf_counter() - started, time.process_time() - cpu
        store.close()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines.append(f"build_digest end to end: {total:.2f} s wall, {cpu:.2f} s CPU (load average {load:.1f} on "
                 f"{os.cpu_count()} cores), {len(digest.groups)} groups, "
                 f"largest {digest.groups[0].count if digest.groups else 0}")
    digest_labels = np.zeros(n, dtype=np.int64)
    for number, group in enumerate(digest.groups):
        digest_labels[[qid - 1 for qid in group.question_ids]] = number
    lines += _compare_libraries(texts, vectors, runtime, settings, digest_labels)
    return lines


def _compare_libraries(
    texts: list[str], vectors: np.ndarray, runtime: Runtime, settings: Settings, digest_labels: np.ndarray,
) -> list[str]:
    """Exact average linkage on all n questions (what `build_digest` does below `EXACT_LIMIT`):
    its cost, and how far the digest's two-stage grouping agrees with it."""
    from scipy.cluster.hierarchy import fcluster, linkage
    from sklearn.cluster import AgglomerativeClustering
    from sklearn.metrics import adjusted_rand_score

    threshold = group_threshold(runtime.embedder.name)
    # The same signals as `group_questions` in the digest (sections in force on the week's last day,
    # a nearest section only above the section floor).
    policy = sections_in_force(runtime.collection(), (MONDAY + timedelta(days=7)).date())
    sims = vectors @ policy.vectors.T
    nearest = [policy.sections[int(b)].key if sims[i, int(b)] >= SECTION_SIGNAL_FLOOR else None
               for i, b in enumerate(sims.argmax(axis=1))]
    rows = features(vectors, nearest, question_topics(texts, runtime.glossary))
    t0 = time.perf_counter()
    condensed = condensed_distances(rows)
    t_dist = time.perf_counter() - t0
    t0 = time.perf_counter()
    ours = fcluster(linkage(condensed, method="average"), t=1 - threshold, criterion="distance")
    t_scipy = time.perf_counter() - t0
    agreement = adjusted_rand_score(ours, digest_labels)
    out = [f"exact, all {len(rows):,} questions: distances (blocked matrix products, condensed) {t_dist:.2f} s, "
           f"scipy.cluster.hierarchy.linkage(average) + fcluster {t_scipy:.2f} s, {len(set(ours))} groups",
           f"digest (two stages, sample of {min(EXACT_LIMIT, len(rows)):,}) vs exact: adjusted Rand index "
           f"{agreement:.3f}"]
    m = min(len(rows), 4000)  # scikit-learn wants the square matrix: n^2 doubles
    square = 1.0 - rows.rows(range(m)).similarities(0, m)
    np.fill_diagonal(square, 0.0)
    t0 = time.perf_counter()
    AgglomerativeClustering(n_clusters=None, metric="precomputed", linkage="average",
                            distance_threshold=1 - threshold).fit(np.clip(square, 0, 2).astype(np.float64))
    t_sklearn = time.perf_counter() - t0
    t0 = time.perf_counter()
    linkage(condensed_distances(rows.rows(range(m))), method="average")
    t_scipy_m = time.perf_counter() - t0
    out.append(f"on {m:,} questions: scikit-learn AgglomerativeClustering(average, precomputed) {t_sklearn:.2f} s, "
               f"scipy linkage {t_scipy_m:.2f} s")
    return out
