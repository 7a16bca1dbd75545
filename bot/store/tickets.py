"""Ticket lifecycle as plain functions over a connection (the `Store` wraps each in a transaction).

States: ``open -> claimed -> answered -> resolved``.

- **open**: created from a handoff or when an employee asks for a person; one ticket per question
  (opening again returns the existing ticket).
- **claim** (staff S): open -> claimed, assignee S. Claiming a ticket S already holds is a no-op;
  a ticket held by someone else raises `TicketStateError` with `holder`; resolved tickets cannot
  be claimed.
- **reply** (S, text): allowed on an open ticket (S claims it in the same transaction) or on a
  claimed/answered ticket S holds -> answered; a later reply replaces `staff_reply` (each one
  stays in the history). Someone else's ticket or a resolved one raises `TicketStateError`.
- **resolve** (S): claimed/answered ticket held by S -> resolved (final). An open ticket must be
  claimed first; someone else's ticket or a resolved one raises `TicketStateError`.
- **mark as policy gap** (any staff): sets the flag in every state, also after resolution (owners
  often see the gap once the case is closed); marking again is a no-op.

Every transition is one conditional UPDATE (``... WHERE state = 'open'``) whose row count says who
won, never read-then-write, so two staff pressing "claim" at once get one winner on SQLite and
PostgreSQL alike; the loser is told who holds the ticket.
"""

from __future__ import annotations

import json
from datetime import datetime

from sqlalchemy import ColumnElement, and_, func, insert, select, update
from sqlalchemy.engine import Connection

from bot.store.db import insert_ignore
from bot.store.records import NotFoundError, Ticket, TicketAction, TicketEvent, TicketState, TicketStateError
from bot.store.schema import questions, ticket_events, tickets, utcnow

_HELD = (TicketState.CLAIMED.value, TicketState.ANSWERED.value)


def get(conn: Connection, ticket_id: int) -> Ticket:
    # the reason is the question's unless set at opening (a ticket may open before the result is stored)
    stmt = (
        select(tickets, func.coalesce(tickets.c.reason, questions.c.reason).label("effective_reason"))
        .join(questions, questions.c.id == tickets.c.question_id)
        .where(tickets.c.id == ticket_id)
    )
    row = conn.execute(stmt).mappings().first()
    if row is None:
        raise NotFoundError(f"no ticket {ticket_id}")
    history = [
        TicketEvent(at=e["at"], actor=e["actor"], action=TicketAction(e["action"]), detail=e["detail"])
        for e in conn.execute(
            select(ticket_events).where(ticket_events.c.ticket_id == ticket_id).order_by(ticket_events.c.id)
        ).mappings()
    ]
    return Ticket(
        id=row["id"], question_id=row["question_id"], state=TicketState(row["state"]),
        assignee=row["assignee"], staff_reply=row["staff_reply"], policy_gap=bool(row["policy_gap"]),
        reason=row["effective_reason"], requested_by_employee=bool(row["requested_by_employee"]),
        message_channel=row["message_channel"], message_ts=row["message_ts"],
        created_at=row["created_at"], updated_at=row["updated_at"], history=history,
        platform=row["platform"], message_ref=row["message_ref"],
    )


def for_question(conn: Connection, question_id: int) -> Ticket | None:
    ticket_id = conn.scalar(select(tickets.c.id).where(tickets.c.question_id == question_id))
    return None if ticket_id is None else get(conn, int(ticket_id))


def listing(conn: Connection, state: str | None) -> list[Ticket]:
    stmt = select(tickets.c.id).order_by(tickets.c.id)
    if state is not None:
        stmt = stmt.where(tickets.c.state == TicketState(state).value)
    return [get(conn, int(i)) for i in conn.scalars(stmt)]


def _event(
    conn: Connection, ticket_id: int, actor: str, action: TicketAction, detail: str | None = None
) -> None:
    conn.execute(insert(ticket_events).values(
        ticket_id=ticket_id, at=utcnow(), actor=actor, action=action.value, detail=detail
    ))


def open_ticket(conn: Connection, question_id: int, *, requested_by_employee: bool) -> Ticket:
    question = conn.execute(
        select(questions.c.asker_id, questions.c.reason).where(questions.c.id == question_id)
    ).first()
    if question is None:
        raise NotFoundError(f"no question {question_id}")
    now = utcnow()
    created = insert_ignore(conn, tickets, dict(
        question_id=question_id, state=TicketState.OPEN.value, policy_gap=False, reason=question.reason,
        requested_by_employee=requested_by_employee, created_at=now, updated_at=now,
    ))
    ticket_id = int(conn.scalar(select(tickets.c.id).where(tickets.c.question_id == question_id)) or 0)
    if created:
        actor = question.asker_id if requested_by_employee else "bot"
        detail = "requested_by_employee" if requested_by_employee else None
        _event(conn, ticket_id, actor, TicketAction.OPENED, detail)
    elif requested_by_employee:
        conn.execute(update(tickets).where(tickets.c.id == ticket_id).values(requested_by_employee=True))
    return get(conn, ticket_id)


