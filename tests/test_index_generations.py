"""Re-ingest while serving: a new generation is built beside the live one and switched at once."""

from __future__ import annotations

import shutil
import threading
from datetime import date
from pathlib import Path

import pytest

import bot.knowledge.ingest
from bot.answer.retrieve import retrieve
from bot.knowledge.index import BUILDING_KEY, PolicyIndex, open_client, open_manifest
from bot.knowledge.ingest import ingest
from bot.models import Asker
from bot.settings import load_settings
from tests.conftest import POLICIES
from tests.hash_embedder import HashEmbedder

TODAY = date(2026, 11, 30)


def write_corpus(
    folder: Path, docs: int, sections: int, *, access: str = "ALL", word: str = "규정", prefix: str = ""
) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for d in range(docs):
        body = "\n".join(f"## {s}. 항목 {s}\n- 문서 {d} 항목 {s}의 {word} 내용입니다.\n" for s in range(sections))
        (folder / f"{prefix}doc{d}.md").write_text(
            f"---\ndoc_id: {prefix}doc{d}\ntitle: 문서 {d}\nrevision: 1\neffective_from: 2024-01-01\naccess: {access}\n"
            f"owner: IT\n---\n\n{body}", encoding="utf-8")


@pytest.fixture
def client(tmp_path: Path):  # type: ignore[no-untyped-def]
    return open_client(load_settings(data_dir=tmp_path / "data"))


class FailingEmbedder(HashEmbedder):
    """Fails on its n-th call, like a model server going away in the middle of an ingest."""

    def __init__(self, fail_on_call: int) -> None:
        super().__init__()
        self.fail_on_call = fail_on_call

    def embed(self, texts):  # type: ignore[no-untyped-def]
        if self.calls + 1 == self.fail_on_call:
            self.calls += 1
            raise RuntimeError("model went away")
        return super().embed(texts)


def test_interrupted_ingest_keeps_the_live_index_and_the_next_run_finishes(  # type: ignore[no-untyped-def]
    client, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.knowledge.ingest, "EMBED_BATCH", 500)
    policies = tmp_path / "policies"
    write_corpus(policies, docs=3, sections=400)  # 1,200 chunks: 3 embedding batches
    first = ingest(client, "pol", HashEmbedder(), policies, TODAY, batch_size=500)
    live = PolicyIndex.find(client, "pol")
    assert live is not None and live.count() == first.chunks == 1200

    shutil.rmtree(policies)
    write_corpus(policies, docs=3, sections=400, word="개정된 규정")  # every chunk changes
    failing = FailingEmbedder(fail_on_call=2)
    with pytest.raises(RuntimeError, match="model went away"):
        ingest(client, "pol", failing, policies, TODAY, batch_size=500)
    during = PolicyIndex.find(client, "pol")
    assert during is not None and during.layout == live.layout  # readers still see the old generation
    hits = during.fetch(None, TODAY, ["doc0@r1#0. 항목 0"])
    assert hits and "개정된" not in hits[0].text
    assert open_manifest(client, "pol").metadata[BUILDING_KEY]  # type: ignore[union-attr]

    resumed = HashEmbedder()
    report = ingest(client, "pol", resumed, policies, TODAY, batch_size=500)
    assert report.embedded == resumed.count == 1200 - 500  # the batch written before the failure is kept
    after = PolicyIndex.find(client, "pol")
    assert after is not None and after.generation == live.generation + 1 and after.count() == 1200
    assert "개정된" in after.fetch(None, TODAY, ["doc0@r1#0. 항목 0"])[0].text
    names = {c.name for c in client.list_collections()}
    assert {s.collection for s in after.layout.shards} <= names


