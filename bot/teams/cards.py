"""Adaptive Cards (1.5) for Teams: the staff ticket card, the reply dialog, the answer's feedback card.

Pure functions of typed values. Buttons that change a ticket are `Action.Execute` with a verb (the
invoke is `adaptiveCard/action`); the reply button is an `Action.Submit` with
`msteams.type = task/fetch`, which opens the dialog whose submit arrives as `task/submit`. Texts
typed by people are escaped and cut so a card stays far below the connector's size limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.slack.blocks import ACTION_KO, CHECKS_KO, STATE_KO, reason_text
from bot.store import QuestionRecord, Ticket, TicketState
from bot.teams.render import cut, escape

Card = dict[str, Any]
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json"

CLAIM = "claim"
RESOLVE = "resolve"
POLICY_GAP = "policy_gap"
REPLY = "reply"  # opens the dialog (task/fetch)
REPLY_SUBMIT = "reply_submit"  # the dialog's button (task/submit)
REPLY_INPUT = "reply"
HELPFUL = "helpful"
ASK_PERSON = "ask_person"
STAFF_VERBS = (CLAIM, RESOLVE, POLICY_GAP)

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


def display(user_id: str, names: Mapping[str, str]) -> str:
    """A person as the card shows them: the name Teams gave us, else a short form of the id."""
    if user_id == "bot":
        return "봇"
    name = names.get(user_id)
    if name:
        return escape(name)
    return escape(user_id if len(user_id) <= 16 else user_id[:12] + "…")


# the staff ticket -----------------------------------------------------------------------------


def _check_lines(checks: Iterable[dict[str, Any]]) -> list[str]:
    lines = []
    for check in checks:
        if check.get("passed"):
            continue
        name = str(check.get("name", "?"))
        detail = str(check.get("detail") or "").strip()
        line = f"- **{escape(name)}** ({CHECKS_KO.get(name, name)})"
        lines.append(line + (f": {cut(escape(detail), DETAIL_LIMIT)}" if detail else ""))
    return lines


def _source_lines(sources: Iterable[dict[str, Any]]) -> list[str]:
    lines = []
    for src in list(sources)[:MAX_SOURCES]:
        score = src.get("score")
        score_text = f" — {float(score):.3f}" if isinstance(score, int | float) else ""
        revision = f" (r{src['revision']})" if src.get("revision") is not None else ""
        lines.append(
            f"- {escape(str(src.get('title', '?')))} · {escape(str(src.get('section', '')))}{revision}{score_text}"
        )
    return lines


def ticket_body(
    ticket: Ticket,
    question: QuestionRecord,
    sources: Sequence[dict[str, Any]] | None,
    failed: Sequence[str] = (),
    *,
    asker_name: str | None = None,
) -> list[dict[str, Any]]:
    """Question, asker, department, reason, top_score, draft, failed checks, sources."""
    score = f"{question.top_score:.3f}" if question.top_score is not None else "—"
    text = cut(escape(question.text), TEXT_LIMIT) if question.text is not None else "_(보존 기간이 지나 삭제됨)_"
    asker = escape(asker_name) if asker_name else display(question.asker_id, {})
    body: list[dict[str, Any]] = [
        text_block(f"🎫 티켓 #{ticket.id}", size="Medium", weight="Bolder"),
        text_block("**질문**", spacing="Small"),
        text_block(text),
        {
            "type": "FactSet",
            "facts": [
                {"title": "질문자", "value": asker},
                {"title": "부서", "value": escape(question.dept or "미확인 (ALL 문서만)")},
                {"title": "사유", "value": cut(reason_text(ticket.reason, ticket.requested_by_employee), 1000)},
                {"title": "top_score", "value": score},
            ],
        },
    ]
    if question.draft:
        body += [text_block("**초안**"), text_block(cut(escape(question.draft), TEXT_LIMIT), isSubtle=True)]
    check_lines = _check_lines(question.checks) or [f"- **{escape(name)}**" for name in failed]
    if check_lines:
        body += [text_block("**실패한 검사**"), text_block("\n".join(check_lines))]
    source_lines = _source_lines(sources if sources is not None else question.cited)
    if source_lines:
        title = "**가까운 규정 (유사도)**" if sources is not None else "**인용한 규정**"
        body += [text_block(title), text_block("\n".join(source_lines))]
    return body


def state_line(ticket: Ticket, names: Mapping[str, str]) -> str:
    line = f"**상태:** {STATE_KO.get(ticket.state, ticket.state.value)}"
    if ticket.assignee:
        line += f" · 담당 {display(ticket.assignee, names)}"
    if ticket.policy_gap:
        line += " · 📌 규정 보완 필요"
    return line


def history_line(ticket: Ticket, names: Mapping[str, str]) -> str:
    return " · ".join(
        f"{ACTION_KO.get(e.action, e.action.value)} {display(e.actor, names)} {e.at.strftime('%m-%d %H:%M')}"
        for e in ticket.history[-6:]
    )


def ticket_actions(ticket: Ticket) -> list[dict[str, Any]]:
    """The buttons that still make sense in the ticket's state."""
    data = {"ticket": ticket.id}
    actions: list[dict[str, Any]] = []
    if ticket.state is not TicketState.RESOLVED:
        if ticket.state is TicketState.OPEN:
            actions.append(execute("담당하기", CLAIM, data, "positive"))
        actions.append(
            {"type": "Action.Submit", "title": "답변 보내기",
             "data": {"msteams": {"type": "task/fetch"}, "verb": REPLY, **data}}
        )
        if ticket.state is not TicketState.OPEN:
            actions.append(execute("해결", RESOLVE, data))
    if not ticket.policy_gap:
        actions.append(execute("규정 보완 필요", POLICY_GAP, data, "destructive"))
    return actions


