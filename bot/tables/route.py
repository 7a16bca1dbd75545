"""Table questions in the request path: routed before the normal generator.

1. The whole-table chunks the asker may read and that are in force on the as-of date are read from
   the index (small dated shards) and parsed (cached by content hash).
2. Each table reads the question (bot.tables.query); the most relevant one answers it. A tie between
   tables is broken by the retrieved excerpts; a tie that remains leaves the question to the normal path.
3. Code filters, counts and lists. With the extractive generator code writes the answer; with a model
   the model gets the whole table plus the computed facts and may only phrase them. Either way the
   usual checks run, plus `table_facts`, and the table chunk is read again before the answer goes out.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from datetime import date
from typing import TYPE_CHECKING

from bot import messages
from bot.answer.citations import sources_of
from bot.answer.generate import Draft, GenerationError
from bot.answer.retrieve import _excerpt
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import DATED_PREFIX, MERGED, PolicyIndex, chunk_filter
from bot.models import Asker, Check, Excerpt, Reason, Result, Route, Timings
from bot.rules.table_asked import falls_back
from bot.tables.facts import code_answer, facts_excerpt
from bot.tables.query import TableQuestion, may_ask_a_table, read_question
from bot.tables.table import Table, parse_table

if TYPE_CHECKING:
    from bot.answer.pipeline import Pipeline

log = logging.getLogger("bot.tables")

_CACHE_MAX = 64
TABLES_TTL_S = 10.0
_cache: dict[tuple[str, str], Table | None] = {}
_by_index: weakref.WeakKeyDictionary[PolicyIndex, tuple[float, dict[tuple[str | None, date], list[Table]]]] = (
    weakref.WeakKeyDictionary()
)
_cache_lock = threading.Lock()
# Generators that are not a language model: code writes the answer from the computed facts.
CODE_WRITTEN = {"extractive"}


def load_tables(index: PolicyIndex, asker: Asker, as_of: date) -> list[Table]:
    """Every table document this asker may read, as it stood on `as_of`. Kept with the opened index for
    a few seconds (the Runtime re-opens the index after a re-ingest or within 10 s); the table chunk
    is read again before an answer goes out, so a change in between hands the answer off."""
    key = (asker.dept, as_of)
    with _cache_lock:
        held = _by_index.get(index)
        if held is not None and time.monotonic() - held[0] < TABLES_TTL_S and key in held[1]:
            return held[1][key]
    tables = _read_tables(index, asker, as_of)
    with _cache_lock:
        held = _by_index.get(index)
        if held is None or time.monotonic() - held[0] >= TABLES_TTL_S:
            held = _by_index[index] = (time.monotonic(), {})
        held[1][key] = tables
    return tables


def _read_tables(index: PolicyIndex, asker: Asker, as_of: date) -> list[Table]:
    """The whole-table chunks, read from the dated shards (the filter runs inside Chroma), parsed
    once per content hash."""
    where = chunk_filter(asker.dept, as_of, ("table",), prefix=DATED_PREFIX)
    tables: list[Table] = []
    for spec in index.readable_shards(asker.dept):
        if spec.tier not in ("dated", MERGED):
            continue
        for chunk_id, text, m in index.get_rows(spec, where=where):
            key = (chunk_id, str(m.get("content_hash", "")))
            with _cache_lock:
                hit = key in _cache
                table = _cache.get(key)
            if not hit:
                table = parse_table(_excerpt(chunk_id, text, m, 1.0))
                with _cache_lock:
                    if len(_cache) >= _CACHE_MAX:
                        _cache.pop(next(iter(_cache)))
                    _cache[key] = table
            if table is not None:
                tables.append(table)
    return tables


def detect(
    question: str, tables: list[Table], glossary: Glossary, retrieved: list[Excerpt]
) -> TableQuestion | None:
    """The table question this is, against the most relevant table; None when it is not one."""
    read = [tq for tq in (read_question(question, t, glossary) for t in tables) if tq is not None]
    if not read:
        return None
    retrieved_docs = [e.doc_id for e in retrieved]

    def rank(tq: TableQuestion) -> tuple[int, int]:
        doc = tq.table.doc_id
        return tq.relevance, -(retrieved_docs.index(doc) if doc in retrieved_docs else len(retrieved_docs))

    read.sort(key=rank, reverse=True)
    if len(read) > 1 and rank(read[0]) == rank(read[1]):
        return None  # two tables fit equally well: the normal path answers (or hands off)
    return read[0]


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


def answer_table_question(
    pipeline: Pipeline, question: str, asker: Asker, as_of: date, index: PolicyIndex,
    retrieved: list[Excerpt], timings: Timings, query: str | None = None,
) -> Result | None:
    """The Result for a table question, or None to let the normal path answer. `query` is the question
    as the generator should read it (a follow-up read with its conversation); default the question."""
    asked = query or question
    if not may_ask_a_table(asked):
        return None
    t0 = time.perf_counter()
    with pipeline._cpu:
        tq = detect(asked, load_tables(index, asker, as_of), pipeline.glossary, retrieved)
    if tq is None:
        return None
    table = tq.table
    top_score = retrieved[0].score if retrieved else None
    load_vocabulary = getattr(pipeline, "_load_vocabulary", None)  # what other checks read from the index
    if load_vocabulary is not None:
        load_vocabulary(index)
    log.info("table question asker=%s doc=%s shape=%s rows=%d", asker.id, table.doc_id, tq.shape, len(tq.rows))
    if tq.shape == "unanswerable":
        timings.generate = _ms(t0)
        check = Check(name="table_conditions", passed=False,
                      detail=f"the table {table.doc_id} has no column or value for: {', '.join(tq.unknown)}")
        return _with(Result(
            question=question, route=Route.HANDOFF, reason=Reason.CHECKS_FAILED, answer=messages.UNSURE,
            top_score=top_score, sources=sources_of([table.excerpt]), checks=[check], failed=[check.name],
        ), timings)

    excerpts = [facts_excerpt(tq), table.excerpt]
    generator = pipeline.generator
    try:
        if generator.name in CODE_WRITTEN:
            draft = Draft(status="answered", answer=f"{code_answer(tq)}[1][2]")
        else:
            draft = generator.generate(asked, excerpts)
    except GenerationError as exc:
        timings.generate = _ms(t0)
        result = _stage_failed(question, exc.reason, top_score, excerpts)
        result.draft, result.failed = exc.raw, [exc.reason.value]
        return _with(result, timings)
    except Exception as exc:
        log.warning("table generator error asker=%s error=%s", asker.id, type(exc).__name__)
        timings.generate = _ms(t0)
        result = _stage_failed(question, Reason.GENERATION_FAILED, top_score, excerpts)
        result.failed = [Reason.GENERATION_FAILED.value]
        return _with(result, timings)
    timings.generate = _ms(t0)

    t0 = time.perf_counter()
    with pipeline._cpu:
        result = pipeline._route(question, draft, top_score, excerpts, table_question=tq, query=asked)
        if falls_back(result) and (tq.shape != "absence" or tq.absent):
            return None  # the question asks more than the rows: the normal path answers or hands off
        unchanged = result.route != Route.AUTO_ANSWER or pipeline._evidence_unchanged(
            index, [table.excerpt], asker, as_of
        )
    if not unchanged:
        draft_text = result.draft
        result = _stage_failed(question, Reason.EVIDENCE_CHANGED, top_score, excerpts)
        result.draft, result.failed = draft_text, [Reason.EVIDENCE_CHANGED.value]
    timings.check = _ms(t0)
    return _with(result, timings)


def _stage_failed(question: str, reason: Reason, top_score: float | None, excerpts: list[Excerpt]) -> Result:
    return Result(question=question, route=Route.HANDOFF, reason=reason, answer=messages.STAGE_FAILED,
                  top_score=top_score, sources=sources_of(excerpts))


def _with(result: Result, timings: Timings) -> Result:
    result.timings_ms = timings
    return result
