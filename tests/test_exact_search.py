"""The in-process exact search over small shards (bot.knowledge.exact) returns what Chroma returns."""

from __future__ import annotations

from datetime import date
from typing import Any

import numpy as np
import pytest

from bot.knowledge import index
from bot.knowledge.exact import ShardRows, UnsupportedFilter, matches
from bot.knowledge.index import DATED_PREFIX, chunk_filter
from bot.runtime import Runtime
from bot.settings import Settings

DAYS = [date(2025, 1, 1), date(2026, 3, 1), date(2026, 11, 30), date(2027, 4, 1)]
DEPTS = [None, "IT", "HR", "영업"]
QUESTIONS = ["비밀번호는 얼마나 자주 바꿔요?", "VPN 인증서 유효기간", "메일 첨부 파일 용량",
             "백업은 매일 몇 시에 돌아가요?", "노트북을 잃어버렸어요", "승인 소프트웨어 목록"]


def _filters() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for dept in DEPTS:
        for day in DAYS:
            for kinds in (("section", "row"), ("table",), ("section",)):
                out.append(chunk_filter(dept, day, kinds, prefix=DATED_PREFIX))
                out.append(chunk_filter(dept, day, kinds))
    out += [{"effective_from_n": {"$lte": 20260101}}, {"doc_id": "password"}, {"doc_id": {"$in": ["password", "x"]}},
            {"$and": [{"kind": "table"}, {"doc_id": "software-catalog"}]}, {"revision": {"$gt": 1}},
            {"missing-key": 1}]
    return out


def test_where_clauses_select_the_rows_chroma_selects(shared_settings: Settings) -> None:
    runtime = Runtime(shared_settings)
    live = runtime.collection()
    spec = live.layout.shards[0]
    collection = live.collection(spec)
    rows = ShardRows.read(collection, 5000)
    assert len(rows.ids) == spec.count > 20
    for where in _filters():
        ours = {i for i, keep in zip(rows.ids, rows.mask(where), strict=True) if keep}  # type: ignore[arg-type]
        theirs = set(collection.get(where=where, include=[])["ids"])
        assert ours == theirs, where


def test_queries_return_chromas_hits_in_chromas_order(
    shared_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = Runtime(shared_settings)
    vectors = runtime.embedder.embed(QUESTIONS)
    live = runtime.collection()

    def run() -> list[list[tuple[str, float]]]:
        out = []
        for vector in vectors:
            for dept in DEPTS:
                for day in DAYS:
                    hits = live.query(vector.reshape(1, -1), dept, day, 5)
                    out.append([(h.chunk_id, h.distance) for h in hits])
        return out

    ours = run()
    assert live.handles.small._rows, "the small shard was searched in process"
    monkeypatch.setattr(index, "EXACT_MAX", -1)  # every shard goes to Chroma
    live.handles.forget()
    theirs = run()
    assert not live.handles.small._rows
    assert len(ours) == len(theirs) == len(QUESTIONS) * len(DEPTS) * len(DAYS)
    assert any(ours), "the questions find chunks"
    for a, b in zip(ours, theirs, strict=True):
        assert [i for i, _ in a] == [i for i, _ in b]
        assert np.allclose([d for _, d in a], [d for _, d in b], atol=1e-4)


def test_unknown_operators_are_left_to_chroma() -> None:
    with pytest.raises(UnsupportedFilter):
        matches({"a": 1}, {"a": {"$regex": "x"}})
    with pytest.raises(UnsupportedFilter):
        matches({}, {"a": {"$ne": 1}})


def test_a_shard_above_the_limit_is_searched_by_chroma(shared_settings: Settings,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(index, "EXACT_MAX", 3)
    runtime = Runtime(shared_settings)
    live = runtime.collection()
    hits = live.query(runtime.embedder.embed(["VPN 인증서 유효기간"]), None, date(2026, 11, 30), 3)
    assert len(hits) == 3 and not live.handles.small._rows
    assert live.load_small_shards() == 0


def test_each_condition_is_evaluated_once_and_combined(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new day re-reads the rows only for the conditions that changed, and the combined masks are
    what the clause, evaluated row by row, selects."""
    rng = np.random.default_rng(5)
    metas: list[dict[str, Any]] = [
        {index.access_key("ALL"): index.ACCESS_YES if rng.random() < 0.7 else "0",
         index.access_key("IT"): index.ACCESS_YES if rng.random() < 0.3 else "0",
         "effective_from_n": int(rng.integers(20240101, 20270101)),
         "effective_to_n": int(rng.integers(20250101, 20990101)),
         "kind": ["section", "row", "table"][int(rng.integers(0, 3))]}
        for _ in range(500)
    ]
    rows = ShardRows([str(i) for i in range(500)], [""] * 500, metas, np.zeros((500, 4), dtype=np.float32))
    calls: list[int] = []

    def counted(meta: dict[str, Any], where: dict[str, Any]) -> bool:
        calls.append(1)
        return matches(meta, where)

    monkeypatch.setattr("bot.knowledge.exact.matches", counted)
    first = chunk_filter("IT", date(2026, 11, 30))
    mask = rows.mask(first)
    assert mask is not None and calls and len(calls) == 5 * 500  # ALL, IT, from, to, kind: one pass each
    assert mask.tolist() == [matches(m, first) for m in metas]
    calls.clear()
    next_day = chunk_filter("IT", date(2026, 12, 1))
    mask = rows.mask(next_day)
    assert mask is not None and len(calls) == 2 * 500  # only the two date conditions are new
    assert mask.tolist() == [matches(m, next_day) for m in metas]
    assert 0 < int(mask.sum()) < 500
