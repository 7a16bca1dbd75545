"""Benchmarks that print figures: retrieval latency and ingest throughput, pipeline stage timings.

Nothing here is asserted by the tests; the figures go into the README with the command that made them.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bot.answer.factory import build_pipeline
from bot.answer.retrieve import retrieve
from bot.eval.cases import load_cases
from bot.eval.retrieval import load_retrieval_cases, recall_report
from bot.knowledge.embeddings import Embedder
from bot.knowledge.index import (
    PolicyIndex,
)
from bot.models import Asker, Result
from bot.runtime import Runtime
from bot.settings import Settings

RECALL_FILE = Path("cases/retrieval/recall.json")
CASE_FILES = [Path("cases/lab02.json"), Path("cases/lab03-threshold.json"), Path("cases/helpdesk.json")]


def percentiles(samples_ms: list[float]) -> str:
    ordered = sorted(samples_ms)

    def pick(q: float) -> float:
        return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]

    return f"p50 {statistics.median(ordered):7.2f} ms   p95 {pick(0.95):7.2f} ms   (n={len(ordered)})"


def _time(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def bench_retrieval(
    settings: Settings, synthetic: int = 100_000, rounds: int = 5, keep: Path | None = None,
    hnsw: dict[str, Any] | None = None, search_efs: tuple[int, ...] = (),
) -> list[str]:
    """Retrieval on the policy corpus; then, with `synthetic` > 0, inside an index of that many more
    chunks (bot.bench.scale), kept under `keep` when given so it is re-queried without a rebuild."""
    lines: list[str] = []
    cases = load_retrieval_cases(RECALL_FILE)
    questions = [c.question for c in cases]
    with tempfile.TemporaryDirectory() as tmp:
        local = settings.model_copy(update={"data_dir": Path(tmp), "chroma_host": None})
        runtime = Runtime(local)
        embedder = runtime.embedder
        embedder.embed(["warm-up"])
        start = time.perf_counter()
        report = runtime.ingest()
        seconds = time.perf_counter() - start
        lines.append(f"ingest: {report.chunks} chunks in {seconds:.2f} s = {report.chunks / seconds:.0f} chunks/s "
                     f"(embedding included, fresh index)")
        collection = runtime.collection()
        for q in questions[:5]:
            retrieve(collection, embedder, q, Asker(), None, 3)
        spec = collection.layout.shards[0]
        retrieval: list[float] = []
        embed_only: list[float] = []
        one_query: list[float] = []
        for _ in range(rounds):  # interleaved, so load on the machine affects all three alike
            for q in questions:
                retrieval.append(_time(lambda q=q: retrieve(runtime.collection(), embedder, q, Asker(), None, 3)))  # type: ignore[misc]
                embed_only.append(_time(lambda q=q: embedder.embed([q])))  # type: ignore[misc]
                vector = embedder.embed([q])
                one_query.append(_time(lambda v=vector: collection.collection(spec).query(  # type: ignore[misc]
                    query_embeddings=v, n_results=3, include=["documents", "metadatas", "distances"])))
        lines.append(f"query, policy corpus ({collection.count()} chunks, {len(collection.layout.shards)} shard(s)), "
                     f"pointer read + embed + search: {percentiles(retrieval)}")
        lines.append(f"one embedding: {percentiles(embed_only)}")
        lines.append(f"one Chroma query ({spec.name}, no filter): {percentiles(one_query)}")
        ratio = statistics.median(retrieval) / (statistics.median(embed_only) + statistics.median(one_query))
        lines.append(f"retrieval / (one embedding + one query), medians: {ratio:.2f} (target <= 2)")
        lines.append(recall_line("recall, policy corpus", collection, embedder, cases, runtime))
        if synthetic:
            from bot.bench.scale import bench_scale

            if keep is not None:
                keep.mkdir(parents=True, exist_ok=True)
                local = local.model_copy(update={"data_dir": keep})
            lines.extend(bench_scale(local, embedder, synthetic, keep, cases, runtime.glossary, hnsw, search_efs))
    return lines


def recall_line(label: str, index: PolicyIndex, embedder: Embedder, cases: list[Any], runtime: Runtime) -> str:
    report = recall_report(index, embedder, cases, runtime.glossary)
    return f"{label}: recall@1 {report.at1}/{report.total}, recall@3 {report.at3}/{report.total}"


def _stage_lines(label: str, results: list[Result]) -> list[str]:
    lines = [f"{label}:"]
    for stage in ("retrieve", "generate", "check", "total"):
        lines.append(f"  {stage:<9} {percentiles([getattr(r.timings_ms, stage) for r in results])}")
    overhead = [r.timings_ms.total - r.timings_ms.generate for r in results]
    lines.append(f"  {'overhead':<9} {percentiles(overhead)}  (total minus the generate stage)")
    return lines


def bench_pipeline(settings: Settings, model_latency_s: float = 0.2, rounds: int = 3) -> list[str]:
    from bot.bench.devsupport import devtools

    start_fake_openai = devtools("fake_openai").start_fake_openai

    cases = [c for path in CASE_FILES for c in load_cases(path) if c.draft is None and c.question.strip()]
    runtime = Runtime(settings)
    if not runtime.index_exists():
        runtime.ingest()
    local = build_pipeline(settings, runtime=runtime)
    local.handle("워밍업 질문입니다", Asker())
    lines: list[str] = []

    results = [local.handle(c.question, Asker(dept=c.user.dept if c.user else None), c.as_of)
               for _ in range(rounds) for c in cases]
    gated = [r for r in results if r.reason is not None and r.reason.value in ("below_threshold", "no_evidence")]
    lines += _stage_lines(f"no-model path, gate stops the question ({len(gated)} runs)", gated)
    lines += _stage_lines(f"no-model path, all cases, extractive generator ({len(results)} runs)", results)

    with start_fake_openai(latency_s=model_latency_s) as fake:
        remote = settings.model_copy(update={"openai_api_key": "bench", "openai_base_url": fake.url,
                                             "generator": "openai"})
        model = build_pipeline(remote, runtime=runtime)
        answered = [model.handle(c.question, Asker(dept=c.user.dept if c.user else None), c.as_of)
                    for c in cases[: 20]]
        called = [r for r in answered if r.timings_ms.generate > 0]
        lines += _stage_lines(f"model path, fake model with {model_latency_s:.1f} s latency ({len(called)} runs)",
                              called)

        fake.latency_s = 1.0
        questions = [c.question for c in cases if c.expect.route.value == "auto_answer"][:20]
        while len(questions) < 20:
            questions += questions[: 20 - len(questions)]
        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=20) as pool:
            done = list(pool.map(lambda q: model.handle(q, Asker()), questions))
        wall = time.perf_counter() - start
        calls = sum(r.timings_ms.generate > 0 for r in done)
        lines.append(f"concurrency: 20 questions at once with a 1 s fake model ({calls} model calls): "
                     f"{wall:.2f} s wall time")
    return lines
