"""Large shards searched by a compressed scan and an exact re-rank (bot.knowledge.fastscan) beside their Chroma
collection."""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

import numpy as np
import pytest

import bot.knowledge.index
from bot.errors import IndexError_
from bot.knowledge.fastscan import REFINED, ScanShard, ScanStore, build, subquantizers
from bot.knowledge.index import Handles, PolicyIndex, open_client
from bot.knowledge.ingest import ingest
from bot.runtime import Runtime
from bot.settings import load_settings
from tests.hash_embedder import HashEmbedder
from tests.test_index_generations import write_corpus

TODAY = date(2026, 11, 30)


def test_four_dimensions_per_code_where_the_dimension_allows() -> None:
    assert subquantizers(512) == 128
    assert subquantizers(3072) == 256  # at most 256 codes
    assert subquantizers(30) == 6  # the largest divisor within dim / 4
    assert subquantizers(3) == 1


def test_a_shard_within_the_re_ranked_candidates_is_searched_exactly() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(3000, 32)).astype(np.float32)
    ids = [f"c{i}" for i in range(len(vectors))]
    shard = build(vectors, ids)
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    for query in rng.normal(size=(5, 32)).astype(np.float32):
        scores = unit @ (query / np.linalg.norm(query))
        expected = [ids[i] for i in np.argsort(-scores)[:10]]
        got = shard.search(query, 10)
        assert [i for i, _ in got] == expected
        assert [d for _, d in got] == pytest.approx([1 - scores[ids.index(i)] for i in expected], abs=1e-5)


def test_a_larger_shard_returns_exact_scores_and_mostly_exact_search_s_top() -> None:
    """Beyond REFINED rows the compressed scan chooses the candidates: each returned score is still
    exact, and for clustered data like chunk vectors the top 8 are exact search's."""
    rng = np.random.default_rng(3)
    centres = rng.normal(size=(200, 64)).astype(np.float32)
    vectors = centres[rng.integers(0, 200, size=40_000)] + 0.6 * rng.normal(size=(40_000, 64)).astype(np.float32)
    ids = [f"c{i}" for i in range(len(vectors))]
    assert len(ids) > 4 * REFINED
    shard = build(vectors, ids)
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    same = 0
    for query in rng.normal(size=(20, 64)).astype(np.float32):
        scores = unit @ (query / np.linalg.norm(query))
        got = shard.search(query, 8)
        assert [d for _, d in got] == pytest.approx([1 - scores[int(i[1:])] for i, _ in got], abs=1e-5)
        same += [int(i[1:]) for i, _ in got] == list(np.argsort(-scores)[:8])
    assert same >= 18


