"""Delivering outbox rows through the platform ports (see `bot.store.work` for the table).

`deliver(row_id)` assumes the caller holds the row's lease. It renders the message from the
database at delivery time (so any replica can send it, and a ticket update always shows the
latest state), calls the port with the row's key, and records the outcome in one transaction
with whatever the message completes (the ticket's message ref; the question done).

The fence (`bot.store.work`): the row's token is read with the row; right before the platform call
`begin_post` checks, in a conditional UPDATE, that the row is still this worker's and starts a fresh
lease; the call must start within two thirds of that lease (`Delivery.send_by`, checked again by the
adapter after any look-up), before another replica could take the row; every write after the call is
conditional on the token too. A worker whose row was taken over therefore skips the post, and one
whose send succeeded only after a takeover (it froze inside the platform call for longer than the
lease) records nothing and logs the possible duplicate (`helpdesk_outbox_fenced_total{outcome="late"}`).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from sqlalchemy.engine import Connection

from bot.digest.digest import Digest, summary_line
from bot.helpdesk import render, texts
from bot.helpdesk.content import DigestMessage, Notice, StaffReplyMessage
from bot.helpdesk.ports import Delivery, DeliveryError, Messenger
from bot.ops import metrics
from bot.ops.logsafe import describe
from bot.store import Store, work
from bot.store import questions as question_rows
from bot.store import tickets as ticket_rows
from bot.store.schema import utcnow

log = logging.getLogger(__name__)

MAX_BACKOFF_S = 60.0
NOT_READY_DELAY = timedelta(seconds=1)
DEFAULT_LEASE = timedelta(seconds=10)  # the service passes its HELPDESK_LEASE_SECONDS
SEND_WITHIN = 2 / 3  # of the lease begun right before a send: the rest is margin for clocks and the request

# kinds of outbox rows
ANSWER = "answer"
ANSWER_UPDATE = "answer_update"
NOTICE = "notice"
STAFF_REPLY = "staff_reply"
TICKET_POST = "ticket_post"
TICKET_UPDATE = "ticket_update"
DIGEST = "digest"


class NotReady(Exception):
    """The message depends on another one not delivered yet (a ticket update before its post)."""


def backoff(attempt: int, retry_after: float | None = None) -> timedelta:
    """1, 2, 4, … seconds (capped at a minute, ±20 % jitter), or the platform's Retry-After."""
    if retry_after is not None and retry_after > 0:
        return timedelta(seconds=min(retry_after, MAX_BACKOFF_S * 5))
    base = min(MAX_BACKOFF_S, float(2 ** max(0, attempt - 1)))
    return timedelta(seconds=base * random.uniform(0.8, 1.2))


