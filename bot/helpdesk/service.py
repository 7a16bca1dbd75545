"""The helpdesk workflow, once for every platform: questions in, answers and tickets out.

Message path (issue 13):

1. `receive(incoming)` runs on the request thread (`receive_async` on an event loop, the
   transaction on the intake's writer thread): the event id is claimed and the question
   recorded (leased to this process) in ONE transaction, shared with other messages arriving at
   the same moment (group commit, `bot.store.group_commit`). Only then does the adapter acknowledge;
   if the database refuses, `StoreUnavailable` is raised and the adapter answers with an error
   status so the platform delivers the event again (the employee also gets an honest notice, and
   this process keeps retrying the insert in the background until the database is back).
2. A worker reads the conversation (issue 12: the asker's earlier questions in the same thread,
   or in a direct chat within `HELPDESK_CONVERSATION_WINDOW_MIN`), answers the question
   (`handle`) while the lease is renewed, then in ONE transaction
   stores the outcome, opens the ticket and enqueues every message in the outbox.
3. The outbox delivers each message (idempotent by key) with backoff across restarts and
   replicas; the question is done when all of its messages are delivered. A worker whose row was
   taken over meanwhile does not post it (the fence, `bot.helpdesk.outbox`).
4. A loop takes over questions and outbox rows whose lease expired (a replica died, or stalled)
   within `HELPDESK_LEASE_SECONDS`, also right at start-up; a thread of its own renews this
   process's leases.

Logs carry ids, routes and timings, never message text.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy.engine import Connection

from bot.answer.cpu_slots import ARRIVALS, Arrivals
from bot.answer.pipeline import Pipeline
from bot.answer.question import screen_question
from bot.digest.digest import Digest
from bot.helpdesk import outbox as kinds
from bot.helpdesk import render, texts
from bot.helpdesk.content import Feedback, Notice, Outcome, StaffAction
from bot.helpdesk.incoming import Actor, Incoming, MessageRef
from bot.helpdesk.outbox import OutboxDelivery
from bot.helpdesk.ports import Delivery, Messenger, PlatformPorts
from bot.helpdesk.smalltalk import small_talk_reply
from bot.helpdesk.text import REPLACEMENT, normalise, unreadable
from bot.models import Asker, Reason, Result, Route
from bot.ops import metrics
from bot.ops.logsafe import describe
from bot.settings import Settings
from bot.store import NotFoundError, QuestionState, Store, StoreError, TicketState, TicketStateError, work
from bot.store import questions as question_rows
from bot.store import tickets as ticket_rows
from bot.store.group_commit import GroupCommit
from bot.store.schema import utcnow

log = logging.getLogger(__name__)

# A question whose work started this many times without finishing (each attempt died with its
# process) is handed to staff instead of being tried again: a question must not crash-loop replicas.
MAX_WORK_ATTEMPTS = 3
HEARTBEAT_EVERY_S = 30.0
INTAKE_BACKLOG = 1000  # questions kept in memory while the database refuses writes
CONVERSATION_LIMIT = 3  # earlier questions a follow-up is read with (issue 12)


class StoreUnavailable(Exception):
    """The question could not be stored: the adapter must answer with an error status (5xx) so
    the platform delivers it again."""


class Receipt(StrEnum):
    QUEUED = "queued"  # a question, stored and being worked on
    NOTICE = "notice"  # not a question (small talk, files, unusable text): a short reply queued
    DUPLICATE = "duplicate"  # this event was received before


@dataclass
class _Intake:
    incoming: Incoming
    text: str
    notices: list[str]
    question: bool

BOOKKEEPING_BATCH = 8  # measured: 64 (the intake's) raised the busy ack p99 (README, ninth session)


def make_owner() -> str:
    """A lease owner id unique to this process: host, pid and a random part."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class HelpdeskService:
    def __init__(
        self,
        *,
        settings: Settings,
        pipeline: Pipeline,
        store: Store,
        staff_platform: str,
        owner: str | None = None,
        clock: Callable[[], datetime] = utcnow,
        arrivals: Arrivals | None = None,
    ) -> None:
        self.settings = settings
        self.pipeline = pipeline
        self.store = store
        self.staff_platform = staff_platform
        self.owner = owner or make_owner()
        self.clock = clock
        self.lease = timedelta(seconds=settings.lease_seconds)
        self.platforms: dict[str, PlatformPorts] = {}
        self.pool = ThreadPoolExecutor(max_workers=settings.workers, thread_name_prefix="helpdesk")
        self.intake = GroupCommit(store)
        # workers' writes after answering (outcome, outbox attempts and results) share transactions
        # too: answers that finish together no longer queue one transaction each for SQLite's writer; at
        # most 8 writes a transaction, so an arriving message never waits behind a long one
        self.bookkeeping = GroupCommit(store, urgent=False, max_batch=BOOKKEEPING_BATCH)
        self.outbox = OutboxDelivery(store, self.messenger, self.owner, commit=self.bookkeeping.run, lease=self.lease)
        # answering's CPU-bound stages wait (briefly) while messages are being acknowledged
        self.arrivals = arrivals or ARRIVALS
        pipeline.cpu_slots.yield_to(self.arrivals)
        self._held: dict[str, set[int]] = {"questions": set(), "outbox": set()}
        self._held_lock = threading.Lock()
        self._busy = 0
        self._busy_lock = threading.Lock()
        self._backlog: deque[_Intake] = deque(maxlen=INTAKE_BACKLOG)
        self._notified: deque[str] = deque(maxlen=INTAKE_BACKLOG)
        self._stop = threading.Event()
        self._loop: threading.Thread | None = None
        self._renewer: threading.Thread | None = None
        self._started_at = utcnow()
        self.db_writable = True

    # wiring ---------------------------------------------------------------------------------------
    def add_platform(self, platform: str, ports: PlatformPorts) -> None:
        self.platforms[platform] = ports

    def messenger(self, platform: str) -> Messenger:
        return self.ports(platform).messenger

    def ports(self, platform: str) -> PlatformPorts:
        try:
            return self.platforms[platform]
        except KeyError:
            raise LookupError(f"no adapter for platform {platform!r}") from None

    def start(self) -> None:
        """Start the background loop (takeover, outbox, lease renewal, heartbeat); runs a first
        pass at once, so work a dead process left behind is taken over at start-up."""
        if self._loop is not None:
            return
        self._loop = threading.Thread(target=self._run_loop, name="helpdesk-loop", daemon=True)
        self._loop.start()
        # leases are renewed by a thread of their own: a slow sweep or database wait in the loop must not
        # let this process's leases run out while it is alive (the outbox fence makes that safe, not quick)
        self._renewer = threading.Thread(target=self._renew_loop, name="helpdesk-renew", daemon=True)
        self._renewer.start()

    def close(self, wait: bool = True) -> None:
        self._stop.set()
        for thread in (self._loop, self._renewer):
            if thread is not None:
                thread.join(timeout=5)
        self.pool.shutdown(wait=wait, cancel_futures=not wait)

    # employees --------------------------------------------------------------------------------------
    def receive(self, incoming: Incoming) -> Receipt:
        """Store one employee message before the platform is acknowledged (see the module doc)."""
        with self.arrivals.arriving():
            return self._receive(incoming)

    def _receive(self, incoming: Incoming) -> Receipt:
        intake = self._screen(incoming)
        try:
            stored = self._store_intake(intake)
        except StoreError as exc:
            raise self._not_stored(intake, exc) from None
        return self._stored(intake, stored)

    async def receive_async(self, incoming: Incoming) -> Receipt:
        """`receive` for a request handler on an event loop, which it does not block: the message is
        screened here and its transaction queued to the intake's writer thread (group commit, shared
        with whatever arrives at the same moment); returns once it is committed. The same rule: the
        caller acknowledges only after this returns, and `StoreUnavailable` means an error status."""
        with self.arrivals.arriving():
            intake = self._screen(incoming)
            loop = asyncio.get_running_loop()
            stored: asyncio.Future[tuple[Receipt, int | None, list[int]]] = loop.create_future()

            def done(result: tuple[Receipt, int | None, list[int]] | None, error: BaseException | None) -> None:
                loop.call_soon_threadsafe(_settle, stored, result, error)

            def dispatch(result: tuple[Receipt, int | None, list[int]]) -> None:
                # handed to a worker on the writer thread, after the whole batch's acknowledgements:
                # when the pool starts a thread for it, the event loop does not wait for that start
                self._dispatch(result[1], result[2])

            self.intake.submit(self._intake_unit(intake), done, dispatch)
            try:
                result = await stored
            except StoreError as exc:
                raise self._not_stored(intake, exc) from None
            self._log_recorded(intake, result)
            return self._stored(intake, result, dispatch=False)

    def _not_stored(self, intake: _Intake, exc: StoreError) -> StoreUnavailable:
        incoming = intake.incoming
        self._mark_db(False)
        log.warning("question from %s:%s not stored (%s): error status, retrying in memory",
                    incoming.platform, incoming.event_id, exc)
        self._backlog.append(intake)
        self._honest_notice(incoming)
        return StoreUnavailable(str(exc))

    def _stored(self, intake: _Intake, stored: tuple[Receipt, int | None, list[int]], *,
                dispatch: bool = True) -> Receipt:
        receipt, qid, rows = stored
        self._mark_db(True)
        if receipt is Receipt.DUPLICATE:
            metrics.event_deduplicated(intake.incoming.platform)
        if dispatch:
            self._dispatch(qid, rows)
        return receipt

    def _screen(self, incoming: Incoming) -> _Intake:
        text = normalise(incoming.text)
        notices: list[str] = []
        if incoming.has_files:
            notices.append(texts.TEXT_ONLY)
            if not text.strip():
                return _Intake(incoming, text, notices, question=False)
        if unreadable(incoming.text, text):
            return _Intake(incoming, text, [*notices, texts.UNREADABLE_TEXT], question=False)
        text = text.replace(REPLACEMENT, " ").strip()
        small_talk = small_talk_reply(text)
        if small_talk:
            return _Intake(incoming, text, [*notices, small_talk], question=False)
        problem = screen_question(text, self.settings.max_question_chars)
        if problem:
            log.info("question refused user=%s length=%s", incoming.user, len(text))
            return _Intake(incoming, text, [*notices, problem], question=False)
        return _Intake(incoming, text, notices, question=True)

    def _store_intake(self, intake: _Intake) -> tuple[Receipt, int | None, list[int]]:
        """Claim the event and record the question (and queue notices) in one transaction; returns
        the receipt, the question id and the outbox rows of notices. Only what must be durable
        before the acknowledgement happens here: the conversation (issue 12) is read by the worker
        (`work`), which gives the same answer later since it reads only earlier questions."""
        # concurrent arrivals share one transaction and one commit (bot.store.group_commit)
        stored = self.intake.run(self._intake_unit(intake))
        self._log_recorded(intake, stored)
        return stored

    @staticmethod
    def _log_recorded(intake: _Intake, stored: tuple[Receipt, int | None, list[int]]) -> None:
        if stored[1] is not None:
            log.info("question %s recorded platform=%s", stored[1], intake.incoming.platform)

    def _intake_unit(self, intake: _Intake) -> Callable[[Any], tuple[Receipt, int | None, list[int]]]:
        """The intake's unit of work: claim the event, record the question, queue the notices."""
        incoming = intake.incoming
        until = self.clock() + self.lease

        def unit(conn: Any) -> tuple[Receipt, int | None, list[int]]:
            rows: list[int] = []
            qid: int | None = None
            if not work.claim_event(conn, incoming.platform, incoming.event_id):
                return Receipt.DUPLICATE, None, []
            if intake.question:
                qid = question_rows.record(
                    conn, incoming.conversation, incoming.user, None, intake.text,
                    thread_ts=incoming.thread, event_id=incoming.event_id, received_at=None,
                    platform=incoming.platform, reply_to=incoming.reply_to, message_ref=incoming.message_ref,
                    lease_owner=self.owner, lease_until=until, direct=incoming.direct,
                )
            for n, notice in enumerate(intake.notices):
                row = work.enqueue(
                    conn, key=f"notice:{incoming.platform}:{incoming.event_id}:{n}", platform=incoming.platform,
                    kind=kinds.NOTICE, address=incoming.reply_to, payload={"text": notice},
                    owner=self.owner, until=until,
                )
                if row:
                    rows.append(row)
            return (Receipt.QUEUED if qid is not None else Receipt.NOTICE), qid, rows

        return unit

    def _dispatch(self, qid: int | None, rows: list[int]) -> None:
        if rows:
            self._hold("outbox", rows)
            self._submit(self._deliver_rows, rows)
        if qid is not None:
            self._hold("questions", [qid])
            self._submit(self.work, qid)

    def conversation_window(self, direct: bool) -> timedelta | None:
        """Issue 12: a direct chat is one running conversation within the window (when the message
        is not in a thread with earlier questions); elsewhere a conversation is its thread (None)."""
        minutes = self.settings.conversation_window_min
        return timedelta(minutes=minutes) if direct and minutes else None

    def _honest_notice(self, incoming: Incoming) -> None:
        """Tell the employee at once (not through the outbox: the database is the problem), once per
        event, when the platform can still take a message."""
        if incoming.event_id in self._notified or incoming.platform not in self.platforms:
            return
        self._notified.append(incoming.event_id)

        def send() -> None:
            try:
                self.messenger(incoming.platform).send_notice(
                    to=incoming.reply_to, notice=Notice(texts.STORE_UNAVAILABLE),
                    delivery=Delivery(key=f"store-unavailable:{incoming.platform}:{incoming.event_id}"),
                )
            except Exception as exc:
                log.warning("store-unavailable notice not sent: %s", describe(exc))

        self._submit(send)

    def work(self, qid: int, history: list[str] | None = None) -> None:
        """Work one leased question to its end: outcome stored, ticket opened, messages queued.
        `history`: the conversation, when the caller has it; otherwise (None) it is read here, in
        the transaction that loads the question."""
        try:
            self.arrivals.wait_clear()  # a burst being acknowledged goes first (bot.answer.cpu_slots)
            with self.store.reading() as conn:
                record = question_rows.get(conn, qid)
                if history is None and record.state is QuestionState.PENDING and record.text is not None:
                    history = question_rows.conversation(
                        conn, qid, self.conversation_window(record.direct), CONVERSATION_LIMIT
                    )
            if record.state is not QuestionState.PENDING or record.text is None:
                return
            ports = self.ports(record.platform)
            ports.working.working(to=record.reply_to or "", message=record.message_ref)
            try:
                dept = _safe(lambda: ports.departments.department_of(user=record.asker_id), None)
                if record.attempts > MAX_WORK_ATTEMPTS:
                    log.error("question %s: %s attempts died, handing it to staff", qid, record.attempts)
                    result = _crash_result(record.text)
                else:
                    result = self.pipeline.handle(
                        record.text, Asker(id=record.asker_id, dept=dept, channel=record.channel),
                        history=history,
                    )
                rows = self._conclude(qid, record.reply_to, record.platform, dept, result)
                self._deliver_rows(rows)
            finally:
                ports.working.done(to=record.reply_to or "", message=record.message_ref)
        finally:
            self._release("questions", [qid])

    def _conclude(
        self, qid: int, reply_to: str | None, platform: str, dept: str | None, result: Result
    ) -> list[int]:
        def conclude(conn: Connection) -> list[int]:  # may run twice (group commit): no side effects
            until = self.clock() + self.lease  # from the write, not from before the queue for it
            rows: list[int] = []
            if not work.lock_pending_question(conn, qid):
                log.info("question %s was concluded by another worker", qid)
                return []
            question_rows.set_dept(conn, qid, dept)
            question_rows.finish(conn, qid, result, QuestionState.DELIVERING)
            answer = work.enqueue(
                conn, key=f"answer:q{qid}", platform=platform, kind=kinds.ANSWER, address=reply_to,
                question_id=qid, owner=self.owner, until=until,
            )
            rows += [answer] if answer else []
            if result.route is Route.HANDOFF:
                ticket = ticket_rows.open_ticket(conn, qid, requested_by_employee=False)
                ticket_rows.set_platform(conn, ticket.id, self.staff_platform)
                post = work.enqueue(
                    conn, key=f"ticket-post:t{ticket.id}", platform=self.staff_platform, kind=kinds.TICKET_POST,
                    question_id=qid, ticket_id=ticket.id, owner=self.owner, until=until,
                )
                rows += [post] if post else []
            work.finish_question_if_delivered(conn, qid)
            return rows

        rows = self.bookkeeping.run(conclude)
        self._hold("outbox", rows)
        return rows

    def _deliver_rows(self, rows: list[int]) -> None:
        for row in rows:
            try:
                self.outbox.deliver(row)
            except StoreError as exc:  # the loop retries once its lease runs out
                log.warning("outbox %s: database error (%s)", row, exc)
            finally:
                self._release("outbox", [row])

    def feedback(self, *, question_id: int, actor: Actor, kind: Feedback, message: MessageRef | None = None) -> Outcome:
        """The buttons under an automatic answer: helpful, or ask a person (opens a ticket)."""
        record = self.store.get_question(question_id)
        if record.asker_id != actor.user or record.platform != actor.platform:
            return self._refuse(actor, texts.NOT_ASKER)
        until = self.clock() + self.lease
        rows: list[int] = []
        note = texts.THANKS_FEEDBACK if kind is Feedback.HELPFUL else texts.ASKED_PERSON
        with self.store.transaction() as conn:
            question_rows.set_feedback(conn, question_id, "helpful" if kind is Feedback.HELPFUL else "asked_person")
            if kind is Feedback.ASK_PERSON:
                ticket = ticket_rows.open_ticket(conn, question_id, requested_by_employee=True)
                if ticket.message_ref:
                    rows.append(self._enqueue_ticket_update(conn, ticket.id, until))
                else:
                    ticket_rows.set_platform(conn, ticket.id, self.staff_platform)
                    rows.append(work.enqueue(
                        conn, key=f"ticket-post:t{ticket.id}", platform=self.staff_platform,
                        kind=kinds.TICKET_POST, ticket_id=ticket.id, owner=self.owner, until=until,
                    ) or 0)
            rows.append(work.enqueue(
                conn, key=f"answer-note:q{question_id}:{kind.value}", platform=record.platform,
                kind=kinds.ANSWER_UPDATE, question_id=question_id, payload={"note": note, "ref": message},
                owner=self.owner, until=until,
            ) or 0)
        log.info("question %s feedback %s", question_id, kind.value)
        self._after_commit([r for r in rows if r])
        return Outcome(notes=(note,))

    # staff ------------------------------------------------------------------------------------------
    def staff_action(
        self, *, ticket_id: int, actor: Actor, action: StaffAction, trigger: str | None = None
    ) -> Outcome:
        """Claim, resolve, mark as policy gap, or open the reply form; staff only."""
        if not self._is_staff(actor):
            log.info("staff action %s refused for user=%s", action.value, actor.user)
            return self._refuse(actor, texts.NOT_STAFF)
        if action is StaffAction.REPLY:
            try:
                ticket = self.store.get_ticket(ticket_id)
            except NotFoundError:
                return self._refuse(actor, texts.ticket_not_found(ticket_id))
            if ticket.state is TicketState.RESOLVED:
                return self._refuse(actor, texts.ticket_resolved(ticket_id))
            form = render.reply_form(ticket_id, self.store.get_question(ticket.question_id).text)
            opener = self.ports(actor.platform).reply_form
            if opener is not None:
                opener.open_reply_form(form=form, trigger=trigger)
            return Outcome(form=form)
        operations = {
            StaffAction.CLAIM: ticket_rows.claim,
            StaffAction.RESOLVE: ticket_rows.resolve,
            StaffAction.POLICY_GAP: ticket_rows.mark_policy_gap,
        }
        until = self.clock() + self.lease
        try:
            with self.store.transaction() as conn:
                ticket = operations[action](conn, ticket_id, actor.user)
                row = self._enqueue_ticket_update(conn, ticket_id, until)
                card = render.ticket_card(ticket, question_rows.get(conn, ticket.question_id))
        except TicketStateError as exc:
            return self._refuse(actor, self.refusal_text(ticket_id, exc, actor.platform))
        except NotFoundError:
            return self._refuse(actor, texts.ticket_not_found(ticket_id))
        log.info("ticket %s %s by %s", ticket_id, action.value, actor.user)
        self._after_commit([row] if row else [])
        return Outcome(card=card)

    def submit_reply(self, *, ticket_id: int, actor: Actor, text: str) -> Outcome:
        """A staff reply: stored and queued (to the employee, and the card update) in one
        transaction before the form closes; `Outcome.refusal` is the form's error otherwise."""
        if not self._is_staff(actor):
            return Outcome(refusal=texts.NOT_STAFF)
        text = normalise(text).strip()
        if not text:
            return Outcome(refusal=texts.REPLY_EMPTY)
        until = self.clock() + self.lease
        try:
            with self.store.transaction() as conn:
                ticket = ticket_rows.reply(conn, ticket_id, actor.user, text)
                record = question_rows.get(conn, ticket.question_id)
                event = ticket_rows.last_event_id(conn, ticket_id)
                reply = work.enqueue(
                    conn, key=f"staff-reply:t{ticket_id}:e{event}", platform=record.platform,
                    kind=kinds.STAFF_REPLY, address=record.reply_to, ticket_id=ticket_id,
                    payload={"text": text, "staff": actor.user, "staff_platform": actor.platform},
                    owner=self.owner, until=until,
                )
                update = self._enqueue_ticket_update(conn, ticket_id, until)
        except TicketStateError as exc:
            return Outcome(refusal=self.refusal_text(ticket_id, exc, actor.platform))
        except NotFoundError:
            return Outcome(refusal=texts.ticket_not_found(ticket_id))
        log.info("ticket %s reply queued for question %s", ticket_id, ticket.question_id)
        self._after_commit([r for r in (reply, update) if r])
        return Outcome()

    def refusal_text(self, ticket_id: int, exc: TicketStateError, platform: str) -> str:
        if exc.state == TicketState.RESOLVED.value:
            return texts.ticket_resolved(ticket_id)
        if exc.state == TicketState.OPEN.value:
            return texts.ticket_claim_first(ticket_id)
        if exc.holder:
            ports = self.platforms.get(platform)
            name = ports.mention(exc.holder) if ports is not None and ports.mention else exc.holder
            return texts.ticket_held_by(ticket_id, name)
        return texts.ticket_not_possible(ticket_id)

    def is_staff(self, actor: Actor) -> bool:
        return self._is_staff(actor)

    def _is_staff(self, actor: Actor) -> bool:
        if actor.platform != self.staff_platform or actor.platform not in self.platforms:
            return False
        return bool(_safe(lambda: self.ports(actor.platform).staff.is_staff(user=actor.user), False))

    def _refuse(self, actor: Actor, text: str) -> Outcome:
        if actor.platform in self.platforms:
            self.messenger(actor.platform).notify_person(actor=actor, notice=Notice(text))
        return Outcome(refusal=text)

    def _enqueue_ticket_update(self, conn: Any, ticket_id: int, until: datetime) -> int:
        event = ticket_rows.last_event_id(conn, ticket_id)
        return work.enqueue(
            conn, key=f"ticket-update:t{ticket_id}:e{event}", platform=self.staff_platform,
            kind=kinds.TICKET_UPDATE, ticket_id=ticket_id, owner=self.owner, until=until,
        ) or 0

    def _after_commit(self, rows: list[int]) -> None:
        if rows:
            self._hold("outbox", rows)
            self._submit(self._deliver_rows, rows)

    # the digest ---------------------------------------------------------------------------------------
    def post_digest(self, digest: Digest) -> None:
        """Queue the week's digest for the staff channel (once per week, by key) and send it."""
        until = self.clock() + self.lease
        with self.store.transaction() as conn:
            row = work.enqueue(
                conn, key=f"digest:{digest.week}", platform=self.staff_platform, kind=kinds.DIGEST,
                payload={"digest": digest.model_dump(mode="json")}, owner=self.owner, until=until,
            )
        if row:
            self._hold("outbox", [row])
            self._deliver_rows([row])

    def week_figures(self) -> str | None:
        """Issue 12: this week's report figures (staff App Home), None when they cannot be read."""
        from bot.digest.report import build_report, render_text
        from bot.weeks import week_of

        now = self.clock()
        try:
            report = build_report(self.store, week_of(now, self.settings.timezone), lambda: now,
                                  self.settings.timezone)
            return render_text(report)
        except Exception as exc:  # the App Home shows the rest without the figures
            log.warning("weekly figures failed: %s", describe(exc))
            return None

    def ran_between(self, start: datetime, end: datetime) -> bool:
        with self.store.transaction() as conn:
            return work.ran_between(conn, start, end)

    # the loop -----------------------------------------------------------------------------------------
    def _run_loop(self) -> None:
        tick = max(0.05, min(1.0, self.settings.lease_seconds / 5))
        last_beat = 0.0
        while True:
            now = time.monotonic()
            try:
                if now - last_beat >= HEARTBEAT_EVERY_S:
                    self.heartbeat()
                    last_beat = now
                self._retry_backlog()
                self.sweep()
                self._mark_db(True)
            except StoreError as exc:
                self._mark_db(False)
                log.warning("helpdesk loop: database error (%s)", exc)
            except Exception as exc:  # the loop must survive anything
                log.error("helpdesk loop failed: %s", describe(exc))
            if self._stop.wait(tick):
                return

    def _renew_loop(self) -> None:
        every = self.settings.lease_seconds / 3
        while not self._stop.wait(every):
            try:
                self.renew_leases()
            except StoreError as exc:
                log.warning("lease renewal: database error (%s)", exc)
            except Exception as exc:  # the renewal must survive anything
                log.error("lease renewal failed: %s", describe(exc))

    def heartbeat(self) -> None:
        with self.store.transaction() as conn:
            work.heartbeat(conn, self.owner, self._started_at)

    def sweep(self) -> int:
        """Take over expired questions and due outbox rows (as many as there are free workers)."""
        free = self.settings.workers - self._busy
        until = self.clock() + self.lease
        with self.store.transaction() as conn:
            qids = work.take_expired_questions(conn, self.owner, until, free)
            rows = work.take_due(conn, self.owner, until, max(0, free - len(qids)))
        # rows this process is already working on (its lease lapsed during a stall, and it just
        # took it again) stay with the thread that has them: never start a second copy
        with self._held_lock:
            qids = [q for q in qids if q not in self._held["questions"]]
            rows = [r for r in rows if r not in self._held["outbox"]]
            self._held["questions"].update(qids)
            self._held["outbox"].update(rows)
        if qids:
            log.info("taking over %s unfinished question(s)", len(qids))
        for qid in qids:
            self._submit(self.work, qid)
        for row in rows:
            self._submit(self._deliver_rows, [row])
        return len(qids) + len(rows)

    def renew_leases(self) -> None:
        until = self.clock() + self.lease
        with self._held_lock:
            held = {name: sorted(ids) for name, ids in self._held.items()}
        if not any(held.values()):
            return
        with self.store.transaction() as conn:
            for name, ids in held.items():
                work.renew(conn, name, ids, self.owner, until)

    def _retry_backlog(self) -> None:
        while self._backlog:
            intake = self._backlog[0]
            receipt, qid, rows = self._store_intake(intake)  # StoreError: stays queued
            self._backlog.popleft()
            if receipt is not Receipt.DUPLICATE:
                log.info("stored a question kept in memory while the database was unavailable")
            self._dispatch(qid, rows)

    def _mark_db(self, ok: bool) -> None:
        if ok != self.db_writable:
            log.warning("database %s", "writable again" if ok else "not writable")
        self.db_writable = ok

    # bookkeeping ----------------------------------------------------------------------------------
    def _submit(self, fn: Callable[..., None], *args: Any) -> None:
        with self._busy_lock:
            self._busy += 1

        def guarded() -> None:
            try:
                fn(*args)
            except Exception as exc:  # a worker must never die silently (and never logs message text)
                log.error("worker failed in %s: %s", getattr(fn, "__name__", "task"), describe(exc))
            finally:
                with self._busy_lock:
                    self._busy -= 1

        try:
            self.pool.submit(guarded)
        except RuntimeError:  # shutting down: the lease runs out and another process takes over
            with self._busy_lock:
                self._busy -= 1

    def _hold(self, name: str, ids: list[int]) -> None:
        with self._held_lock:
            self._held[name].update(ids)

    def _release(self, name: str, ids: list[int]) -> None:
        with self._held_lock:
            self._held[name].difference_update(ids)


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    """Hand a committed (or failed) intake to the request waiting for it on the event loop."""
    if future.done():  # the request went away (cancelled): what it stored is worked on all the same
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


def _safe(fn: Callable[[], Any], default: Any) -> Any:
    try:
        return fn()
    except Exception as exc:  # a lookup port failing must not lose the question
        log.warning("port lookup failed: %s", describe(exc))
        return default


def _crash_result(question: str) -> Result:
    return Result(
        question=question, route=Route.HANDOFF, reason=Reason.GENERATION_FAILED,
        answer=texts.STAGE_FAILED, failed=["worker_crashed"],
    )
