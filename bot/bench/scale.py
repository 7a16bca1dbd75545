"""`helpdesk bench retrieval --size N [--keep DIR]`: retrieval at scale, measured inside a big index.

The synthetic chunks must look like real ones to the embedding model, or the figures say little:
random unit vectors all score about the same against any question (~0.19 among 100,000), close to
the weakest real matches, so they are neither realistic neighbours nor realistic noise. Here each
synthetic vector is a mix of the embeddings of two generated sentences about everyday company
matters that are not IT policy (meetings, sales, the cafeteria, ...) plus a little isotropic noise:
they cluster and spread like sentence embeddings, and questions about IT policy find them less
similar than the policy sections, as they would in a real company's knowledge base.

The vectors are generated block by block from a seed, so an exact (brute-force) search over the
same index can regenerate them instead of keeping 2 GB in memory: recall with HNSW is compared with
recall with exact search over the same vectors and filters, which tells HNSW misses from chunks
that truly score higher.

The build is the expensive part (HNSW insertion in Chroma, ~1.5 ms of CPU per 512-dimension chunk),
so it is made as cheap as the layout allows: synthetic rows carry no document text (no full-text
index rows) and only the metadata a query reads, batches are the client's maximum, and with
`--keep DIR` the index is persisted and resumable (`progress.json` records the rows written), so it
is re-queried later without a rebuild. Figures are printed at checkpoints (100,000, 300,000, then
the full size), so a build cut short still reports the sizes it reached.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
from chromadb.api.models.Collection import Collection

from bot.answer import lexical
from bot.answer.retrieve import _excerpt as excerpt
from bot.answer.retrieve import retrieve
from bot.knowledge.embeddings import Embedder
from bot.knowledge.fastscan import REFINED, ScanStore
from bot.knowledge.index import (
    ACCESS_YES,
    SEARCH_KINDS,
    Handles,
    Layout,
    PolicyIndex,
    ShardSpec,
    access_key,
    dated_keys,
    day_number,
    open_client,
    shard_name,
)
from bot.knowledge.index_writer import GenerationWriter
from bot.knowledge.ingest import plan_targets
from bot.knowledge.policies import all_chunks, load_policies
from bot.models import Asker, Excerpt
from bot.settings import Settings

NAME = "synthetic"
SEED = 7
BASES = 3000  # generated sentences the synthetic vectors are mixed from
CHECKPOINTS = (100_000, 300_000)
SYNTHETIC_FROM = 20240101
DATED_TO = 20260630

_TOPICS = [
    "분기 매출 보고서", "신제품 출시 행사", "구내식당 메뉴", "사내 체육대회", "고객 만족도 조사", "마케팅 캠페인",
    "물류 창고 재고", "협력사 계약 갱신", "연말 송년회", "신입 사원 멘토링", "사무실 화분 관리", "주차장 배정",
    "출장 숙소 예약", "회의실 청소 일정", "영업 목표 달성률", "브랜드 로고 변경", "제품 포장 디자인", "공장 생산 라인",
    "품질 검사 결과", "배송 지연 원인", "전시회 부스 준비", "사내 동호회 모집", "직원 건강 검진", "복지 포인트 사용",
    "거래처 방문 일정", "광고 예산 배분", "고객 상담 매뉴얼", "원자재 가격 변동", "시장 점유율 분석", "해외 지사 설립",
]
_PREDICATES = [
    "을 다음 주 월요일까지 정리해 주세요", "에 대한 의견을 팀장님께 전달했습니다", "이 예상보다 늦어지고 있습니다",
    "결과를 공유드립니다", "관련 회의가 목요일 오후로 변경되었습니다", "담당자가 이번 달부터 바뀝니다",
    "에 필요한 자료를 첨부합니다", "일정을 다시 조율하고 싶습니다", "예산이 지난해보다 늘었습니다",
    "에 참여할 인원을 모집합니다", "진행 상황을 매주 금요일에 보고합니다", "에 대한 설문에 응답해 주세요",
    "검토가 끝나면 바로 시작합니다", "을 위한 아이디어를 모으고 있습니다", "문제로 고객 문의가 늘었습니다",
]
_PLACES = ["본사에서", "부산 지점에서", "2층 대회의실에서", "온라인으로", "협력사와 함께", "영업팀이", "생산팀이",
           "인사팀이", "재무팀이", "디자인팀이"]


def base_sentences(count: int = BASES) -> list[str]:
    """`count` distinct sentences about company matters that are not IT policy."""
    out = [f"{place} {topic}{pred}" for topic in _TOPICS for pred in _PREDICATES for place in _PLACES]
    order = np.random.default_rng(SEED).permutation(len(out))[:count]
    return [out[i] for i in order]


def synthetic_block(bases: np.ndarray, start: int, n: int, anchors: int = 0) -> np.ndarray:
    """Vectors of synthetic chunks start..start+n-1 (the same numbers give the same vectors).

    Each is a mix of two base vectors and noise; the last `anchors` bases are the policy chunks'
    own vectors, and a chunk drawn near one of them gets a weaker pull (cosine ~0.5 to it): other
    documents on neighbouring topics, as a real knowledge base has, that rank below the policy text."""
    rng = np.random.default_rng([SEED, start])
    first = rng.integers(0, len(bases), n)
    second = rng.integers(0, len(bases) - anchors, n)
    noise = rng.standard_normal((n, bases.shape[1])).astype(np.float32)
    noise /= np.linalg.norm(noise, axis=1, keepdims=True)
    near_policy = (first >= len(bases) - anchors)[:, None]
    weight = np.where(near_policy, 0.5, 0.8).astype(np.float32)
    vectors = weight * bases[first] + 0.4 * bases[second] + np.where(near_policy, 0.45, 0.3) * noise
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors.astype(np.float32)


def placement(number: int) -> tuple[tuple[str, ...], str]:
    """Synthetic chunk -> (access, tier): 10% IT-only, 2% dated (ended 2026-06-30), the rest open to all."""
    access: tuple[str, ...] = ("IT",) if number % 10 == 0 else ("ALL",)
    return access, ("dated" if number % 50 == 1 else "open")


def synthetic_meta(number: int, access: tuple[str, ...], tier: str) -> dict[str, Any]:
    """Only what a query filters on or an excerpt reads (no document text: no full-text index rows)."""
    meta: dict[str, Any] = {
        "doc_id": f"d{number % 500}", "title": "t", "section": "s", "revision": 1,
        "effective_from": "2024-01-01", "effective_from_n": SYNTHETIC_FROM,
    }
    if tier == "dated":
        meta.update({"kind": "section", "effective_to": "2026-06-30", "effective_to_n": DATED_TO,
                     "access": ",".join(access), access_key(access[0]): ACCESS_YES})
        meta.update(dated_keys(meta))
    return meta


def _eligible(number: np.ndarray, dept: str | None, day: int) -> np.ndarray:
    """Which synthetic chunks an asker may read on `day` (the filters the shards apply)."""
    readable = (number % 10 != 0) | (dept == "IT")
    in_force = (number % 50 != 1) | (day <= DATED_TO)
    return readable & in_force & (day >= SYNTHETIC_FROM)


@dataclass
class ScaleBuild:
    settings: Settings
    embedder: Embedder
    size: int
    keep: Path | None
    say: Callable[[str], None]
    hnsw: dict[str, Any] = field(default_factory=dict)  # graph parameters for a new index
    search_efs: tuple[int, ...] = ()  # search beams to measure again at the end (no rebuild)

    def run(self, cases: list[Any], glossary: Any) -> list[str]:
        client = open_client(self.settings)
        writer = GenerationWriter(client, NAME, self.embedder.name, hnsw=self.hnsw)
        state = self._resume(writer)
        targets = plan_targets(NAME, all_chunks(load_policies(self.settings.policies_dir)), self.embedder.name,
                               date.today(), 0)
        real = list(targets.values())
        real_vectors = self.embedder.embed([t.chunk.embed_text for t in real])
        bases = np.vstack([self._bases(), real_vectors]).astype(np.float32)  # the policy vectors last: anchors
        collections: dict[str, Collection] = {}
        access: dict[str, str] = {}

        def shard(logical: str, acc: tuple[str, ...]) -> Collection:
            if logical not in collections:
                collections[logical] = writer.collection(logical, ",".join(acc))
                access[logical] = ",".join(acc)
            return collections[logical]

        for t, vector in zip(real, real_vectors, strict=True):  # the policy corpus, in its own shards
            collection = shard(t.shard, t.chunk.access)
            held = collection.get(ids=[t.chunk.chunk_id], include=["metadatas"])
            if held["ids"] and dict((held["metadatas"] or [{}])[0] or {}) == t.meta:
                continue  # a kept index already holds it: no update of a graph node (see README)
            writer.write(collection, [t.chunk.chunk_id], [vector], [t.chunk.body], [t.meta])
        for spec in writer.live.shards if writer.live is not None else ():  # a kept index: its shards
            shard(spec.name, tuple(spec.access.split(",")))
        lines: list[str] = []
        written = int(state["written"])
        start, cpu0 = time.perf_counter(), time.process_time()
        stops = sorted({c for c in CHECKPOINTS if c < self.size} | {self.size})
        written -= written % BLOCK
        partial = [f"s{i}" for i in range(written, written + BLOCK)]  # rows of a block cut short
        for collection in collections.values():
            collection.delete(ids=partial)
        for offset in range(written, self.size, BLOCK):
            n = min(BLOCK, self.size - offset)
            self._write_block(shard, synthetic_block(bases, offset, n, len(real)), offset, writer.batch)
            written = offset + n
            self._save({"generation": writer.generation, "written": written})
            if offset // BLOCK % 10 == 0:
                self.say(f"synthetic index: {written:,}/{self.size:,} chunks written "
                         f"({time.perf_counter() - start:.0f} s wall, {time.process_time() - cpu0:.0f} s CPU)")
            if any(offset < stop <= written for stop in stops) and written < self.size:
                lines += self._measure(client, writer, collections, access, written, real, real_vectors, bases,
                                       cases, glossary, build=(time.perf_counter() - start, time.process_time() - cpu0))
        lines += self._measure(client, writer, collections, access, written, real, real_vectors, bases, cases,
                               glossary, build=(time.perf_counter() - start, time.process_time() - cpu0))
        for ef in self.search_efs:  # the same graph searched with another beam
            for spec in writer.live.shards if writer.live is not None else ():
                client.get_collection(spec.collection).modify(configuration={"hnsw": {"ef_search": ef}})
            client.clear_system_cache()  # a new client loads the vector indexes with the new beam
            client = open_client(self.settings)
            lines.append(f"-- search_ef {ef} (collection configuration changed, same graph, indexes reloaded):")
            lines += self._measure(client, writer, collections, access, written, real, real_vectors, bases, cases,
                                   glossary, build=None)
        return lines

    def _resume(self, writer: GenerationWriter) -> dict[str, Any]:
        """The kept index's progress (continued in place), or a new generation from zero."""
        state = self._state()
        if writer.live is not None and state.get("generation") == writer.live.generation:
            writer.generation = writer.live.generation
        elif writer.begin() != state.get("generation"):
            state = {"generation": writer.generation, "written": 0}
        return state

    def _write_block(self, shard: Callable[[str, tuple[str, ...]], Collection], vectors: np.ndarray, offset: int,
                     batch: int) -> None:
        groups: dict[tuple[tuple[str, ...], str], list[int]] = {}
        for i in range(len(vectors)):
            groups.setdefault(placement(offset + i), []).append(i)
        for (acc, tier), rows in groups.items():
            collection = shard(shard_name(NAME, acc, tier), acc)
            ids = [f"s{offset + i}" for i in rows]
            metas: list[Any] = [synthetic_meta(offset + i, acc, tier) for i in rows]
            part = vectors[rows]
            for s in range(0, len(ids), batch):
                collection.upsert(ids=ids[s:s + batch], embeddings=part[s:s + batch], metadatas=metas[s:s + batch])

    # -- measuring ------------------------------------------------------------------------------

    def _measure(
        self, client: Any, writer: GenerationWriter, collections: dict[str, Collection], access: dict[str, str],
        written: int, real: list[Any], real_vectors: np.ndarray, bases: np.ndarray, cases: list[Any], glossary: Any,
        build: tuple[float, float] | None,
    ) -> list[str]:
        if build is not None:
            specs = tuple(
                ShardSpec(logical, c.name, access[logical], c.count(),
                          SYNTHETIC_FROM if logical.endswith(".open") else None)
                for logical, c in sorted(collections.items()) if c.count()
            )
            for logical in [n for n, c in collections.items() if not c.count()]:
                del collections[logical]  # an empty shard is not published (and its collection is deleted)
            writer.publish(Layout(writer.generation, self.embedder.name, specs), {})  # kept index: reopened as is
        assert writer.live is not None
        layout = writer.live
        index = PolicyIndex(client, NAME, layout, Handles(ScanStore.for_settings(self.settings)))
        total = index.count()
        largest = max(layout.shards, key=lambda spec: spec.count)
        hnsw = (index.collection(largest).configuration or {}).get("hnsw") or {}
        graph = (f"HNSW of the largest shard: M {hnsw.get('max_neighbors')}, construction_ef "
                 f"{hnsw.get('ef_construction')}, search_ef {hnsw.get('ef_search')}")
        for spec in layout.shards:  # as `helpdesk ingest` does before publishing (bot.knowledge.fastscan)
            t0, cpu0 = time.perf_counter(), time.process_time()
            scan = index.scan(spec, wait=True, progress=self.say)
            if scan is not None:
                graph += (f"; {spec.name} ({spec.count:,} chunks) searched by compressed scan + exact re-rank of "
                          f"{REFINED:,} candidates (index ready in "
                          f"{time.perf_counter() - t0:.0f} s wall, {time.process_time() - cpu0:.0f} s CPU)")
        lines = [f"synthetic index: {total:,} chunks ({written:,} synthetic + {len(real)} policy chunks); this run "
                 f"wrote for {build[0]:.0f} s wall, {build[1]:.0f} s CPU; {graph}" if build is not None
                 else f"synthetic index: {total:,} chunks, measured again; {graph}"]
        questions = [c.question for c in cases]
        for label, dept in (("anyone", None), ("IT asker", "IT")):
            asker = Asker(dept=dept)
            for q in questions[:5]:
                retrieve(index, self.embedder, q, asker, None, 3)
            samples = []
            for _ in range(3):
                for q in questions:
                    t0 = time.perf_counter()
                    retrieve(index, self.embedder, q, asker, None, 3)
                    samples.append((time.perf_counter() - t0) * 1000)
            load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
            lines.append(f"query, {total:,} chunks, {label}, embed + search: {_percentiles(samples)}   "
                         f"(load average {load})")
        lines += self._recall(index, written, real, real_vectors, bases, cases, glossary)
        for line in lines:
            self.say(line)
        return lines

    def _recall(
        self, index: PolicyIndex, written: int, real: list[Any], real_vectors: np.ndarray, bases: np.ndarray,
        cases: list[Any], glossary: Any,
    ) -> list[str]:
        """Recall@1/@3 by document with HNSW (the real query path) and with an exact search over the
        same vectors and filters. Both go through the same pipeline: the dense top `lexical.WIDE_POOL`
        candidates, re-ranked with the lexical score (`bot.answer.lexical.fuse`), so a difference is HNSW's
        alone. The exact candidates are found block by block."""
        queries = self.embedder.embed([glossary.expand_query(c.question) if glossary else c.question for c in cases])
        days = [day_number(c.as_of or date.today()) for c in cases]
        depts = [c.dept for c in cases]
        pool = lexical.WIDE_POOL  # fuse keeps POOL of them and the rest within its margin
        # candidates per question: (score, key); key >= 0 is a synthetic chunk's number, -1 - i policy chunk i
        best: list[list[tuple[float, int]]] = []
        for qi in range(len(cases)):
            scores = real_vectors @ queries[qi]
            top: list[tuple[float, int]] = []
            for i, (t, s) in enumerate(zip(real, scores, strict=True)):
                m = t.meta
                readable = m.get(access_key("ALL")) == ACCESS_YES or (
                    depts[qi] and m.get(access_key(depts[qi])) == ACCESS_YES)
                if readable and m["effective_from_n"] <= days[qi] <= m["effective_to_n"] and m["kind"] in SEARCH_KINDS:
                    top.append((float(s), -1 - i))
            best.append(sorted(top, reverse=True)[:pool])
        for offset, vectors in _blocks(bases, written, len(real)):
            numbers = np.arange(offset, offset + len(vectors))
            scores = vectors @ queries.T  # (n, questions)
            for qi in range(len(cases)):
                column = np.where(_eligible(numbers, depts[qi], days[qi]), scores[:, qi], -2.0)
                picks = np.argpartition(-column, pool)[:pool] if len(column) > pool else np.arange(len(column))
                merged = best[qi] + [(float(column[i]), int(numbers[i])) for i in picks if column[i] > -2]
                best[qi] = sorted(merged, reverse=True)[:pool]
        exact1 = exact3 = hnsw1 = hnsw3 = agree = 0
        misses: list[str] = []
        for qi, case in enumerate(cases):
            candidates = [self._excerpt(key, score, real) for score, key in best[qi]]
            ranked = [e.doc_id for e in lexical.fuse(case.question, candidates, 3, glossary)]
            exact1 += ranked[:1] == [case.doc_id]
            exact3 += case.doc_id in ranked
            hits = retrieve(index, self.embedder, case.question, Asker(dept=case.dept), case.as_of, 3, glossary)
            got = [h.doc_id for h in hits]
            hnsw1 += got[:1] == [case.doc_id]
            hnsw3 += case.doc_id in got
            agree += got == ranked
            if case.doc_id not in got:
                misses.append(f"{case.id}: index {got}, exact {ranked} "
                              f"(dense scores {[round(s, 3) for s, _ in best[qi][:3]]})"
                              + self._outscored(index, queries[qi], case, best[qi], real))
        total = len(cases)
        lines = [f"recall@1/@3 inside the {index.count():,}-chunk index (top {pool} dense + lexical re-rank): index "
                 f"{hnsw1}/{hnsw3} of {total}, exact search {exact1}/{exact3} of {total}; index top 3 = exact top 3 "
                 f"(by document) for {agree}/{total}"]
        lines += [f"  miss@3 {m}" for m in misses[:10]]
        return lines

    @staticmethod
    def _outscored(index: PolicyIndex, query: np.ndarray, case: Any, exact: list[tuple[float, int]],
                   real: list[Any]) -> str:
        """Whether the expected document's chunk scores above every dense candidate HNSW returned:
        then the graph search never reached it from this question (raising the beam or re-ranking
        cannot help), as opposed to a chunk that HNSW found but that ranked lower."""
        expected = [s for s, key in exact if key < 0 and real[-1 - key].chunk.doc_id == case.doc_id]
        if not expected:
            return ""
        found = index.query(query[None, :], case.dept, case.as_of or date.today(), lexical.WIDE_POOL)
        best = max((1.0 - h.distance for h in found), default=-1.0)
        verdict = "not reached by the index search" if expected[0] > best else "reached, ranked lower"
        return f"; expected chunk {expected[0]:.3f} vs the index's best {best:.3f}: {verdict}"

    @staticmethod
    def _excerpt(key: int, score: float, real: list[Any]) -> Excerpt:
        """A candidate as the query path builds it: a policy chunk's text and metadata, or a synthetic
        chunk's (no text)."""
        if key < 0:
            t = real[-1 - key]
            return excerpt(t.chunk.chunk_id, t.chunk.body, t.meta, 1.0 - score)
        access, tier = placement(key)
        return excerpt(f"s{key}", "", synthetic_meta(key, access, tier), 1.0 - score)

    # -- state ----------------------------------------------------------------------------------

    def _bases(self) -> np.ndarray:
        path = self.keep / "bases.npy" if self.keep else None
        if path is not None and path.exists():
            return np.asarray(np.load(path), dtype=np.float32)
        bases = np.asarray(self.embedder.embed(base_sentences()), dtype=np.float32)
        if path is not None:
            np.save(path, bases)
        return bases

    def _state(self) -> dict[str, Any]:
        path = self.keep / "progress.json" if self.keep else None
        return json.loads(path.read_text()) if path is not None and path.exists() else {}

    def _save(self, state: dict[str, Any]) -> None:
        if self.keep is not None:
            (self.keep / "progress.json").write_text(json.dumps(state))


