"""`helpdesk bench tables`: the table-question path on the embedded defaults, and what table detection
adds to every other question. Figures only; nothing here is asserted by the tests."""

from __future__ import annotations

import argparse
import time
from datetime import date
from pathlib import Path

from bot.answer.factory import build_pipeline
from bot.bench.timings import percentiles
from bot.eval.cases import load_cases
from bot.models import Asker
from bot.runtime import Runtime
from bot.settings import Settings
from bot.tables.route import detect, load_tables

TABLE_CASES = Path("cases/tables.json")
OTHER_CASES = Path("cases/helpdesk.json")


def bench_tables(args: argparse.Namespace, settings: Settings, rounds: int = 5) -> list[str]:
    runtime = Runtime(settings)
    if not runtime.index_exists():
        runtime.ingest()
    pipeline = build_pipeline(settings.model_copy(update={"generator": "extractive"}), runtime=runtime)
    pipeline.handle("워밍업 질문입니다", Asker())
    questions = [c.question for c in load_cases(TABLE_CASES) if c.draft is None]
    results = [pipeline.handle(q, Asker()) for _ in range(rounds) for q in questions]
    routed = [r for r in results if any(c.name in ("table_facts", "table_conditions") for c in r.checks)]
    lines = [f"table-question path, extractive generator ({len(routed)} runs of {len(questions)} questions):"]
    for stage in ("retrieve", "generate", "check", "total"):
        label = "tables" if stage == "generate" else stage
        lines.append(f"  {label:<9} {percentiles([getattr(r.timings_ms, stage) for r in routed])}")

    index = runtime.collection()
    others = [c.question for c in load_cases(OTHER_CASES) if c.draft is None and c.question.strip()]
    samples = []
    for _ in range(rounds):
        for question in others:
            start = time.perf_counter()
            detect(question, load_tables(index, Asker(), date.today()), pipeline.glossary, [])
            samples.append((time.perf_counter() - start) * 1000)
    lines.append(f"table detection on other questions (added to every question): {percentiles(samples)}")
    return lines