def set_message(conn: Connection, ticket_id: int, channel: str, ts: str) -> None:
    outcome = conn.execute(
        update(tickets).where(tickets.c.id == ticket_id).values(message_channel=channel, message_ts=ts)
    )
    if outcome.rowcount != 1:
        raise NotFoundError(f"no ticket {ticket_id}")


def _refusal(ticket: Ticket, staff_id: str, action: str) -> TicketStateError:
    if ticket.state is TicketState.RESOLVED:
        return TicketStateError(
            f"ticket {ticket.id} is already resolved", holder=ticket.assignee, state=ticket.state.value
        )
    if ticket.state is TicketState.OPEN:
        return TicketStateError(
            f"ticket {ticket.id} is open: claim it before you {action}", state=ticket.state.value
        )
    return TicketStateError(
        f"ticket {ticket.id} is held by {ticket.assignee}", holder=ticket.assignee, state=ticket.state.value
    )


def _try_claim(conn: Connection, ticket_id: int, staff_id: str) -> bool:
    outcome = conn.execute(
        update(tickets)
        .where(tickets.c.id == ticket_id, tickets.c.state == TicketState.OPEN.value)
        .values(state=TicketState.CLAIMED.value, assignee=staff_id, updated_at=utcnow())
    )
    if outcome.rowcount == 1:
        _event(conn, ticket_id, staff_id, TicketAction.CLAIMED)
        return True
    return False


def _held_by(ticket_id: int, staff_id: str) -> ColumnElement[bool]:
    return and_(tickets.c.id == ticket_id, tickets.c.state.in_(_HELD), tickets.c.assignee == staff_id)


def claim(conn: Connection, ticket_id: int, staff_id: str) -> Ticket:
    if _try_claim(conn, ticket_id, staff_id):
        return get(conn, ticket_id)
    ticket = get(conn, ticket_id)
    if ticket.state.value in _HELD and ticket.assignee == staff_id:
        return ticket
    raise _refusal(ticket, staff_id, "claim")


def reply(conn: Connection, ticket_id: int, staff_id: str, text: str) -> Ticket:
    if not text.strip():
        raise ValueError("a staff reply needs text")
    _try_claim(conn, ticket_id, staff_id)
    outcome = conn.execute(
        update(tickets).where(_held_by(ticket_id, staff_id))
        .values(state=TicketState.ANSWERED.value, staff_reply=text, updated_at=utcnow())
    )
    if outcome.rowcount != 1:
        raise _refusal(get(conn, ticket_id), staff_id, "reply")
    _event(conn, ticket_id, staff_id, TicketAction.REPLIED, text)
    return get(conn, ticket_id)


def resolve(conn: Connection, ticket_id: int, staff_id: str) -> Ticket:
    outcome = conn.execute(
        update(tickets).where(_held_by(ticket_id, staff_id))
        .values(state=TicketState.RESOLVED.value, updated_at=utcnow())
    )
    if outcome.rowcount != 1:
        raise _refusal(get(conn, ticket_id), staff_id, "resolve")
    _event(conn, ticket_id, staff_id, TicketAction.RESOLVED)
    return get(conn, ticket_id)


def mark_policy_gap(conn: Connection, ticket_id: int, staff_id: str) -> Ticket:
    outcome = conn.execute(
        update(tickets).where(tickets.c.id == ticket_id, tickets.c.policy_gap.is_(False))
        .values(policy_gap=True, updated_at=utcnow())
    )
    if outcome.rowcount == 1:
        _event(conn, ticket_id, staff_id, TicketAction.POLICY_GAP)
    return get(conn, ticket_id)  # raises NotFoundError for an unknown id


def purge_replies(conn: Connection, before: datetime) -> None:
    """Retention: drop the staff reply text of tickets on questions received before `before`."""
    old_questions = select(questions.c.id).where(questions.c.received_at < before)
    old_tickets = select(tickets.c.id).where(tickets.c.question_id.in_(old_questions))
    conn.execute(update(tickets).where(tickets.c.id.in_(old_tickets)).values(staff_reply=None))
    conn.execute(update(ticket_events).where(
        ticket_events.c.ticket_id.in_(old_tickets), ticket_events.c.action == TicketAction.REPLIED.value
    ).values(detail=None))


def set_ref(conn: Connection, ticket_id: int, ref: str) -> None:
    """Store the adapter's reference to the posted ticket. A Slack ref (JSON with channel and ts)
    also fills the older `message_channel` / `message_ts` columns that tools still read."""
    values: dict[str, object] = {"message_ref": ref}
    try:
        parsed = json.loads(ref)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict) and "channel" in parsed and "ts" in parsed:
        values.update(message_channel=str(parsed["channel"]), message_ts=str(parsed["ts"]))
    outcome = conn.execute(update(tickets).where(tickets.c.id == ticket_id).values(**values))
    if outcome.rowcount != 1:
        raise NotFoundError(f"no ticket {ticket_id}")


def set_platform(conn: Connection, ticket_id: int, platform: str) -> None:
    conn.execute(update(tickets).where(tickets.c.id == ticket_id).values(platform=platform))


def last_event_id(conn: Connection, ticket_id: int) -> int:
    return int(conn.scalar(select(func.max(ticket_events.c.id)).where(ticket_events.c.ticket_id == ticket_id)) or 0)
