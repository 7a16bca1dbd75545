"""The weekly policy-gap digest over a fixture week (SQLite and PostgreSQL), and its renderings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chromadb.api.models.Collection import Collection

from bot.digest.digest import MAX_BLOCKS, MAX_TEXT, Digest, build_digest, render_blocks, render_markdown
from bot.knowledge.embeddings import Embedder
from bot.runtime import Runtime
from bot.settings import load_settings
from bot.store import Store
from tests.digest_fixture import (
    GAP_COUNT,
    LAPTOP,
    PASSWORD,
    PREVIOUS_WEEK_GAPS,
    TRAINING,
    VPN,
    WEEK,
    load_fixture,
)
from tests.store_support import store, store_url  # noqa: F401

POLICIES = Path(__file__).resolve().parent.parent / "policies"


@pytest.fixture(scope="module")
def policy_index(tmp_path_factory: pytest.TempPathFactory) -> tuple[Embedder, Collection]:
    settings = load_settings(data_dir=tmp_path_factory.mktemp("index"), policies_dir=POLICIES)
    runtime = Runtime(settings)
    runtime.ingest()
    return runtime.embedder, runtime.collection()


@pytest.fixture
def digest(store: Store, policy_index: tuple[Embedder, Collection]) -> Digest:  # noqa: F811
    load_fixture(store)
    embedder, collection = policy_index
    return build_digest(store, WEEK, embedder, collection)


def _group_of(digest: Digest, question: str) -> int:
    return next(i for i, g in enumerate(digest.groups) if question in g.questions)


def _nearest_doc(digest: Digest, question: str) -> str | None:
    nearest = digest.groups[_group_of(digest, question)].nearest
    return nearest.doc_id if nearest else None


def test_near_miss_paraphrases_group_together_with_their_nearest_policy(digest: Digest) -> None:
    assert digest.total == GAP_COUNT >= 25 and digest.previous_total == len(PREVIOUS_WEEK_GAPS)
    vpn, laptop = _group_of(digest, VPN[0]), _group_of(digest, LAPTOP[0])
    assert _group_of(digest, VPN[1]) == vpn and _group_of(digest, LAPTOP[1]) == laptop and vpn != laptop
    assert _nearest_doc(digest, VPN[0]) == "remote-vpn"
    assert _nearest_doc(digest, LAPTOP[0]) == "equipment"
    for pair in (PASSWORD, TRAINING):
        assert _group_of(digest, pair[0]) == _group_of(digest, pair[1])
    assert _nearest_doc(digest, PASSWORD[0]) == "password"


def test_groups_counts_handling_and_order(digest: Digest) -> None:
    assert sum(g.count for g in digest.groups) == digest.total
    counts = [g.count for g in digest.groups]
    assert counts == sorted(counts, reverse=True) and counts[0] >= 2 and counts[-1] == 1
    assert all(1 <= len(g.questions) <= 3 for g in digest.groups)
    vpn = digest.groups[_group_of(digest, VPN[0])].handled
    laptop = digest.groups[_group_of(digest, LAPTOP[0])].handled
    assert (vpn.answered, vpn.resolved, vpn.open) == (1, 0, 1)
    assert (laptop.answered, laptop.resolved) == (0, 1) and laptop.open >= 1
    texts = [q for g in digest.groups for q in g.questions]
    assert "사내 메신저 알림이 안 와요." in texts  # marked as policy gap by staff
    assert "점심 메뉴 추천해 줘" not in texts and "VPN 인증서는 언제 재발급하나요?" not in texts
    assert any(g.nearest is None for g in digest.groups)  # "no related policy" exists


def test_digest_is_deterministic(store: Store, policy_index: tuple[Embedder, Collection]) -> None:  # noqa: F811
    load_fixture(store)
    embedder, collection = policy_index
    first = build_digest(store, WEEK, embedder, collection)
    assert build_digest(store, WEEK, embedder, collection) == first


def test_json_shape_other_tools_read(digest: Digest) -> None:
    data = json.loads(json.dumps(digest.to_json(), ensure_ascii=False))
    assert {"week", "total", "groups"} <= set(data) and data["week"] == WEEK
    group = data["groups"][0]
    assert set(group) == {"count", "label", "questions", "staff_answers", "nearest", "handled"}
    assert set(group["handled"]) == {"answered", "resolved", "open"}
    assert all(g["nearest"] is None or set(g["nearest"]) == {"doc_id", "title", "section"}
               for g in data["groups"])


def test_renderings_stay_within_slack_limits(digest: Digest) -> None:
    markdown = render_markdown(digest)
    assert markdown.startswith("# 규정 공백 주간 요약 · 2025-W10") and "지난주 3건" in markdown
    assert "원격근무·VPN 규정" in markdown and "관련 규정 없음" in markdown
    big = digest.model_copy(update={"groups": digest.groups * 10})
    big.groups[0] = big.groups[0].model_copy(update={"questions": ["긴 질문 <script> & " * 500]})
    for candidate in (digest, big):
        blocks = render_blocks(candidate)
        assert len(blocks) <= MAX_BLOCKS
        for block in blocks:
            texts = [e["text"] for e in block.get("elements", [])]
            if "text" in block:
                texts.append(block["text"]["text"])
            assert all(len(t) <= MAX_TEXT for t in texts)
    assert "&lt;script&gt;" in json.dumps(render_blocks(big), ensure_ascii=False)
    assert "helpdesk digest --week 2025-W10" in json.dumps(render_blocks(big), ensure_ascii=False)


def test_empty_week_says_there_were_no_gaps(store: Store, policy_index: tuple[Embedder, Collection]) -> None:  # noqa: F811
    embedder, collection = policy_index
    empty = build_digest(store, "2024-W01", embedder, collection)
    assert (empty.total, empty.groups) == (0, [])
    assert "규정 공백 질문이 없었습니다" in render_markdown(empty)
    assert len(render_blocks(empty)) == 3


def test_groups_have_labels_and_what_staff_answered(digest: Digest) -> None:
    vpn = digest.groups[_group_of(digest, VPN[0])]
    assert "vpn" in vpn.label.lower() and vpn.staff_answers == ["VPN 서버를 바꿔 보세요."]
    assert "담당자 답변: VPN 서버를 바꿔 보세요." in render_markdown(digest)
    assert "VPN 서버를 바꿔 보세요." in json.dumps(render_blocks(digest), ensure_ascii=False)
    laptop = digest.groups[_group_of(digest, LAPTOP[0])]
    assert "노트북" in laptop.label and laptop.staff_answers == []
