"""Typed values that travel through the pipeline; the adapters read and write only these."""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from pydantic import BaseModel, Field


class Asker(BaseModel):
    """Who asks. `dept` decides which documents they may read; None sees only `ALL` documents."""

    id: str = "cli"
    dept: str | None = None
    channel: str = "cli"


class Excerpt(BaseModel):
    """One retrieved chunk with its cosine score (1 - distance)."""

    chunk_id: str
    doc_id: str
    title: str
    section: str
    revision: int
    text: str
    score: float
    kind: str = "section"
    effective_from: date | None = None
    effective_to: date | None = None
    access: list[str] = Field(default_factory=lambda: ["ALL"])
    content_hash: str = ""
    source: str = ""
    start: int = 0
    end: int = 0


class Route(StrEnum):
    AUTO_ANSWER = "auto_answer"
    HANDOFF = "handoff"
    CLARIFY = "clarify"


class Reason(StrEnum):
    BELOW_THRESHOLD = "below_threshold"
    NO_EVIDENCE = "no_evidence"
    CHECKS_FAILED = "checks_failed"
    MODEL_ABSTAINED = "model_abstained"
    RETRIEVAL_FAILED = "retrieval_failed"
    GENERATION_FAILED = "generation_failed"
    CONTRACT_FAILED = "contract_failed"
    EVIDENCE_CHANGED = "evidence_changed"


class Source(BaseModel):
    doc_id: str
    title: str
    section: str
    revision: int
    chunk_id: str
    score: float


class Cited(BaseModel):
    doc_id: str
    title: str
    section: str


class Check(BaseModel):
    name: str
    passed: bool
    detail: str = ""


class Timings(BaseModel):
    retrieve: float = 0.0
    generate: float = 0.0
    check: float = 0.0
    total: float = 0.0


class Upcoming(BaseModel):
    """A revision of a cited document that takes effect soon, and what its matching section says."""

    doc_id: str
    title: str
    section: str
    revision: int
    effective_from: date
    changed: list[str]  # the sentences of the future section that the current one lacks
    chunk_id: str


class Result(BaseModel):
    """The outcome of one question: what the employee sees and what staff need to take over."""

    question: str
    route: Route
    reason: Reason | None = None
    answer: str
    draft: str | None = None
    top_score: float | None = None
    sources: list[Source] = Field(default_factory=list)
    cited: list[Cited] = Field(default_factory=list)
    checks: list[Check] = Field(default_factory=list)
    failed: list[str] = Field(default_factory=list)
    timings_ms: Timings = Field(default_factory=Timings)
    # What was searched: the question, or the question read with the conversation before it.
    retrieval_query: str | None = None
    upcoming: list[Upcoming] = Field(default_factory=list)
    # The retrieval query's embedding (float32 bytes), kept for the digest's grouping; never serialised.
    query_vector: bytes | None = Field(default=None, exclude=True, repr=False)
    query_model: str | None = Field(default=None, exclude=True)  # the embedding model of query_vector