@pytest.fixture
def large(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A 1,200-chunk corpus whose open shard is "large": above the exact limit and the scan minimum."""
    monkeypatch.setattr(bot.knowledge.index, "EXACT_MAX", 100)
    policies = tmp_path / "policies"
    write_corpus(policies, docs=3, sections=400)
    return policies, open_client(load_settings(data_dir=tmp_path / "data"))


def searched_by_scan(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = ScanShard.search

    def spy(self: ScanShard, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        calls.append(k)
        return original(self, vector, k)

    monkeypatch.setattr(ScanShard, "search", spy)
    return calls


def test_ingest_writes_the_index_and_questions_are_answered_through_it(  # type: ignore[no-untyped-def]
    large, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    policies, client = large
    scan_dir = tmp_path / "fastscan"
    ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0, scans=ScanStore(scan_dir, min_chunks=500))
    assert sorted(p.suffix for p in scan_dir.iterdir()) == [".faiss", ".npy"]  # one shard: pol.all.open
    calls = searched_by_scan(monkeypatch)
    index = PolicyIndex.find(client, "pol", Handles(ScanStore(scan_dir, min_chunks=500)))  # a serving process
    assert index is not None
    for chunk_id, vector, meta in stored(index, 20):  # each chunk, asked with its own vector, comes first
        hits = index.query(vector[None, :], None, TODAY, 3)
        assert hits[0].chunk_id == chunk_id and hits[0].distance == pytest.approx(0.0, abs=1e-5)
        assert hits[0].meta == meta and hits[0].text  # text and metadata come from Chroma by id
    assert len(calls) == 20, "the large shard was searched by Chroma, not by its scan index"


def stored(index: PolicyIndex, n: int) -> list[tuple[str, np.ndarray, dict[str, object]]]:
    """n chunks of the large shard with their stored vectors and metadata."""
    spec = max(index.layout.shards, key=lambda s: s.count)
    got = index.collection(spec).get(limit=n, offset=300, include=["embeddings", "metadatas"])
    return [(i, np.asarray(v, dtype=np.float32), dict(m or {}))
            for i, v, m in zip(got["ids"], got["embeddings"], got["metadatas"] or [], strict=True)]


def test_a_reingest_removes_the_files_of_collections_no_reader_uses(large, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    policies, client = large
    scan_dir = tmp_path / "fastscan"
    store = ScanStore(scan_dir, min_chunks=500)
    for round_ in range(3):  # each ingest changes the shard: a new collection, a new index file
        write_corpus(policies, docs=1, sections=400, word=f"개정{round_}", prefix="r")
        ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0, scans=store)
    live = {c.name for c in client.list_collections()}
    files = sorted(scan_dir.glob("*.faiss"))
    assert len(files) == 2  # the live generation's and the previous one's
    assert all(f.name.rsplit(".", 2)[0] in live for f in files)


def without_scan_file(large, store: ScanStore) -> tuple[PolicyIndex, str, np.ndarray]:  # type: ignore[no-untyped-def]
    """The large corpus ingested without a scan file, opened by a process with `store`; one stored chunk's id
    and vector."""
    policies, client = large
    ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0)  # an ingest that wrote no file
    index = PolicyIndex.find(client, "pol", Handles(store))
    assert index is not None
    ((chunk_id, vector, _),) = stored(index, 1)
    return index, chunk_id, vector


def test_without_the_file_chroma_answers_and_the_index_is_built_in_the_background(  # type: ignore[no-untyped-def]
    large, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan_dir = tmp_path / "fastscan"
    calls = searched_by_scan(monkeypatch)
    index, chunk_id, vector = without_scan_file(large, ScanStore(scan_dir, min_chunks=500))
    first = index.query(vector[None, :], None, TODAY, 3)
    assert not calls and first[0].chunk_id == chunk_id  # Chroma's HNSW answered
    deadline = time.monotonic() + 60
    while index.scan(next(s for s in index.layout.shards if s.count > 500)) is None:
        assert time.monotonic() < deadline, "the background build never finished"
        time.sleep(0.1)
    assert list(scan_dir.glob("*.faiss")), "the background build wrote no index file"
    again = index.query(vector[None, :], None, TODAY, 3)
    assert calls and again[0].chunk_id == chunk_id


def test_a_one_shot_process_searches_with_chroma_and_starts_no_build(  # type: ignore[no-untyped-def]
    large, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan_dir = tmp_path / "fastscan"
    calls = searched_by_scan(monkeypatch)
    started: list[str] = []
    monkeypatch.setattr(ScanStore, "_build_quietly", lambda self, *args: started.append("build"))
    index, chunk_id, vector = without_scan_file(large, ScanStore(scan_dir, min_chunks=500, build_missing=False))
    for _ in range(3):
        assert index.query(vector[None, :], None, TODAY, 3)[0].chunk_id == chunk_id  # Chroma's HNSW answered
    time.sleep(0.2)
    assert not calls and not started and not scan_dir.exists()


def test_a_damaged_file_is_built_again(large, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    policies, client = large
    scan_dir = tmp_path / "fastscan"
    ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0, scans=ScanStore(scan_dir, min_chunks=500))
    (damaged,) = scan_dir.glob("*.faiss")
    damaged.write_bytes(b"not an index")
    index = PolicyIndex.find(client, "pol", Handles(ScanStore(scan_dir, min_chunks=500)))
    assert index is not None
    spec = next(s for s in index.layout.shards if s.count > 500)
    shard = index.scan(spec, wait=True)
    assert shard is not None and shard.count == spec.count
    assert damaged.stat().st_size > 1000  # written again


def test_an_unwritable_scan_directory_stops_the_ingest_before_anything_is_published(  # type: ignore[no-untyped-def]
    large, tmp_path: Path
) -> None:
    policies, client = large
    ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0)  # live: generation 1, no scan files
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("a file where the scan directory should be")
    write_corpus(policies, docs=1, sections=10, word="개정", prefix="new")
    with pytest.raises(IndexError_, match=r"scan index could not be written.*live index is unchanged"):
        ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0, scans=ScanStore(blocked, min_chunks=500))
    index = PolicyIndex.find(client, "pol")
    assert index is not None and index.generation == 1 and index.count() == 1200


def test_a_failed_background_build_is_not_retried_on_every_question(  # type: ignore[no-untyped-def]
    large, tmp_path: Path
) -> None:
    policies, client = large
    ingest(client, "pol", HashEmbedder(), policies, TODAY, merge_below=0)
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("a file where the scan directory should be")
    store = ScanStore(blocked, min_chunks=500)
    index = PolicyIndex.find(client, "pol", Handles(store))
    assert index is not None
    spec = next(s for s in index.layout.shards if s.count > 500)
    builds: list[str] = []
    original = store._build

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        builds.append(args[2])
        return original(*args, **kwargs)

    store._build = counted  # type: ignore[method-assign]
    assert index.scan(spec) is None
    deadline = time.monotonic() + 30
    while not store._failed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert store._failed, "the build did not fail"
    for _ in range(5):  # later questions: Chroma answers, no new build
        assert index.scan(spec) is None
    time.sleep(0.2)
    assert builds == [spec.collection]


def test_serve_s_warm_up_loads_the_scan_index_that_helpdesk_ingest_wrote(  # type: ignore[no-untyped-def]
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The settings reach both ends: `Runtime.ingest` writes the file under the data directory, a new
    process's warm-up loads it, and its questions are searched through it."""
    monkeypatch.setattr(bot.knowledge.index, "EXACT_MAX", 100)
    policies = tmp_path / "policies"
    write_corpus(policies, docs=3, sections=700)  # 2,100 chunks: above MERGE_BELOW, so an open shard
    (policies / "glossary.yaml").write_text("{}\n", encoding="utf-8")
    settings = load_settings(data_dir=tmp_path / "data", policies_dir=policies, fastscan_min_chunks=1000)
    Runtime(settings, embedder=HashEmbedder()).ingest()
    assert len(list((tmp_path / "data" / "fastscan").glob("*.faiss"))) == 1
    calls = searched_by_scan(monkeypatch)
    serving = Runtime(settings, embedder=HashEmbedder())
    serving.warm_up()
    index = serving.collection()
    assert serving._handles.scans is not None and serving._handles.scans._held, "warm-up did not load it"
    ((chunk_id, vector, _),) = stored(index, 1)
    assert index.query(vector[None, :], None, TODAY, 3)[0].chunk_id == chunk_id
    assert calls