BLOCK = 5000  # synthetic chunks generated (and written) per block: the same blocks are regenerated


def _blocks(bases: np.ndarray, written: int, anchors: int) -> Iterator[tuple[int, np.ndarray]]:
    """The synthetic vectors again, in the blocks they were written in (regenerated, not stored)."""
    for offset in range(0, written, BLOCK):
        yield offset, synthetic_block(bases, offset, min(BLOCK, written - offset), anchors)


def _percentiles(samples_ms: list[float]) -> str:
    ordered = sorted(samples_ms)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"p50 {float(np.median(ordered)):7.2f} ms   p95 {p95:7.2f} ms   (n={len(ordered)})"


def bench_scale(settings: Settings, embedder: Embedder, size: int, keep: Path | None, cases: list[Any],
                glossary: Any, hnsw: dict[str, Any] | None = None, search_efs: tuple[int, ...] = ()) -> list[str]:
    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    return ScaleBuild(settings, embedder, size, keep, say, hnsw or {}, search_efs).run(cases, glossary)


def parse_hnsw(text: str) -> dict[str, Any]:
    """`M=32,construction_ef=200,search_ef=100` -> Chroma collection metadata keys."""
    out: dict[str, Any] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = item.partition("=")
        out[f"hnsw:{key.strip()}"] = int(value)
    return out
