"""Adaptive Cards (1.5) for Teams: the staff ticket card, the reply dialog, the answer's feedback card.

Pure functions of typed values. Buttons that change a ticket are `Action.Execute` with a verb (the
invoke is `adaptiveCard/action`); the reply button is an `Action.Submit` with
`msteams.type = task/fetch`, which opens the dialog whose submit arrives as `task/submit`. Texts
typed by people are escaped and cut so a card stays far below the connector's size limit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from bot.helpdesk import texts
from bot.helpdesk.content import (
    AnswerMessage,
    Button,
    CheckLine,
    ReplyForm,
    SourceLine,
    StaffAction,
    TicketCard,
)
from bot.teams.render import cut, escape

Card = dict[str, Any]
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json"

# `Action.Execute` verbs are the values of `StaffAction` (claim, resolve, policy_gap) and `Feedback`
# (helpful, ask_person); the reply button opens a dialog instead.
REPLY = "reply"  # opens the dialog (task/fetch)
REPLY_SUBMIT = "reply_submit"  # the dialog's button (task/submit)
REPLY_INPUT = "reply"

TEXT_LIMIT = 4000
DETAIL_LIMIT = 500
MAX_SOURCES = 10
REPLY_MAX = 4000


def card(body: list[dict[str, Any]], actions: list[dict[str, Any]] | None = None) -> Card:
    content: Card = {"type": "AdaptiveCard", "$schema": SCHEMA, "version": "1.5", "body": body,
                     "msteams": {"width": "Full"}}
    if actions:
        content["actions"] = actions
    return content


def attachment(content: Card) -> dict[str, Any]:
    return {"contentType": CARD_CONTENT_TYPE, "content": content}


def text_block(text: str, **extra: Any) -> dict[str, Any]:
    return {"type": "TextBlock", "text": text, "wrap": True, **extra}


def execute(title: str, verb: str, data: dict[str, Any], style: str | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "Action.Execute", "title": title, "verb": verb, "data": {"verb": verb, **data}}
    if style:
        action["style"] = style
    return action


# the staff ticket -----------------------------------------------------------------------------


def _check_lines(checks: Iterable[CheckLine]) -> list[str]:
    lines = []
    for check in checks:
        line = f"- **{escape(check.name)}** ({escape(check.label)})"
        lines.append(line + (f": {cut(escape(check.detail), DETAIL_LIMIT)}" if check.detail else ""))
    return lines


def _source_lines(sources: Iterable[SourceLine]) -> list[str]:
    lines = []
    for src in list(sources)[:MAX_SOURCES]:
        score = f" — {src.score:.3f}" if src.score is not None else ""
        revision = f" (r{src.revision})" if src.revision is not None else ""
        lines.append(f"- {escape(src.title)} · {escape(src.section)}{revision}{score}")
    return lines


def _button(button: Button) -> dict[str, Any]:
    data = {"ticket": button.target_id}
    style = {"primary": "positive", "danger": "destructive"}.get(button.style or "")
    if button.action == StaffAction.REPLY:
        return {"type": "Action.Submit", "title": button.label,
                "data": {"msteams": {"type": "task/fetch"}, "verb": REPLY, **data}}
    return execute(button.label, str(button.action), data, style)


def ticket_card(ticket: TicketCard, names: Callable[[str, str | None], str]) -> Card:
    """The ticket as an Adaptive Card: question, asker, department, reason, top_score, what was
    searched (a follow-up read with its conversation), draft, failed checks, sources, then the state
    line, history and the buttons that still make sense.
    `names(user, platform)` renders a person (a display name on Teams, an id otherwise)."""
    score = f"{ticket.top_score:.3f}" if ticket.top_score is not None else "—"
    question = cut(escape(ticket.question), TEXT_LIMIT) if ticket.question is not None else texts.QUESTION_PURGED
    body: list[dict[str, Any]] = [
        text_block(escape(ticket.title), size="Medium", weight="Bolder"),
        text_block(f"**{texts.LABEL_QUESTION}**", spacing="Small"),
        text_block(question),
        {
            "type": "FactSet",
            "facts": [
                {"title": texts.LABEL_ASKER, "value": names(ticket.asker, ticket.asker_platform)},
                {"title": texts.LABEL_DEPT, "value": escape(ticket.dept_label)},
                {"title": texts.LABEL_REASON, "value": cut(escape(ticket.reason), 1000)},
                {"title": texts.LABEL_TOP_SCORE, "value": score},
            ],
        },
    ]
    if ticket.searched:
        body += [text_block(f"**{texts.LABEL_SEARCHED}** ({texts.SEARCHED_NOTE})"),
                 text_block(cut(escape(ticket.searched), TEXT_LIMIT), isSubtle=True)]
    if ticket.draft:
        body += [text_block(f"**{texts.LABEL_DRAFT}**"), text_block(cut(escape(ticket.draft), TEXT_LIMIT),
                                                                      isSubtle=True)]
    check_lines = _check_lines(ticket.failed_checks)
    if check_lines:
        body += [text_block(f"**{texts.LABEL_FAILED_CHECKS}**"), text_block("\n".join(check_lines))]
    source_lines = _source_lines(ticket.sources)
    if source_lines:
        body += [text_block(f"**{escape(ticket.sources_title)}**"), text_block("\n".join(source_lines))]
    state = f"**{texts.LABEL_STATE}:** {ticket.state_label}"
    if ticket.assignee:
        state += f" · {texts.LABEL_ASSIGNEE} {names(ticket.assignee, ticket.assignee_platform)}"
    if ticket.policy_gap:
        state += f" · {texts.POLICY_GAP_MARK}"
    body.append(text_block(state, separator=True))
    history = " · ".join(
        f"{escape(h.action)} {names(h.actor, h.actor_platform) if h.actor else texts.BOT_ACTOR} "
        f"{h.at.strftime('%m-%d %H:%M')}"
        for h in ticket.history[-6:]
    )
    if history:
        body.append(text_block(history, isSubtle=True, size="Small", spacing="None"))
    return card(body, [_button(b) for b in ticket.buttons])


def ticket_summary(ticket: TicketCard) -> str:
    """The activity's plain text (notifications, clients that cannot show cards)."""
    return f"{ticket.title}: {ticket.state_label}"


