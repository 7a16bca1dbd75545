"""The product: `handle(question, asker) -> Result`. Retrieve, gate, context, generate, check, route.

No exception escapes `handle`: a failing stage becomes the Result's reason, and anything unsure is
handed to a person (fail-closed).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from bot import messages
from bot.answer.checks import run_checks
from bot.answer.citations import cited_of, find_markers, render_answer, sources_of
from bot.answer.context import fit_budget
from bot.answer.conversation import Kind, Rewrite, retrieval_query
from bot.answer.cpu_slots import CpuSlots
from bot.answer.generate import Draft, GenerationError, Generator
from bot.answer.part_retrieval import retrieve_with_later
from bot.answer.question import screen_question
from bot.answer.retrieve import retrieve
from bot.answer.row_named import names_row
from bot.answer.upcoming import upcoming_changes, upcoming_line
from bot.helpdesk.smalltalk import small_talk_reply
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import IndexError_, PolicyIndex
from bot.language import word_spacing
from bot.models import Asker, Excerpt, Reason, Result, Route, Timings
from bot.ops import metrics
from bot.ops.logsafe import describe
from bot.rules import later_excerpts
from bot.settings import Settings
from bot.tables import TableQuestion, answer_table_question, table_facts
from bot.topic import TopicMatcher

log = logging.getLogger("bot.answer.pipeline")
_VOCABULARY_LOCK = threading.Lock()


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


class Pipeline:
    """Holds the stages' dependencies; `handle` is a pure function of (question, asker, as_of) and them."""

    def __init__(
        self,
        settings: Settings,
        collection: Callable[[], PolicyIndex],
        embedder: Embedder,
        generator: Generator,
        glossary: Glossary | None = None,
        cpu_slots: CpuSlots | None = None,
    ) -> None:
        self.settings = settings
        self._collection = collection
        self.embedder = embedder
        self.generator = generator
        self.glossary = glossary or Glossary()
        # The answers_question check's analyzer: the extractive generator's own when it has one (one
        # word-vector cache, one vocabulary), so the check and the generator judge alike.
        picker = getattr(generator, "matcher", None)
        self.matcher = picker if isinstance(picker, TopicMatcher) else TopicMatcher(self.glossary, embedder)
        # CPU-bound stages take a slot: with more runnable threads than cores, Python's GIL makes
        # every thread wait, including the one that acknowledges Slack events. Model calls take none.
        # In `helpdesk serve` a stage also yields (at most 0.1 s) to messages being acknowledged.
        self._cpu = cpu_slots or CpuSlots(settings.cpu_slots)

    @property
    def cpu_slots(self) -> CpuSlots:
        """The CPU slots (shared by pipelines made with `with_generator`)."""
        return self._cpu

    def collection(self) -> PolicyIndex:
        return self._collection()

    def with_generator(self, generator: Generator) -> Pipeline:
        return Pipeline(self.settings, self._collection, self.embedder, generator, self.glossary, self._cpu)

    def handle(
        self, question: str, asker: Asker, as_of: date | None = None, history: Sequence[str] | None = None
    ) -> Result:
        """`history`: the conversation's earlier messages, oldest first (see `bot.answer.conversation`)."""
        started = time.perf_counter()
        try:
            result = self._handle(question, asker, as_of or date.today(), started, list(history or []))
        except Exception as exc:  # the last line of defence: never raise, never go silent
            log.error("pipeline error asker=%s error=%s", asker.id, describe(exc))
            result = self._handoff(question, Reason.GENERATION_FAILED, messages.STAGE_FAILED, None, [])
            result.checks = []
            result.failed = [type(exc).__name__]
        result.timings_ms.total = _ms(started)
        metrics.observe_result(result)
        log.info(
            "handled asker=%s route=%s reason=%s top_score=%s total_ms=%.1f",
            asker.id, result.route.value, result.reason.value if result.reason else "-",
            result.top_score, result.timings_ms.total,
        )
        return result

    # -- stages ---------------------------------------------------------------------------------

    def _rewrite(self, question: str, history: list[str], asker: Asker, as_of: date) -> Rewrite:
        """The retrieval query: the question, or the question read with the conversation before it."""
        if not history:
            return Rewrite(question, Kind.STANDALONE)

        def probe(text: str) -> tuple[str, float] | None:
            hits = retrieve(self._collection(), self.embedder, text, asker, as_of, 1, self.glossary)
            return (f"{hits[0].doc_id}#{hits[0].section}", hits[0].score) if hits else None

        return retrieval_query(question, history, probe, self.settings.threshold)

    def _handle(self, question: str, asker: Asker, as_of: date, started: float, history: list[str]) -> Result:
        problem = screen_question(question, self.settings.max_question_chars)
        if problem:
            return Result(question=question, route=Route.CLARIFY, answer=problem)
        asked = question.strip()
        question = word_spacing.restored(asked, self.glossary.is_word)  # "비번몇달마다바꿔야돼요?": read spaced
        timings = Timings()

        t0 = time.perf_counter()
        try:
            with self._cpu:
                rewrite = self._rewrite(question, history, asker, as_of)
                if rewrite.kind is Kind.SMALL_TALK:  # "고마워요" after a question: not a new question
                    return Result(question=asked, route=Route.CLARIFY, retrieval_query=None,
                                  answer=small_talk_reply(question) or messages.NOT_FOUND)
                collection = self._collection()
                # each question of the message searched apart, an instruction to the bot not at all
                excerpts, later, vector = retrieve_with_later(
                    collection, self.embedder, rewrite.query, asker, as_of, self.settings.top_k, self.glossary,
                    self.matcher, later_excerpts.reserve_for(self.generator),
                )
        except Exception as exc:
            log.warning("retrieval failed asker=%s error=%s", asker.id, type(exc).__name__)
            result = self._handoff(asked, Reason.RETRIEVAL_FAILED, messages.STAGE_FAILED, None, [])
            # staff see "index not built: run `helpdesk ingest`" for a missing or unreadable index
            result.failed = ["index_missing" if isinstance(exc, IndexError_) else "retrieval"]
            return result
        timings.retrieve = _ms(t0)
        searched = {"retrieval_query": rewrite.query, "query_vector": vector.astype("float32").tobytes(),
                    "query_model": self.embedder.name}
        result = self._answer(question, rewrite.generator_question, asker, as_of, excerpts, vector, collection, timings,
                              later)
        return result.model_copy(update={**searched, "question": asked})

    def _draft(self, query: str, excerpts: list[Excerpt], later: Sequence[Excerpt]) -> tuple[Draft, list[Excerpt]]:
        """The generator's draft and the excerpts it cites by number: the first excerpts, then (for a generator that
        can answer strictly) the later ones read strictly (bot.rules.later_excerpts)."""
        strict = later_excerpts.as_strict(self.generator)
        # the follow-up reading (QuestionParts.follow_up_reading) waits for the later excerpts' strict look: a
        # sentence a later excerpt answers the parts with comes before one that only the two parts read as one
        # question find among the first excerpts
        deferred = strict if later and strict is not None else None
        if deferred is not None:
            with self._cpu:
                draft = deferred.generate(query, excerpts, follow_up=False)
        elif getattr(self.generator, "cpu_bound", False):
            with self._cpu:
                draft = self.generator.generate(query, excerpts)
        else:  # a remote model: waiting on the network must not hold a CPU slot
            draft = self.generator.generate(query, excerpts)
        if draft.status != "insufficient_evidence" or deferred is None:
            return draft, excerpts
        with self._cpu:  # later excerpts, strictly
            budget = fit_budget([*excerpts, *later], self.settings.context_char_budget)
            second = later_excerpts.second_look(deferred, query, excerpts, budget[len(excerpts):])
            if second is not None:
                return second
            return deferred.generate(query, excerpts), excerpts  # now with the follow-up reading

    def _answer(
        self, question: str, query: str, asker: Asker, as_of: date, excerpts: list[Excerpt], vector: Any,
        collection: PolicyIndex, timings: Timings, later: Sequence[Excerpt] = (),
    ) -> Result:
        """Table, gate, generate, check and route; the table detection and the generator read `query`
        (the question in context); the Result keeps `question` as asked."""
        top_score = excerpts[0].score if excerpts else None
        table = answer_table_question(self, question, asker, as_of, collection, excerpts, timings, query=query)
        if table is not None:  # a counting or listing question: computed from the whole table
            return table
        if not excerpts:
            return self._timed(self._handoff(question, Reason.NO_EVIDENCE, messages.NOT_FOUND, None, []), timings)
        if top_score is not None and top_score < self.settings.threshold and not names_row(question, excerpts,
                                                                                         self.glossary):
            result = self._handoff(question, Reason.BELOW_THRESHOLD, messages.NOT_FOUND, top_score, excerpts)
            return self._timed(result, timings)

        excerpts = fit_budget(excerpts, self.settings.context_char_budget)
        self._load_vocabulary(collection)
        t0 = time.perf_counter()
        try:
            draft, excerpts = self._draft(query, excerpts, later)
        except GenerationError as exc:
            timings.generate = _ms(t0)
            result = self._handoff(question, exc.reason, messages.STAGE_FAILED, top_score, excerpts)
            result.draft = exc.raw
            result.failed = [exc.reason.value]
            return self._timed(result, timings)
        except Exception as exc:
            log.warning("generator error asker=%s error=%s", asker.id, type(exc).__name__)
            timings.generate = _ms(t0)
            result = self._handoff(question, Reason.GENERATION_FAILED, messages.STAGE_FAILED, top_score, excerpts)
            result.failed = [Reason.GENERATION_FAILED.value]
            return self._timed(result, timings)
        timings.generate = _ms(t0)

        t0 = time.perf_counter()
        with self._cpu:
            result = self._route(question, draft, top_score, excerpts, query=query)
            unchanged = result.route != Route.AUTO_ANSWER or self._evidence_unchanged(
                collection, excerpts, asker, as_of
            )
        if not unchanged:
            result = self._handoff(question, Reason.EVIDENCE_CHANGED, messages.STAGE_FAILED, top_score, excerpts)
            result.draft = draft.answer
            result.failed = [Reason.EVIDENCE_CHANGED.value]
        elif result.route is Route.AUTO_ANSWER:
            result = self._with_upcoming(result, collection, vector, excerpts, asker, as_of)
        timings.check = _ms(t0)
        return self._timed(result, timings)

    def _with_upcoming(
        self, result: Result, collection: PolicyIndex, vector: Any, excerpts: list[Excerpt], asker: Asker,
        as_of: date,
    ) -> Result:
        """A cited section that a revision changes within 90 days gets one cited line saying so."""
        cited_sections = {(c.doc_id, c.section) for c in result.cited}
        cited = [e for e in excerpts if (e.doc_id, e.section) in cited_sections]
        try:
            with self._cpu:
                changes = upcoming_changes(collection, vector, cited, asker, as_of)
        except Exception as exc:  # the answer stands without the notice; the failure is logged
            log.warning("upcoming revisions lookup failed asker=%s error=%s", asker.id, describe(exc))
            return result
        if not changes:
            return result
        body, sep, sources = result.answer.rpartition(f"\n\n{messages.SOURCES_LABEL}: ")
        lines = "\n".join(upcoming_line(c) for c in changes)
        answer = f"{body}\n{lines}{sep}{sources}" if sep else f"{result.answer}\n{lines}"
        return result.model_copy(update={"answer": answer, "upcoming": changes})

    def _route(
        self, question: str, draft: Draft, top_score: float | None, excerpts: list[Excerpt],
        table_question: TableQuestion | None = None, query: str | None = None,
    ) -> Result:
        """The route of a draft. The checks read `query` (a follow-up read with its conversation:
        "며칠 안에요?" has no topic of its own) or the question; the Result keeps the question as asked."""
        if draft.status == "needs_clarification" and (draft.clarification or draft.answer).strip():
            return Result(
                question=question, route=Route.CLARIFY, answer=(draft.clarification or draft.answer).strip(),
                draft=draft.answer or None, top_score=top_score, sources=sources_of(excerpts),
            )
        abstained = draft.status != "answered"
        text = draft.answer.strip() or (messages.NOT_FOUND_SENTENCE if abstained else "")
        checks = run_checks(text, excerpts, self.settings.grounded_min_ratio, model_abstained=abstained,
                            question=query or question, matcher=self.matcher,
                            follow_up=table_question is None)  # a computed table answer: each part as asked
        if table_question is not None:
            checks.append(table_facts(text, table_question))
        failed = [c.name for c in checks if not c.passed]
        markers = find_markers(text, len(excerpts))
        common: dict[str, Any] = {
            "question": question, "draft": text, "top_score": top_score, "sources": sources_of(excerpts),
            "cited": cited_of(markers.valid, excerpts), "checks": checks, "failed": failed,
        }
        if abstained:
            return Result(route=Route.HANDOFF, reason=Reason.MODEL_ABSTAINED, answer=messages.UNSURE, **common)
        if failed:
            return Result(route=Route.HANDOFF, reason=Reason.CHECKS_FAILED, answer=messages.UNSURE, **common)
        answer = render_answer(text, excerpts)
        titles = ", ".join(c.title for c in common["cited"])
        answer = f"{answer}\n\n{messages.SOURCES_LABEL}: {titles}"
        return Result(route=Route.AUTO_ANSWER, answer=answer, **common)

    def _load_vocabulary(self, collection: PolicyIndex) -> None:
        """Once per process: the policy words the answers_question check tells topics from context by."""
        if self.matcher.vocabulary is None:
            with _VOCABULARY_LOCK:  # one thread reads it; the others wait and find it loaded
                if self.matcher.vocabulary is None:
                    try:
                        self.matcher.set_vocabulary(collection.vocabulary_texts())
                    except Exception as exc:  # every word then counts as a topic: stricter, never looser
                        log.warning("policy vocabulary unavailable error=%s", type(exc).__name__)
        # The extractive generator picks sentences with the same rule: give it the same vocabulary.
        picker = getattr(self.generator, "matcher", None)
        if isinstance(picker, TopicMatcher) and picker.vocabulary is None:
            picker.vocabulary = self.matcher.vocabulary

    def _evidence_unchanged(self, collection: PolicyIndex, excerpts: list[Excerpt], asker: Asker, as_of: date) -> bool:
        """Seed 003: the chosen chunks are read again after generation; a deleted, revised or newly
        restricted chunk means the answer may no longer stand."""
        ids = list(dict.fromkeys(e.chunk_id for e in excerpts))
        try:
            current = collection.fetch(asker.dept, as_of, ids=ids)
        except Exception:
            return False
        hashes = {h.chunk_id: h.meta.get("content_hash") for h in current}
        return all(hashes.get(e.chunk_id) == e.content_hash for e in excerpts)

    # -- results --------------------------------------------------------------------------------

    @staticmethod
    def _handoff(
        question: str, reason: Reason, answer: str, top_score: float | None, excerpts: list[Excerpt]
    ) -> Result:
        return Result(
            question=question, route=Route.HANDOFF, reason=reason, answer=answer,
            top_score=top_score, sources=sources_of(excerpts),
        )

    @staticmethod
    def _timed(result: Result, timings: Timings) -> Result:
        result.timings_ms = timings
        return result
