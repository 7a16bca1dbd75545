"""New shards carry the configured HNSW parameters; a live index built with other ones is rebuilt by
the next ingest (stored vectors copied, nothing embedded) while the previous generation keeps serving."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest

import bot.knowledge.index_writer
from bot.knowledge.index import PolicyIndex, open_client
from bot.knowledge.index_writer import HNSW, GenerationWriter
from bot.knowledge.ingest import ingest
from bot.settings import load_settings
from tests.conftest import POLICIES
from tests.hash_embedder import HashEmbedder

TODAY = date(2026, 11, 30)
CHROMA_DEFAULTS = {"hnsw:space": "cosine", "hnsw:M": 16, "hnsw:construction_ef": 100, "hnsw:search_ef": 100}


def _graph(collection: Any) -> dict[str, Any]:
    hnsw = collection.configuration["hnsw"]
    return {"hnsw:space": hnsw["space"], "hnsw:M": hnsw["max_neighbors"],
            "hnsw:construction_ef": hnsw["ef_construction"], "hnsw:search_ef": hnsw["ef_search"]}


@pytest.fixture
def client(tmp_path: Path):  # type: ignore[no-untyped-def]
    return open_client(load_settings(data_dir=tmp_path / "data"))


def test_the_defaults_are_not_chromas() -> None:
    assert HNSW["hnsw:M"] > CHROMA_DEFAULTS["hnsw:M"]
    assert HNSW["hnsw:construction_ef"] > CHROMA_DEFAULTS["hnsw:construction_ef"]
    assert HNSW["hnsw:search_ef"] > CHROMA_DEFAULTS["hnsw:search_ef"]


def test_ingested_shards_carry_the_configured_parameters(client) -> None:  # type: ignore[no-untyped-def]
    ingest(client, "pol", HashEmbedder(), POLICIES, TODAY, merge_below=0)
    live = PolicyIndex.find(client, "pol")
    assert live is not None and len(live.layout.shards) >= 3  # open and dated shards, several scopes
    for spec in live.layout.shards:
        assert _graph(live.collection(spec)) == HNSW, spec.name


def test_a_shard_built_with_other_parameters_is_rebuilt_from_its_stored_vectors(  # type: ignore[no-untyped-def]
    client, monkeypatch: pytest.MonkeyPatch
) -> None:
    embedder = HashEmbedder()
    with monkeypatch.context() as m:
        m.setattr(bot.knowledge.index_writer, "HNSW", CHROMA_DEFAULTS)  # an index built before the defaults changed
        ingest(client, "pol", embedder, POLICIES, TODAY, merge_below=0)
    old = PolicyIndex.find(client, "pol")
    assert old is not None
    vector = embedder.embed(["VPN 인증서 유효기간"])
    before = [(h.chunk_id, round(h.distance, 5)) for h in old.query(vector, "IT", TODAY, 5)]
    embedded = embedder.count

    report = ingest(client, "pol", embedder, POLICIES, TODAY, merge_below=0)

    assert embedder.count == embedded, "nothing embedded: the stored vectors are copied"
    assert set(report.reindexed) == {s.name for s in old.layout.shards}
    assert f"M 16 -> {HNSW['hnsw:M']}" in report.reindexed[old.layout.shards[0].name]
    assert "rebuilt for new HNSW parameters" in report.summary()
    new = PolicyIndex.find(client, "pol")
    assert new is not None and new.generation > old.generation and new.count() == old.count()
    for spec in new.layout.shards:
        assert _graph(new.collection(spec)) == HNSW
    for spec in old.layout.shards:  # the previous generation is still there for readers that hold it
        assert _graph(old.collection(spec)) == CHROMA_DEFAULTS
    assert [(h.chunk_id, round(h.distance, 5)) for h in new.query(vector, "IT", TODAY, 5)] == before
    again = ingest(client, "pol", embedder, POLICIES, TODAY, merge_below=0)
    assert not again.reindexed and PolicyIndex.find(client, "pol").generation == new.generation  # type: ignore[union-attr]


def test_an_unfinished_shard_with_other_parameters_is_started_again(  # type: ignore[no-untyped-def]
    client, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as m:
        m.setattr(bot.knowledge.index_writer, "HNSW", CHROMA_DEFAULTS)
        first = GenerationWriter(client, "pol", "hash-v1")
        generation = first.begin()
        partial = first.collection("pol.all.open", "ALL")
        first.write(partial, ["a"], [[1.0, 0.0]], ["text"], [{"k": 1}])  # an interrupted run's rows
    writer = GenerationWriter(client, "pol", "hash-v1")
    assert writer.begin() == generation  # the unfinished generation is continued
    collection = writer.collection("pol.all.open", "ALL")
    assert _graph(collection) == HNSW and collection.count() == 0