def test_an_unfinished_generation_chroma_cannot_read_back_is_written_again(  # type: ignore[no-untyped-def]
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A run killed while Chroma flushed a graph leaves files that crash the next reader (SIGSEGV in
    Chroma's Rust code): the next ingest checks them in a child process and starts the generation again."""
    settings = load_settings(data_dir=tmp_path / "data")
    client = open_client(settings)
    monkeypatch.setattr(bot.knowledge.ingest, "EMBED_BATCH", 1100)
    policies = tmp_path / "policies"
    write_corpus(policies, docs=3, sections=400)  # 1,200 chunks in one shard: 1,100 written, then the failure
    with pytest.raises(RuntimeError, match="model went away"):
        ingest(client, "pol", FailingEmbedder(fail_on_call=2), policies, TODAY)
    segments = [p.parent for p in settings.chroma_path.glob("*/data_level0.bin")]
    assert len(segments) == 1  # the unfinished shard's graph was flushed to disk
    for part in ("data_level0.bin", "link_lists.bin"):  # what a kill in the middle of a flush leaves
        (segments[0] / part).write_bytes((segments[0] / part).read_bytes()[:100])
    client.clear_system_cache()

    fresh = open_client(settings)  # the next run, a new process as far as Chroma knows
    progress: list[str] = []
    with caplog.at_level("WARNING", logger="bot.knowledge.index_writer"):
        report = ingest(fresh, "pol", HashEmbedder(), policies, TODAY, progress=progress.append)
    assert report.embedded == 1200  # nothing kept from the damaged generation
    assert any("cannot be read back" in line for line in progress)
    assert any("written again from the start" in r.getMessage() for r in caplog.records)
    live = PolicyIndex.find(fresh, "pol")
    assert live is not None and live.count() == 1200
    assert live.query(HashEmbedder().embed(["문서 1 항목 7의 규정 내용입니다."]), None, TODAY, 3)


def test_a_healthy_unfinished_generation_is_continued_after_the_check(tmp_path: Path) -> None:
    from bot.knowledge.chroma_files import readable

    client = open_client(load_settings(data_dir=tmp_path / "data"))
    collection = client.create_collection("pol.g1.all.open", embedding_function=None)
    collection.add(ids=["a", "b"], embeddings=[[1.0, 0.0], [0.0, 1.0]])
    assert readable(client, ["pol.g1.all.open"])
    assert not readable(client, ["pol.g1.missing"])  # a child that fails counts as unreadable


def test_reingests_leave_no_files_of_deleted_collections(tmp_path: Path) -> None:
    """Chroma deletes a collection's rows but not its graph directory; every re-ingest deletes the
    generation two back, so the files would pile up by the size of the index each time."""
    settings = load_settings(data_dir=tmp_path / "data")
    client = open_client(settings)
    policies = tmp_path / "policies"
    embedder = HashEmbedder()
    for round_ in range(4):
        shutil.rmtree(policies, ignore_errors=True)
        write_corpus(policies, docs=2, sections=600, word=f"개정 {round_}")  # 1,200 chunks: graphs flushed to disk
        ingest(client, "pol", embedder, policies, TODAY)
    import sqlite3
    from contextlib import closing

    with closing(sqlite3.connect(settings.chroma_path / "chroma.sqlite3")) as conn:
        segments = {row[0] for row in conn.execute("SELECT id FROM segments")}
    directories = {p.name for p in settings.chroma_path.iterdir() if p.is_dir()}
    assert directories and directories <= segments  # only directories of existing segments remain
    live = PolicyIndex.find(client, "pol")
    assert live is not None and live.count() == 1200
    assert "개정 3" in live.fetch(None, TODAY, ["doc0@r1#0. 항목 0"])[0].text


def test_readers_never_see_a_half_built_index(client, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    policies = tmp_path / "policies"
    write_corpus(policies, docs=2, sections=300)
    embedder = HashEmbedder()
    ingest(client, "pol", embedder, policies, TODAY, batch_size=200)
    question = embedder.embed(["문서 1 항목 7의 규정 내용입니다."])
    seen: list[tuple[int, int, int]] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            try:
                index = PolicyIndex.open_for_query(client, "pol", embedder.name)
                hits = index.query(question, None, TODAY, 3)
                seen.append((index.generation, index.count(), len(hits)))
            except BaseException as exc:
                errors.append(exc)

    thread = threading.Thread(target=reader)
    thread.start()
    try:
        for round_ in range(3):
            shutil.rmtree(policies)
            write_corpus(policies, docs=2, sections=300 + 50 * (round_ + 1), word=f"개정 {round_}")
            ingest(client, "pol", embedder, policies, TODAY, batch_size=200)
    finally:
        stop.set()
        thread.join()
    assert not errors
    assert seen and all(hits == 3 for _, _, hits in seen)
    by_generation = {generation: count for generation, count, _ in seen}
    for generation, count in by_generation.items():
        assert count == 2 * (300 + 50 * (generation - 1))  # every generation complete when seen


def test_an_old_handle_still_answers_after_its_collections_are_gone(tmp_path: Path) -> None:
    settings = load_settings(data_dir=tmp_path / "data", policies_dir=tmp_path / "policies")
    shutil.copytree(POLICIES, settings.policies_dir)
    client = open_client(settings)
    embedder = HashEmbedder()
    ingest(client, "policies", embedder, settings.policies_dir, TODAY)
    old = PolicyIndex.open_for_query(client, "policies", embedder.name)
    client.create_collection("policies.v2.all.open")  # another index whose name starts the same way
    for word in ("90일", "60일", "45일"):  # two more generations: the first one's collections are deleted
        path = settings.policies_dir / "password.md"
        path.write_text(path.read_text(encoding="utf-8").replace(word, "30일" if word == "45일" else
                                                                 {"90일": "60일", "60일": "45일"}[word]),
                        encoding="utf-8")
        ingest(client, "policies", embedder, settings.policies_dir, TODAY)
    assert retrieve(old, embedder, "비밀번호 변경 주기", Asker(), TODAY, 3)
    names = {c.name for c in client.list_collections()}
    assert old.layout.shards[0].collection not in names  # the first generation was deleted
    assert "policies.v2.all.open" in names


def test_an_unchanged_corpus_publishes_nothing(client, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    policies = tmp_path / "policies"
    write_corpus(policies, docs=1, sections=10)
    ingest(client, "pol", HashEmbedder(), policies, TODAY)
    before = PolicyIndex.find(client, "pol")
    again = ingest(client, "pol", HashEmbedder(), policies, TODAY)
    assert again.unchanged == 10 and PolicyIndex.find(client, "pol").layout == before.layout  # type: ignore[union-attr]
