"""Platform-neutral content built from stored records (any replica can rebuild any message)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.helpdesk import texts
from bot.helpdesk.content import (
    AnswerMessage,
    Button,
    CheckLine,
    Feedback,
    HistoryLine,
    ReplyForm,
    SourceLine,
    StaffAction,
    TicketCard,
)
from bot.models import Route
from bot.store import QuestionRecord, Ticket, TicketState

INDEX_MISSING = "index_missing"


def answer_message(record: QuestionRecord, note: str | None = None) -> AnswerMessage:
    buttons: tuple[Button, ...] = ()
    if record.route == Route.AUTO_ANSWER.value and note is None:
        buttons = (
            Button(texts.BUTTON_HELPFUL, Feedback.HELPFUL, record.id, "primary"),
            Button(texts.BUTTON_ASK_PERSON, Feedback.ASK_PERSON, record.id),
        )
    return AnswerMessage(question_id=record.id, text=record.answer or "", buttons=buttons, note=note)


def _check_lines(checks: Iterable[dict[str, Any]], failed: Sequence[str]) -> tuple[CheckLine, ...]:
    lines = [
        CheckLine(str(c.get("name", "?")), texts.CHECKS.get(str(c.get("name")), str(c.get("name", "?"))),
                  str(c.get("detail") or "").strip())
        for c in checks if not c.get("passed")
    ]
    if not lines and failed:
        lines = [CheckLine(name, texts.CHECKS.get(name, name)) for name in failed]
    return tuple(lines)


def _source_lines(sources: Iterable[dict[str, Any]]) -> tuple[SourceLine, ...]:
    lines = []
    for src in sources:
        score = src.get("score")
        revision = src.get("revision")
        lines.append(SourceLine(
            title=str(src.get("title", "?")), section=str(src.get("section", "")),
            revision=int(revision) if isinstance(revision, int) else None,
            score=float(score) if isinstance(score, int | float) else None,
        ))
    return tuple(lines)


def reason_text(ticket: Ticket, record: QuestionRecord) -> str:
    text = texts.reason_text(ticket.reason, ticket.requested_by_employee)
    if INDEX_MISSING in record.failed:
        text = f"{text} {texts.REASONS[INDEX_MISSING]}"
    return text


def ticket_buttons(ticket: Ticket) -> tuple[Button, ...]:
    buttons: list[Button] = []
    if ticket.state is not TicketState.RESOLVED:
        if ticket.state is TicketState.OPEN:
            buttons.append(Button(texts.BUTTON_CLAIM, StaffAction.CLAIM, ticket.id, "primary"))
        buttons.append(Button(texts.BUTTON_REPLY, StaffAction.REPLY, ticket.id))
        if ticket.state is not TicketState.OPEN:
            buttons.append(Button(texts.BUTTON_RESOLVE, StaffAction.RESOLVE, ticket.id))
    if not ticket.policy_gap:
        buttons.append(Button(texts.BUTTON_POLICY_GAP, StaffAction.POLICY_GAP, ticket.id, "danger"))
    return tuple(buttons)


def ticket_card(ticket: Ticket, record: QuestionRecord) -> TicketCard:
    """The staff card: question, asker, reason, score, draft, failed checks, sources, state."""
    shown = record.sources
    sources = shown if shown is not None else record.cited
    history = tuple(
        HistoryLine(
            action=texts.ACTIONS.get(e.action.value, e.action.value),
            actor=None if e.actor == "bot" else e.actor,
            actor_platform=None if e.actor == "bot" else ticket.platform,
            at=e.at,
        )
        for e in ticket.history[-6:]
    )
    return TicketCard(
        ticket_id=ticket.id,
        title=texts.ticket_title(ticket.id),
        state=ticket.state.value,
        state_label=texts.STATES.get(ticket.state.value, ticket.state.value),
        question=record.text,
        asker=record.asker_id,
        asker_platform=record.platform,
        dept_label=record.dept or texts.DEPT_UNKNOWN,
        reason=reason_text(ticket, record),
        top_score=record.top_score,
        draft=record.draft,
        failed_checks=_check_lines(record.checks, record.failed),
        sources_title=texts.LABEL_NEAREST if shown is not None else texts.LABEL_CITED,
        sources=_source_lines(sources),
        assignee=ticket.assignee,
        assignee_platform=ticket.platform if ticket.assignee else None,
        policy_gap=ticket.policy_gap,
        history=history,
        buttons=ticket_buttons(ticket),
        question_id=record.id,
        searched=searched_text(record),
    )


def searched_text(record: QuestionRecord) -> str | None:
    """What was searched, shown to staff only when it is not just the question (a follow-up)."""
    searched = record.retrieval_query
    if not searched or record.text is None or searched.strip() == record.text.strip():
        return None
    return searched


def reply_form(ticket_id: int, question: str | None) -> ReplyForm:
    return ReplyForm(
        ticket_id=ticket_id,
        title=texts.REPLY_FORM_TITLE.format(ticket_id=ticket_id),
        label=texts.REPLY_FORM_LABEL,
        submit=texts.REPLY_FORM_SUBMIT,
        cancel=texts.REPLY_FORM_CANCEL,
        question=question,
    )
