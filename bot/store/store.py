"""`Store`: the one object adapters use for questions, tickets, event ids and digest guards.

Thread-safe: every method runs in its own short transaction on a pooled connection, so one
`Store` can be shared by a thread pool, and several processes can share one database.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta

from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import StaticPool

from bot.models import Result
from bot.settings import Settings
from bot.store import events, questions, reports, tickets, work
from bot.store.db import READ_ONLY, make_engine
from bot.store.events import DEFAULT_LEASE, DigestState
from bot.store.migrations import migrate
from bot.store.records import GapQuestion, QuestionRecord, StoreError, Ticket
from bot.store.schema import utcnow
from bot.store.writer_lock import WriterLock

log = logging.getLogger(__name__)


class Store:
    """The ticket store and question log on SQLite or PostgreSQL; migrations run on open."""

    def __init__(
        self, url: str, *, engine: Engine | None = None, busy_timeout_s: float = 30.0,
        sqlite_synchronous: str = "NORMAL",
    ) -> None:
        self.url = url
        self.engine = engine or make_engine(url, busy_timeout_s=busy_timeout_s, sqlite_synchronous=sqlite_synchronous)
        # SQLite takes one writer at a time (every transaction here starts with BEGIN IMMEDIATE).
        # Threads of this process queue on a lock instead of SQLite's busy handler, which sleeps
        # up to 100 ms between tries and made 20 concurrent questions wait seconds.
        # Arriving messages (`urgent`: the platform waits for the acknowledgement) go first.
        self._writer = WriterLock() if self.engine.dialect.name == "sqlite" else None
        migrate(self.engine)

    @classmethod
    def open(cls, settings: Settings) -> Store:
        """The store the settings name: `DATABASE_URL`, or a SQLite file in the data dir."""
        return cls(settings.db_url, busy_timeout_s=settings.db_busy_timeout_s,
                   sqlite_synchronous=settings.sqlite_synchronous)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def transaction(self, *, urgent: bool = False) -> Iterator[Connection]:
        """One transaction. Database errors become `StoreError` naming only the error type: a
        driver's message can quote row values (PostgreSQL's "Failing row contains ..."), and
        question text must never reach logs. `urgent`: an acknowledgement waits for it, so on
        SQLite it goes before other queued writers (bot.store.writer_lock)."""
        try:
            if self._writer is None:
                with self.engine.begin() as conn:
                    yield conn
            else:
                with self._writer.hold(urgent=urgent), self.engine.begin() as conn:
                    yield conn
        except DBAPIError as exc:
            raise StoreError(f"database error ({type(exc.orig).__name__})") from None

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A transaction that only reads. On a SQLite file it starts with a deferred BEGIN in
        `query_only` mode and does not queue for the writer: WAL readers see the last commit and never
        wait for a writer, so a worker checking a row does not stand in line behind other workers'
        writes (20 answers finishing together made ~120 transactions queue). A write inside it fails
        ("attempt to write a readonly database"). Elsewhere (PostgreSQL, or an in-memory SQLite
        database whose one shared connection cannot hold two transactions) it is `transaction()`."""
        if self._writer is None or isinstance(self.engine.pool, StaticPool):
            with self.transaction() as conn:
                yield conn
            return
        try:
            with self.engine.connect() as conn:
                conn.execution_options(**{READ_ONLY: True})
                with conn.begin():
                    yield conn
        except DBAPIError as exc:
            raise StoreError(f"database error ({type(exc.orig).__name__})") from None

    # questions -----------------------------------------------------------------------------
    def record_question(
        self, channel: str, asker_id: str, dept: str | None, text: str, *,
        thread_ts: str | None = None, event_id: str | None = None, received_at: datetime | None = None,
        platform: str = "slack", reply_to: str | None = None, message_ref: str | None = None,
        direct: bool | None = None,
    ) -> int:
        """Log a question as it arrives, before any work on it; returns its id. (The helpdesk
        service records arriving questions together with their event id in one transaction.)"""
        with self.transaction() as conn:
            qid = questions.record(
                conn, channel, asker_id, dept, text,
                thread_ts=thread_ts, event_id=event_id, received_at=received_at,
                platform=platform, reply_to=reply_to, message_ref=message_ref, direct=direct,
            )
        log.info("question %s recorded (channel=%s)", qid, channel)
        return qid

    def finish_question(self, qid: int, result: Result) -> None:
        """Store the outcome (route, reason, top_score, checks, cited, timings, draft) and mark done."""
        with self.transaction() as conn:
            questions.finish(conn, qid, result)
        log.info("question %s done: route=%s reason=%s", qid, result.route.value,
                 result.reason.value if result.reason else None)

    def record_feedback(self, qid: int, helpful: bool) -> None:
        """The employee's verdict on an automatic answer (the later press wins)."""
        with self.transaction() as conn:
            questions.set_feedback(conn, qid, "helpful" if helpful else "asked_person")

    def pending(self) -> list[QuestionRecord]:
        """Questions recorded but not finished, oldest first (to resume after a crash)."""
        with self.transaction() as conn:
            return questions.pending(conn)

    def get_question(self, qid: int) -> QuestionRecord:
        with self.transaction() as conn:
            return questions.get(conn, qid)

    def recent_questions(self, asker_id: str, limit: int = 5) -> list[QuestionRecord]:
        """The asker's latest questions, newest first."""
        with self.transaction() as conn:
            return questions.recent(conn, asker_id, limit)

    def conversation(self, qid: int, window: timedelta | None = None, limit: int = 3) -> list[str]:
        """The asker's earlier questions in the conversation of question `qid`, oldest first: the same
        thread, or (with `window`, for a direct message) the same chat within that time. The helpdesk
        service reads it inside its own receive transaction (`bot.store.questions.conversation`)."""
        with self.transaction() as conn:
            return questions.conversation(conn, qid, window, limit)

    def question_vectors(self, qids: list[int], model: str) -> dict[int, bytes]:
        """Stored query embeddings (float32 bytes) of these questions by `model`."""
        with self.transaction() as conn:
            return questions.vectors(conn, qids, model)

    def save_question_vectors(self, vectors: dict[int, bytes], model: str) -> None:
        with self.transaction() as conn:
            questions.save_vectors(conn, vectors, model)

    def gap_questions(self, start: datetime, end: datetime) -> list[GapQuestion]:
        """Questions received in [start, end) handed off as checks_failed / model_abstained, or
        whose ticket is marked as a policy gap (the digest's input)."""
        with self.transaction() as conn:
            return questions.gap_questions(conn, start, end)

    def report_data(self, start: datetime, end: datetime, stale_before: datetime) -> reports.ReportData:
        """The week's questions with their tickets' first staff action and resolution times, and the
        unresolved tickets opened before `stale_before` (the weekly report's input)."""
        with self.transaction() as conn:
            return reports.report_data(conn, start, end, stale_before)

    def count_gap_questions(self, start: datetime, end: datetime) -> int:
        with self.transaction() as conn:
            return questions.count_gap_questions(conn, start, end)

    def purge(self, older_than: timedelta) -> int:
        """Retention: delete question text (and drafts, answers, staff replies) older than
        `older_than`, and processed event ids; rows and counts stay. Returns questions purged."""
        before = utcnow() - older_than
        with self.transaction() as conn:
            count = questions.purge_text(conn, before)
            tickets.purge_replies(conn, before)
            events.purge_events(conn, before)
            work.purge_events(conn, before)
        log.info("purged the text of %s questions", count)
        return count

    # events and the digest guard -------------------------------------------------------------
    def claim_event(self, event_id: str, platform: str = "slack") -> bool:
        """True only for the first caller with this event id on this platform, across processes."""
        with self.transaction() as conn:
            return work.claim_event(conn, platform, event_id)

    def try_claim_digest(self, week: str, *, lease: timedelta = DEFAULT_LEASE) -> bool:
        """Claim the right to post the digest of `week` (see `bot.store.events`)."""
        with self.transaction() as conn:
            return events.try_claim_digest(conn, week, lease=lease)

    def mark_digest_sent(self, week: str) -> None:
        with self.transaction() as conn:
            events.mark_digest_sent(conn, week)

    def mark_digest_failed(self, week: str, error: str) -> None:
        with self.transaction() as conn:
            events.mark_digest_failed(conn, week, error)

    def digest_state(self, week: str) -> DigestState | None:
        with self.transaction() as conn:
            return events.digest_state(conn, week)

    # tickets ---------------------------------------------------------------------------------
    def open_ticket(self, qid: int, *, requested_by_employee: bool = False) -> Ticket:
        """One ticket per question: returns the existing ticket if there is one."""
        with self.transaction() as conn:
            ticket = tickets.open_ticket(conn, qid, requested_by_employee=requested_by_employee)
        log.info("ticket %s for question %s", ticket.id, qid)
        return ticket

    def set_ticket_message(self, ticket_id: int, channel: str, ts: str) -> None:
        with self.transaction() as conn:
            tickets.set_message(conn, ticket_id, channel, ts)

    def claim(self, ticket_id: int, staff_id: str) -> Ticket:
        with self.transaction() as conn:
            return tickets.claim(conn, ticket_id, staff_id)

    def reply(self, ticket_id: int, staff_id: str, text: str) -> Ticket:
        with self.transaction() as conn:
            return tickets.reply(conn, ticket_id, staff_id, text)

    def resolve(self, ticket_id: int, staff_id: str) -> Ticket:
        with self.transaction() as conn:
            return tickets.resolve(conn, ticket_id, staff_id)

    def mark_policy_gap(self, ticket_id: int, staff_id: str) -> Ticket:
        with self.transaction() as conn:
            return tickets.mark_policy_gap(conn, ticket_id, staff_id)

    def get_ticket(self, ticket_id: int) -> Ticket:
        with self.transaction() as conn:
            return tickets.get(conn, ticket_id)

    def ticket_for_question(self, qid: int) -> Ticket | None:
        with self.transaction() as conn:
            return tickets.for_question(conn, qid)

    def tickets(self, state: str | None = None) -> list[Ticket]:
        with self.transaction() as conn:
            return tickets.listing(conn, state)