# the reply dialog -----------------------------------------------------------------------------


def reply_dialog(form: ReplyForm, error: str | None = None) -> dict[str, Any]:
    """The task-module response that opens (or re-shows, with `error`) the reply dialog."""
    body: list[dict[str, Any]] = []
    if form.question:
        body += [text_block(f"**{texts.LABEL_QUESTION}**"),
                 text_block(cut(escape(form.question), TEXT_LIMIT), isSubtle=True)]
    if error:
        body.append(text_block(escape(error), color="Attention", weight="Bolder"))
    body.append(
        {"type": "Input.Text", "id": REPLY_INPUT, "label": form.label, "isMultiline": True,
         "isRequired": True, "errorMessage": texts.REPLY_EMPTY, "maxLength": form.max_chars}
    )
    content = card(body, [{"type": "Action.Submit", "title": form.submit,
                           "data": {"verb": REPLY_SUBMIT, "ticket": form.ticket_id}}])
    return {
        "task": {
            "type": "continue",
            "value": {"title": form.title, "height": "medium", "width": "medium", "card": attachment(content)},
        }
    }


def dialog_message(text: str) -> dict[str, Any]:
    """A task-module response that closes the dialog with a short message."""
    return {"task": {"type": "message", "value": text}}


# invoke responses for Action.Execute ----------------------------------------------------------


def card_response(content: Card) -> dict[str, Any]:
    return {"statusCode": 200, "type": CARD_CONTENT_TYPE, "value": content}


def message_response(text: str) -> dict[str, Any]:
    return {"statusCode": 200, "type": "application/vnd.microsoft.activity.message", "value": text}


# the employee's answer ------------------------------------------------------------------------


def answer_activity(answer: AnswerMessage, text: str) -> dict[str, Any]:
    """One answer message: Markdown text, with the feedback buttons (or, after a press, the note)
    in a small card under it."""
    activity: dict[str, Any] = {"type": "message", "textFormat": "markdown", "text": text}
    if answer.note:
        activity["attachments"] = [attachment(card([text_block(escape(answer.note), size="Small", isSubtle=True)]))]
    elif answer.buttons:
        actions = [
            execute(b.label, str(b.action), {"question": b.target_id},
                    "positive" if b.style == "primary" else None)
            for b in answer.buttons
        ]
        activity["attachments"] = [attachment(card([], actions))]
    return activity
