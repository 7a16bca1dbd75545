"""Typed records the store hands out: questions, tickets and their history."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field


class QuestionState(StrEnum):
    """`pending`: recorded, work not finished (any replica takes it over once its lease expires).
    `delivering`: outcome stored, messages in the outbox. `done`: every message delivered."""

    PENDING = "pending"
    DELIVERING = "delivering"  # outcome stored, its messages still in the outbox
    DONE = "done"


class TicketState(StrEnum):
    """open -> claimed -> answered -> resolved; see `bot.store.tickets` for the rules."""

    OPEN = "open"
    CLAIMED = "claimed"
    ANSWERED = "answered"
    RESOLVED = "resolved"


class TicketAction(StrEnum):
    OPENED = "opened"
    CLAIMED = "claimed"
    REPLIED = "replied"
    RESOLVED = "resolved"
    POLICY_GAP = "policy_gap"


class TicketStateError(Exception):
    """A ticket transition the rules forbid. `holder` is the staff id holding the ticket, if any."""

    def __init__(self, message: str, *, holder: str | None = None, state: str | None = None) -> None:
        super().__init__(message)
        self.holder = holder
        self.state = state


class StoreError(Exception):
    """The database failed; the message names the error type only (never row values)."""


class NotFoundError(LookupError):
    """No question or ticket with that id."""


class QuestionRecord(BaseModel):
    """One logged question. `text` is None once purged by retention; counts stay."""

    id: int
    channel: str
    asker_id: str
    dept: str | None
    text: str | None
    thread_ts: str | None
    event_id: str | None
    received_at: datetime
    state: QuestionState
    route: str | None = None
    reason: str | None = None
    top_score: float | None = None
    answer: str | None = None
    draft: str | None = None
    checks: list[dict[str, Any]] = Field(default_factory=list)
    failed: list[str] = Field(default_factory=list)
    cited: list[dict[str, Any]] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    finished_at: datetime | None = None
    purged_at: datetime | None = None
    sources: list[dict[str, Any]] | None = None  # documents shown, with scores (None: not recorded)
    feedback: str | None = None  # "helpful" or "asked_person", from the buttons under an answer
    platform: str = "slack"
    reply_to: str | None = None  # the adapter's opaque reply address
    message_ref: str | None = None  # the adapter's opaque reference to the employee's message
    attempts: int = 0  # how many times work on it started (a crash loop ends in a ticket)
    retrieval_query: str | None = None  # what was searched (a follow-up read with its conversation)
    direct: bool = False  # asked in a 1:1 chat / DM


class TicketEvent(BaseModel):
    """Who did what to a ticket, and when (the staff message shows this history)."""

    at: datetime
    actor: str
    action: TicketAction
    detail: str | None = None


class Ticket(BaseModel):
    """A forwarded question that staff work in the staff channel."""

    id: int
    question_id: int
    state: TicketState
    assignee: str | None
    staff_reply: str | None
    policy_gap: bool
    reason: str | None
    requested_by_employee: bool
    message_channel: str | None
    message_ts: str | None
    created_at: datetime
    updated_at: datetime
    history: list[TicketEvent] = Field(default_factory=list)
    platform: str = "slack"  # the staff platform the ticket is posted on
    message_ref: str | None = None  # the adapter's opaque reference to the posted ticket


class GapQuestion(BaseModel):
    """A question the digest counts: handed off as checks_failed / model_abstained, or a policy gap."""

    question_id: int
    text: str | None
    dept: str | None
    received_at: datetime
    reason: str | None
    ticket_state: TicketState | None
    policy_gap: bool
    staff_reply: str | None = None  # what staff answered on the question's ticket