def ticket_card(body: Sequence[dict[str, Any]], ticket: Ticket, names: Mapping[str, str] | None = None) -> Card:
    names = names or {}
    history = history_line(ticket, names)
    moving = [text_block(state_line(ticket, names), separator=True)]
    if history:
        moving.append(text_block(history, isSubtle=True, size="Small", spacing="None"))
    return card([*body, *moving], ticket_actions(ticket))


def ticket_summary(ticket: Ticket) -> str:
    """The activity's plain text (notifications, clients that cannot show cards)."""
    return f"티켓 #{ticket.id}: {STATE_KO.get(ticket.state, ticket.state.value)}"


# the reply dialog -----------------------------------------------------------------------------


def reply_dialog(ticket_id: int, question_text: str | None, error: str | None = None) -> dict[str, Any]:
    """The task-module response that opens (or re-shows, with `error`) the reply dialog."""
    body: list[dict[str, Any]] = []
    if question_text:
        body += [text_block("**질문**"), text_block(cut(escape(question_text), TEXT_LIMIT), isSubtle=True)]
    if error:
        body.append(text_block(escape(error), color="Attention", weight="Bolder"))
    body.append(
        {"type": "Input.Text", "id": REPLY_INPUT, "label": "직원에게 보낼 답변", "isMultiline": True,
         "isRequired": True, "errorMessage": "답변을 입력해 주세요.", "maxLength": REPLY_MAX}
    )
    content = card(body, [{"type": "Action.Submit", "title": "보내기",
                           "data": {"verb": REPLY_SUBMIT, "ticket": ticket_id}}])
    return {
        "task": {
            "type": "continue",
            "value": {"title": f"티켓 #{ticket_id} 답변", "height": "medium", "width": "medium",
                      "card": attachment(content)},
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


def feedback_card(qid: int) -> Card:
    """Under an automatic answer: "helpful" and "ask a person"."""
    data = {"question": qid}
    return card(
        [text_block("답변이 도움이 됐나요?", size="Small", isSubtle=True)],
        [execute("도움이 됐어요", HELPFUL, data, "positive"), execute("담당자에게 물어볼게요", ASK_PERSON, data)],
    )


def feedback_done_card(note: str) -> Card:
    return card([text_block(note, size="Small", isSubtle=True)])
