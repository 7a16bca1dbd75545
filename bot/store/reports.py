"""Read-only queries for the weekly helpdesk report (`bot.digest.report`): plain functions over a connection."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.engine import Connection

from bot.store.records import TicketAction, TicketState
from bot.store.schema import questions, ticket_events, tickets

STAFF_ACTIONS = (TicketAction.CLAIMED.value, TicketAction.REPLIED.value, TicketAction.RESOLVED.value)


class WeekQuestion(BaseModel):
    id: int
    route: str | None
    reason: str | None
    feedback: str | None
    cited: list[dict[str, Any]] = Field(default_factory=list)
    ticket_id: int | None = None
    ticket_created: datetime | None = None
    requested_by_employee: bool = False
    first_action: datetime | None = None  # first claim / reply / resolve by a person
    resolved: datetime | None = None


class ReportData(BaseModel):
    questions: list[WeekQuestion]
    stale_tickets: list[int]  # unresolved tickets opened before the cut-off (any week)


def report_data(conn: Connection, start: datetime, end: datetime, stale_before: datetime) -> ReportData:
    rows = conn.execute(
        select(questions.c.id, questions.c.route, questions.c.reason, questions.c.feedback, questions.c.cited,
               tickets.c.id.label("ticket_id"), tickets.c.created_at, tickets.c.requested_by_employee)
        .select_from(questions.outerjoin(tickets, tickets.c.question_id == questions.c.id))
        .where(questions.c.received_at >= start, questions.c.received_at < end)
        .order_by(questions.c.id)
    ).mappings().all()
    items = [
        WeekQuestion(id=r["id"], route=r["route"], reason=r["reason"], feedback=r["feedback"],
                     cited=r["cited"] or [], ticket_id=r["ticket_id"], ticket_created=r["created_at"],
                     requested_by_employee=bool(r["requested_by_employee"]))
        for r in rows
    ]
    by_ticket = {q.ticket_id: q for q in items if q.ticket_id is not None}
    ids = list(by_ticket)
    for start_at in range(0, len(ids), 500):
        chunk = ids[start_at:start_at + 500]
        events = conn.execute(
            select(ticket_events.c.ticket_id, ticket_events.c.at, ticket_events.c.actor, ticket_events.c.action)
            .where(ticket_events.c.ticket_id.in_(chunk), ticket_events.c.action.in_(STAFF_ACTIONS))
            .order_by(ticket_events.c.at, ticket_events.c.id)
        )
        for event in events:
            item = by_ticket[event.ticket_id]
            if item.first_action is None and event.actor != "bot":
                item.first_action = event.at
            if event.action == TicketAction.RESOLVED.value and item.resolved is None:
                item.resolved = event.at
    stale = conn.scalars(
        select(tickets.c.id).where(tickets.c.state != TicketState.RESOLVED.value, tickets.c.created_at < stale_before)
        .order_by(tickets.c.id)
    )
    return ReportData(questions=items, stale_tickets=[int(i) for i in stale])
