"""Ingestion: idempotence, partial re-embedding, removal, bad input that leaves the index intact."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.knowledge.embeddings import CountingEmbedder, make_embedder
from bot.knowledge.index import ModelMismatchError, PolicyIndex, open_client
from bot.knowledge.ingest import ingest
from bot.knowledge.policies import PolicyError, load_policies
from bot.settings import load_settings
from tests.conftest import POLICIES


@pytest.fixture
def policies(tmp_path: Path) -> Path:
    target = tmp_path / "policies"
    shutil.copytree(POLICIES, target)
    return target


@pytest.fixture
def setup(tmp_path: Path):  # type: ignore[no-untyped-def]
    settings = load_settings(data_dir=tmp_path / "data")
    client = open_client(settings)
    embedder = CountingEmbedder(make_embedder(settings))
    return client, embedder


def _index_state(client, name: str = "policies") -> dict[str, str]:  # type: ignore[no-untyped-def]
    """chunk id -> content hash over every shard of the index."""
    state = {}
    for shard in PolicyIndex.find(client, name).shards():
        got = shard.get(include=["metadatas"])
        state.update({i: m["content_hash"] for i, m in zip(got["ids"], got["metadatas"], strict=True)})
    return state


def test_rerun_embeds_nothing_and_a_changed_section_alone(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    client, embedder = setup
    first = ingest(client, "policies", embedder, policies)
    assert first.embedded == first.chunks == embedder.count > 50

    embedder.count = 0
    again = ingest(client, "policies", embedder, policies)
    assert again.embedded == 0 and embedder.count == 0
    assert again.unchanged == first.chunks

    path = policies / "password.md"
    path.write_text(path.read_text(encoding="utf-8").replace("12자 이상", "14자 이상"), encoding="utf-8")
    changed = ingest(client, "policies", embedder, policies)
    assert changed.updated == ["password@r1#1. 비밀번호 만들기"]
    assert changed.embedded == embedder.count == 1
    assert changed.added == [] and changed.removed == []


def test_removed_document_and_section_disappear(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    client, embedder = setup
    ingest(client, "policies", embedder, policies)
    (policies / "privacy.md").unlink()
    path = policies / "equipment.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("## 4. 반납")], encoding="utf-8")
    report = ingest(client, "policies", embedder, policies)
    state = _index_state(client)
    assert not any(i.startswith("privacy@") for i in state)
    assert "equipment@r1#4. 반납" not in state
    assert "equipment@r1#4. 반납" in report.removed and report.embedded == 0


BAD_INPUTS = [
    ("title: 비밀번호·계정 보안 규정\n", "", "password.md", "'title'"),
    ("effective_from: 2024-01-01", "effective_from: 2024-13-45", "password.md", "'effective_from'"),
    ("access: ALL", "access: [Everyone!]", "password.md", "'access'"),
]


@pytest.mark.parametrize(("old", "new", "name", "field"), BAD_INPUTS)
def test_bad_front_matter_names_file_and_field_and_keeps_index(
    setup, policies: Path, old: str, new: str, name: str, field: str  # type: ignore[no-untyped-def]
) -> None:
    client, embedder = setup
    ingest(client, "policies", embedder, policies)
    before = _index_state(client)
    path = policies / name
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    (policies / "equipment.md").write_text(
        (policies / "equipment.md").read_text(encoding="utf-8").replace("4년", "5년"), encoding="utf-8"
    )
    with pytest.raises(PolicyError) as err:
        ingest(client, "policies", embedder, policies)
    assert name in str(err.value) and field in str(err.value)
    assert _index_state(client) == before  # the valid change in equipment.md was not applied either


def test_duplicate_revision_and_non_utf8_are_reported(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    client, embedder = setup
    ingest(client, "policies", embedder, policies)
    before = _index_state(client)
    shutil.copy(policies / "password.md", policies / "password-copy.md")
    (policies / "broken.md").write_bytes("---\ntitle: x\n---\n## 1\n- 가나다\n".encode("cp949"))
    with pytest.raises(PolicyError) as err:
        ingest(client, "policies", embedder, policies)
    message = str(err.value)
    assert "password-copy.md" in message and "duplicate doc_id+revision" in message
    assert "broken.md: not UTF-8" in message
    assert _index_state(client) == before


def test_querying_with_another_model_says_to_reingest(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    client, embedder = setup
    ingest(client, "policies", embedder, policies)
    with pytest.raises(ModelMismatchError, match="helpdesk ingest"):
        PolicyIndex.open_for_query(client, "policies", "openai:text-embedding-3-large")
    assert PolicyIndex.open_for_query(client, "policies", "usem3").count() > 0


def test_corpus_states_every_document_and_no_absent_topic() -> None:
    docs = load_policies(POLICIES)
    ids = {(d.meta.doc_id, d.meta.revision) for d in docs}
    for doc_id in ["password", "equipment", "security-incident", "software", "privacy", "removable-media",
                   "it-operations", "software-catalog"]:
        assert any(i == doc_id for i, _ in ids), doc_id
    assert {("mail-docs", 1), ("mail-docs", 2), ("remote-vpn", 2), ("remote-vpn", 3)} <= ids
    it_ops = next(d for d in docs if d.meta.doc_id == "it-operations")
    assert it_ops.meta.access == ["IT"]
    rows = [c for d in docs for c in d.chunks if c.kind == "row"]
    assert len(rows) == 18
    text = "\n".join(c.body for d in docs for c in d.chunks)
    for absent in ["프린터", "모니터", "와이파이 비밀번호", "연차", "주차", "교육은", "메일함"]:
        assert absent not in text, absent


def test_access_change_updates_metadata_without_embedding(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    from datetime import date

    from bot.answer.retrieve import retrieve
    from bot.models import Asker

    client, embedder = setup
    ingest(client, "policies", embedder, policies)
    path = policies / "it-operations.md"
    path.write_text(path.read_text(encoding="utf-8").replace("access: [IT]", "access: [IT, 보안]"), encoding="utf-8")
    embedder.count = 0
    report = ingest(client, "policies", embedder, policies)
    assert report.embedded == 0 == embedder.count and len(report.metadata_only) == 3
    index = PolicyIndex.open_for_query(client, "policies", "usem3")
    hits = retrieve(index, embedder, "백업 주기", Asker(dept="보안"), date(2026, 11, 30), 3)
    assert hits[0].doc_id == "it-operations"
    assert retrieve(index, embedder, "백업 주기", Asker(dept="IT"), date(2026, 11, 30), 3)[0].doc_id == "it-operations"


def test_shards_keep_restricted_and_dated_chunks_apart(setup, policies: Path) -> None:  # type: ignore[no-untyped-def]
    from datetime import date

    client, embedder = setup
    ingest(client, "policies", embedder, policies, today=date(2026, 11, 30), merge_below=0)
    index = PolicyIndex.find(client, "policies")
    by_shard = {name: set(s.get()["ids"]) for name, s in index.logical_shards().items()}
    open_all = by_shard["policies.all.open"]
    assert "password@r1#2. 변경 주기" in open_all
    assert not any(i.startswith(("it-operations@", "mail-docs@", "remote-vpn@")) for i in open_all)
    assert not any(i.endswith("#table") for i in open_all)
    assert index.watermark("policies.all.open") == 20240101  # revisions younger than a year stay dated

    # A year after the future revision comes into force, a re-ingest moves it without embedding.
    embedder.count = 0
    later = ingest(client, "policies", embedder, policies, today=date(2028, 3, 1), merge_below=0)
    assert later.embedded == 0 == embedder.count
    moved = {name: set(s.get()["ids"]) for name, s in PolicyIndex.find(client, "policies").logical_shards().items()}
    assert "remote-vpn@r3#2. VPN 인증서" in moved["policies.all.open"]
