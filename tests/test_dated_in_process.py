"""Dated shards (always queried with the full filter) are searched in process up to a larger size than
open ones, and give what Chroma gives."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.knowledge import index
from bot.knowledge.index import PolicyIndex, open_client
from bot.knowledge.ingest import ingest
from bot.settings import load_settings
from tests.conftest import POLICIES
from tests.hash_embedder import HashEmbedder

DAYS = [date(2025, 1, 1), date(2026, 11, 30), date(2027, 4, 1)]


def test_dated_shards_above_the_open_limit_are_searched_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = open_client(load_settings(data_dir=tmp_path / "data"))
    embedder = HashEmbedder()
    ingest(client, "pol", embedder, POLICIES, date(2026, 11, 30), merge_below=0)
    live = PolicyIndex.find(client, "pol")
    assert live is not None
    dated = [s for s in live.layout.shards if s.tier == "dated"]
    assert dated and all(s.count > 3 for s in dated)
    vectors = embedder.embed(["VPN 인증서 유효기간", "비밀번호 변경 주기", "노트북 분실"])

    def run() -> list[list[tuple[str, float]]]:
        return [[(h.chunk_id, round(h.distance, 4)) for h in live.query(v.reshape(1, -1), dept, day, 5)]
                for v in vectors for dept in (None, "IT") for day in DAYS]

    monkeypatch.setattr(index, "EXACT_MAX", 3)  # open shards: Chroma; dated shards: still in process
    ours = run()
    assert {s.collection for s in dated} <= set(live.handles.small._rows)
    large_open = [s for s in live.layout.shards if s.tier == "open" and s.count > 3]
    assert large_open and not any(s.collection in live.handles.small._rows for s in large_open)
    monkeypatch.setattr(index, "EXACT_MAX", -1)
    monkeypatch.setattr(index, "FILTERED_EXACT_MAX", -1)  # every shard goes to Chroma
    live.handles.forget()
    theirs = run()
    assert not live.handles.small._rows
    assert any(ours) and ours == theirs