class OutboxDelivery:
    def __init__(
        self, store: Store, messengers: Callable[[str], Messenger], owner: str,
        commit: Callable[[Callable[[Connection], Any]], Any] | None = None,
        lease: timedelta = DEFAULT_LEASE,
    ) -> None:
        self.store = store
        self.messenger = messengers
        self.owner = owner
        self.lease = lease
        # the two writes around every send (attempt counted, outcome recorded): `commit(fn)` runs `fn`
        # in a committed transaction, possibly shared with other workers' (bot.store.group_commit)
        self.commit = commit or self._own_transaction

    def _own_transaction(self, fn: Callable[[Connection], Any]) -> Any:
        with self.store.transaction() as conn:
            return fn(conn)

    def deliver(self, row_id: int) -> bool:
        """Try to send one leased row; True when it left the outbox (sent or failed for good)."""
        with self.store.reading() as conn:
            row = work.get_row(conn, row_id)
            if row is None or row["state"] != work.PENDING or row["lease_owner"] != self.owner:
                return False
        fence = int(row["fence"])
        try:
            send = self._prepare(row)
        except NotReady:
            with self.store.transaction() as conn:
                work.defer(conn, row_id, NOT_READY_DELAY, self.owner, fence)
            return False
        # the lease starts before the write that records it: the send must start well inside it
        started = time.monotonic()
        until = utcnow() + self.lease
        attempt = self.commit(lambda conn: work.begin_post(conn, row_id, self.owner, fence, until))
        if attempt is None:
            log.warning("outbox %s kind=%s taken over by another worker: not sending", row_id, row["kind"])
            metrics.outbox_fenced("skipped")
            return False
        delivery = Delivery(key=str(row["key"]), attempt=int(attempt),
                            send_by=started + self.lease.total_seconds() * SEND_WITHIN)
        try:
            delivery.check_time()
            ref = send(delivery)
        except DeliveryError as exc:
            if not exc.retryable:
                return self._failed(row, fence, describe(exc))
            return self._retry(row, fence, int(attempt), describe(exc), exc.retry_after)
        except Exception as exc:  # unknown errors are retried: never drop a message on a surprise
            return self._retry(row, fence, int(attempt), describe(exc), None)

        def sent(conn: Connection) -> bool:
            if not work.mark_sent(conn, row_id, ref, self.owner, fence):
                return False
            if row["kind"] == TICKET_POST and ref and row["ticket_id"] is not None:
                ticket_rows.set_ref(conn, int(row["ticket_id"]), ref)
            if row["question_id"] is not None:
                work.finish_question_if_delivered(conn, int(row["question_id"]))
            return True

        if not self.commit(sent):
            self._sent_late(row, ref)
            return False
        log.info("outbox %s sent kind=%s attempt=%s", row_id, row["kind"], attempt)
        return True

    def _sent_late(self, row: Any, ref: str | None) -> None:
        """The send succeeded but the row was taken over meanwhile: whoever has it now records it (a Slack
        retry finds this message by its key first); a second message is possible only if the new owner
        posted before this one reached the platform."""
        with self.store.reading() as conn:
            now = work.get_row(conn, int(row["id"]))
        if now is not None and now["state"] == work.SENT and ref and now["ref"] == ref:
            log.info("outbox %s kind=%s: the new owner recorded this send", row["id"], row["kind"])
            return
        log.warning("outbox %s kind=%s sent after the row was taken over: possible duplicate",
                    row["id"], row["kind"])
        metrics.outbox_fenced("late")

    def _retry(self, row: Any, fence: int, attempt: int, error: str, retry_after: float | None) -> bool:
        delay = backoff(attempt, retry_after)
        with self.store.transaction() as conn:
            held = work.mark_retry(conn, int(row["id"]), delay, error, self.owner, fence)
        if not held:
            log.info("outbox %s kind=%s attempt %s failed (%s), taken over meanwhile",
                     row["id"], row["kind"], attempt, error)
            return False
        log.warning("outbox %s kind=%s attempt %s failed (%s): retry in %.1f s",
                    row["id"], row["kind"], attempt, error, delay.total_seconds())
        metrics.api_retry(str(row["platform"]), "outbox")
        return False

    def _failed(self, row: Any, fence: int, error: str) -> bool:
        with self.store.transaction() as conn:
            if not work.mark_failed(conn, int(row["id"]), error, self.owner, fence):
                log.info("outbox %s kind=%s failed (%s), taken over meanwhile", row["id"], row["kind"], error)
                return False
            if row["question_id"] is not None:
                work.finish_question_if_delivered(conn, int(row["question_id"]))
        log.error("outbox %s kind=%s failed for good (%s): not retried", row["id"], row["kind"], error)
        return True

    # rendering ----------------------------------------------------------------------------------
    def _prepare(self, row: Any) -> Callable[[Delivery], str | None]:
        kind = str(row["kind"])
        payload: dict[str, Any] = dict(row["payload"] or {})
        messenger = self.messenger(str(row["platform"]))
        address = row["address"]
        with self.store.reading() as conn:
            if kind in (ANSWER, ANSWER_UPDATE):
                record = question_rows.get(conn, int(row["question_id"]))
                message = render.answer_message(record, payload.get("note"))
                if kind == ANSWER:
                    return lambda d: messenger.send_answer(to=address, answer=message, delivery=d)
                ref = payload.get("ref") or self._answer_ref(conn, record.id)

                def update_answer(d: Delivery) -> None:
                    messenger.update_answer(ref=ref, answer=message, delivery=d)

                return update_answer
            if kind == NOTICE:
                notice = Notice(str(payload.get("text", "")))
                return lambda d: messenger.send_notice(to=address, notice=notice, delivery=d)
            if kind == STAFF_REPLY:
                reply = StaffReplyMessage(
                    ticket_id=int(row["ticket_id"]), title=texts.STAFF_REPLY_TITLE,
                    text=str(payload.get("text", "")), staff_user=str(payload.get("staff", "")),
                    staff_platform=str(payload.get("staff_platform", "")),
                )
                return lambda d: messenger.send_staff_reply(to=address, reply=reply, delivery=d)
            if kind in (TICKET_POST, TICKET_UPDATE):
                ticket = ticket_rows.get(conn, int(row["ticket_id"]))
                card = render.ticket_card(ticket, question_rows.get(conn, ticket.question_id))
                if kind == TICKET_POST:
                    if ticket.message_ref:  # posted already (an earlier row, or a crash after the post)
                        existing = ticket.message_ref
                        return lambda d: existing
                    return lambda d: messenger.post_ticket(ticket=card, delivery=d)
                if not ticket.message_ref or work.earlier_ticket_update_pending(conn, ticket.id, int(row["id"])):
                    raise NotReady  # posted first, and a ticket's updates in the order of its changes
                ticket_ref = ticket.message_ref

                def update_ticket(d: Delivery) -> None:
                    messenger.update_ticket(ref=ticket_ref, ticket=card, delivery=d)

                return update_ticket
            if kind == DIGEST:
                digest = Digest.model_validate(payload["digest"])
                content = DigestMessage(digest=digest, summary=summary_line(digest))
                return lambda d: messenger.post_digest(digest=content, delivery=d)
        raise DeliveryError(f"unknown outbox kind {kind}", retryable=False)

    @staticmethod
    def _answer_ref(conn: Any, qid: int) -> str:
        row = work.row_by_key(conn, f"answer:q{qid}")
        if row is None or not row["ref"]:
            raise NotReady
        return str(row["ref"])
