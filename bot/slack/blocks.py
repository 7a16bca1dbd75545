"""Block Kit builders. Pure functions of typed values; every text respects Slack's limits.

Limits: 3,000 characters in a section text, 150 in a header or button text, 50 blocks in a message
or a view (100 in App Home), 40,000 characters in a message's fallback `text`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.store import QuestionRecord, Ticket, TicketAction, TicketState

Block = dict[str, Any]

SECTION_LIMIT = 3000
HEADER_LIMIT = 150
FALLBACK_LIMIT = 3000  # well below Slack's 40,000; the blocks carry the full text
MESSAGE_BLOCKS = 50
HOME_BLOCKS = 100
ELLIPSIS = "…"

HELPFUL = "answer_helpful"
ASK_PERSON = "answer_ask_person"
CLAIM = "ticket_claim"
REPLY = "ticket_reply"
RESOLVE = "ticket_resolve"
POLICY_GAP = "ticket_policy_gap"
STAFF_ACTIONS = (CLAIM, REPLY, RESOLVE, POLICY_GAP)
REPLY_MODAL = "ticket_reply_modal"
REPLY_BLOCK = "reply_block"
REPLY_INPUT = "reply_text"

STATE_BLOCK = "ticket_state"
ACTIONS_BLOCK = "ticket_actions"

REASONS_KO = {
    "below_threshold": "관련 규정을 찾지 못했습니다 (유사도가 기준보다 낮음).",
    "no_evidence": "질문자가 읽을 수 있는 규정이 없습니다.",
    "checks_failed": "초안이 있지만 검사를 통과하지 못했습니다.",
    "model_abstained": "모델이 규정 발췌에서 답을 찾지 못했습니다.",
    "retrieval_failed": "규정 검색이 실패했습니다 (시스템 오류).",
    "generation_failed": "답변 생성이 실패했습니다 (모델 오류).",
    "contract_failed": "모델 출력이 약속한 형식이 아니었습니다.",
    "evidence_changed": "답변을 만드는 동안 근거 규정이 바뀌었습니다.",
}
EMPLOYEE_REQUEST = "직원이 자동 답변을 보고 담당자 연결을 요청했습니다."

CHECKS_KO = {
    "found_in_policies": "규정에서 찾음",
    "cites_excerpt": "발췌 인용",
    "grounded": "발췌에 근거",
    "numbers_from_policies": "숫자가 규정과 일치",
    "citations_valid": "인용 번호 유효",
}

STATE_KO = {
    TicketState.OPEN: "🟡 열림 (담당자 없음)",
    TicketState.CLAIMED: "🔵 처리 중",
    TicketState.ANSWERED: "🟢 답변함",
    TicketState.RESOLVED: "✅ 해결됨",
}
ACTION_KO = {
    TicketAction.OPENED: "열림",
    TicketAction.CLAIMED: "담당",
    TicketAction.REPLIED: "답변 보냄",
    TicketAction.RESOLVED: "해결",
    TicketAction.POLICY_GAP: "규정 보완 필요 표시",
}


# text helpers ---------------------------------------------------------------------------------


def cut(text: str, limit: int) -> str:
    """`text` shortened to at most `limit` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def split_text(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    """Pieces of at most `limit` characters, split at line ends, then spaces, where possible."""
    pieces: list[str] = []
    rest = text
    while len(rest) > limit:
        window = rest[:limit]
        at = window.rfind("\n")
        if at < limit // 2:
            at = window.rfind(" ")
        if at < limit // 2:
            at = limit
        pieces.append(rest[:at].rstrip())
        rest = rest[at:].lstrip("\n ")
    if rest or not pieces:
        pieces.append(rest)
    return pieces


def escape(text: str) -> str:
    """Escape Slack's control characters so user text cannot mention @channel or fake links."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quote(text: str) -> str:
    return "\n".join("> " + line for line in text.splitlines() or [""])


def section(text: str, *, block_id: str | None = None) -> Block:
    block: Block = {"type": "section", "text": {"type": "mrkdwn", "text": cut(text, SECTION_LIMIT)}}
    if block_id:
        block["block_id"] = block_id
    return block


def sections(text: str, max_blocks: int) -> list[Block]:
    """One or more sections holding `text`; cut after `max_blocks` pieces."""
    pieces = split_text(text)
    if len(pieces) > max_blocks:
        pieces = pieces[:max_blocks]
        pieces[-1] = cut(pieces[-1], SECTION_LIMIT - 20) + "\n_(너무 길어 생략했습니다)_"
    return [section(piece) for piece in pieces]


def context(text: str, *, block_id: str | None = None) -> Block:
    block: Block = {"type": "context", "elements": [{"type": "mrkdwn", "text": cut(text, SECTION_LIMIT)}]}
    if block_id:
        block["block_id"] = block_id
    return block


def button(text: str, action_id: str, value: str, style: str | None = None) -> dict[str, Any]:
    element: dict[str, Any] = {
        "type": "button",
        "text": {"type": "plain_text", "text": cut(text, 75), "emoji": True},
        "action_id": action_id,
        "value": value,
    }
    if style:
        element["style"] = style
    return element


def header(text: str) -> Block:
    return {"type": "header", "text": {"type": "plain_text", "text": cut(text, HEADER_LIMIT), "emoji": True}}


def fallback(text: str) -> str:
    return cut(text, FALLBACK_LIMIT)


def limit_blocks(blocks: Sequence[Block], max_blocks: int = MESSAGE_BLOCKS) -> list[Block]:
    """At most `max_blocks`, keeping the last two (state line and buttons) when cutting."""
    if len(blocks) <= max_blocks:
        return list(blocks)
    keep_tail = [b for b in blocks[-2:] if b.get("block_id") in (STATE_BLOCK, ACTIONS_BLOCK)]
    head = list(blocks[: max_blocks - len(keep_tail) - 1])
    return [*head, context("_(일부 내용을 생략했습니다)_"), *keep_tail]


# employee messages ----------------------------------------------------------------------------


def answer_blocks(answer: str, qid: int, *, with_buttons: bool) -> list[Block]:
    """An answer to an employee; under an automatic answer the feedback and ask-a-person buttons."""
    blocks = sections(answer, MESSAGE_BLOCKS - 1)
    if with_buttons:
        blocks.append(
            {
                "type": "actions",
                "block_id": f"answer_{qid}",
                "elements": [
                    button("도움이 됐어요", HELPFUL, str(qid), "primary"),
                    button("담당자에게 물어볼게요", ASK_PERSON, str(qid)),
                ],
            }
        )
    return blocks


def answer_feedback_blocks(answer_blocks: Sequence[Block], note: str) -> list[Block]:
    """The answer message after a button press: buttons replaced by a note."""
    kept = [b for b in answer_blocks if b.get("type") != "actions"]
    return limit_blocks([*kept, context(note)])


# the staff ticket -----------------------------------------------------------------------------


def reason_text(reason: str | None, requested_by_employee: bool) -> str:
    if requested_by_employee and reason is None:
        return EMPLOYEE_REQUEST
    text = REASONS_KO.get(reason or "", reason or "사유 없음")
    return f"{text} {EMPLOYEE_REQUEST}" if requested_by_employee else text


def _check_lines(checks: Iterable[dict[str, Any]]) -> list[str]:
    lines = []
    for check in checks:
        if check.get("passed"):
            continue
        name = str(check.get("name", "?"))
        label = CHECKS_KO.get(name, name)
        detail = str(check.get("detail") or "").strip()
        lines.append(f"• `{name}` ({label})" + (f": {escape(detail)}" if detail else ""))
    return lines


def _source_lines(sources: Iterable[dict[str, Any]]) -> list[str]:
    lines = []
    for src in sources:
        score = src.get("score")
        score_text = f" — {float(score):.3f}" if isinstance(score, int | float) else ""
        revision = f" (r{src['revision']})" if src.get("revision") is not None else ""
        lines.append(
            f"• {escape(str(src.get('title', '?')))} · {escape(str(src.get('section', '')))}"
            f"{revision}{score_text}"
        )
    return lines


def ticket_body_blocks(
    ticket: Ticket,
    question: QuestionRecord,
    sources: Sequence[dict[str, Any]] | None,
    failed: Sequence[str] = (),
) -> list[Block]:
    """The static part of the staff message: question, asker, reason, score, draft, checks, sources."""
    score = f"{question.top_score:.3f}" if question.top_score is not None else "—"
    text = escape(question.text) if question.text is not None else "_(보존 기간이 지나 삭제됨)_"
    blocks: list[Block] = [
        header(f"🎫 티켓 #{ticket.id}"),
        section(f"*질문*\n{cut(quote(text), SECTION_LIMIT - 10)}"),
        {
            "type": "section",
            "fields": [
                {"type": "mrkdwn", "text": f"*질문자*\n<@{question.asker_id}>"},
                {"type": "mrkdwn", "text": f"*부서*\n{escape(question.dept or '미확인 (ALL 문서만)')}"},
                {
                    "type": "mrkdwn",
                    "text": f"*사유*\n{cut(reason_text(ticket.reason, ticket.requested_by_employee), 1900)}",
                },
                {"type": "mrkdwn", "text": f"*top_score*\n{score}"},
            ],
        },
    ]
    searched = question.retrieval_query
    if searched and question.text is not None and searched.strip() != question.text.strip():
        blocks.append(section(
            f"*검색한 내용* (이전 대화와 함께 읽음)\n{cut(quote(escape(searched)), SECTION_LIMIT - 40)}"
        ))
    if question.draft:
        blocks.append(section(f"*초안*\n{cut(quote(escape(question.draft)), SECTION_LIMIT - 10)}"))
    check_lines = _check_lines(question.checks)
    if not check_lines and failed:
        check_lines = [f"• `{name}`" for name in failed]
    if check_lines:
        blocks.append(section("*실패한 검사*\n" + "\n".join(check_lines)))
    source_lines = _source_lines(sources if sources is not None else question.cited)
    if source_lines:
        title = "*가까운 규정 (유사도)*" if sources is not None else "*인용한 규정*"
        blocks.append(section(title + "\n" + "\n".join(source_lines)))
    return blocks


def _history_line(ticket: Ticket) -> str:
    parts = []
    for event in ticket.history[-6:]:
        actor = "봇" if event.actor == "bot" else f"<@{event.actor}>"
        parts.append(
            f"{ACTION_KO.get(event.action, event.action.value)} {actor} {event.at.strftime('%m-%d %H:%M')}"
        )
    return " · ".join(parts)


def ticket_state_blocks(ticket: Ticket) -> list[Block]:
    """The moving part: state line with who did what, and the buttons that still make sense."""
    state = STATE_KO.get(ticket.state, ticket.state.value)
    line = f"*상태:* {state}"
    if ticket.assignee:
        line += f" · 담당 <@{ticket.assignee}>"
    if ticket.policy_gap:
        line += " · 📌 규정 보완 필요"
    history = _history_line(ticket)
    blocks: list[Block] = [context(line + (f"\n{history}" if history else ""), block_id=STATE_BLOCK)]
    value = str(ticket.id)
    elements: list[dict[str, Any]] = []
    if ticket.state is not TicketState.RESOLVED:
        if ticket.state is TicketState.OPEN:
            elements.append(button("담당하기", CLAIM, value, "primary"))
        elements.append(button("답변 보내기", REPLY, value))
        if ticket.state is not TicketState.OPEN:
            elements.append(button("해결", RESOLVE, value))
    if not ticket.policy_gap:
        elements.append(button("규정 보완 필요", POLICY_GAP, value, "danger"))
    if elements:
        blocks.append({"type": "actions", "block_id": ACTIONS_BLOCK, "elements": elements})
    return blocks


def ticket_blocks(body: Sequence[Block], ticket: Ticket) -> list[Block]:
    static = [b for b in body if b.get("block_id") not in (STATE_BLOCK, ACTIONS_BLOCK)]
    return limit_blocks([*static, *ticket_state_blocks(ticket)])


def ticket_fallback(ticket: Ticket) -> str:
    return f"티켓 #{ticket.id}: {STATE_KO.get(ticket.state, ticket.state.value)}"


def reply_modal(ticket_id: int, question_text: str | None) -> dict[str, Any]:
    blocks: list[Block] = []
    if question_text:
        blocks.append(section(f"*질문*\n{cut(quote(escape(question_text)), SECTION_LIMIT - 10)}"))
    blocks.append(
        {
            "type": "input",
            "block_id": REPLY_BLOCK,
            "label": {"type": "plain_text", "text": "직원에게 보낼 답변"},
            "element": {
                "type": "plain_text_input",
                "action_id": REPLY_INPUT,
                "multiline": True,
                "max_length": SECTION_LIMIT - 100,
            },
        }
    )
    return {
        "type": "modal",
        "callback_id": REPLY_MODAL,
        "private_metadata": str(ticket_id),
        "title": {"type": "plain_text", "text": cut(f"티켓 #{ticket_id} 답변", 24)},
        "submit": {"type": "plain_text", "text": "보내기"},
        "close": {"type": "plain_text", "text": "취소"},
        "blocks": blocks,
    }


# App Home -------------------------------------------------------------------------------------

HOME_HELP = (
    "*IT 헬프데스크 봇 사용법*\n"
    "• 이 앱에 DM으로 IT 규정에 관한 질문을 보내 주세요. 예: `비밀번호는 얼마나 자주 바꿔야 하나요?`\n"
    "• 채널에서는 `@헬프데스크`를 멘션하면 스레드로 답합니다.\n"
    "• 답변은 사내 IT 규정에서만 찾고, 출처 문서를 함께 보여 드립니다.\n"
    "• 규정에서 확실한 답을 찾지 못하면 IT 담당자에게 전달되고, 담당자가 DM 스레드로 답합니다.\n"
    "• 자동 답변이 부족하면 *담당자에게 물어볼게요* 버튼을 눌러 주세요.\n"
    "• 텍스트만 읽을 수 있습니다. 파일이나 이미지는 내용을 글로 적어 주세요."
)
ROUTE_KO = {"auto_answer": "자동 답변", "handoff": "담당자 전달", "clarify": "추가 질문"}


def home_view(
    recent: Sequence[QuestionRecord], tickets: Sequence[Ticket] | None, figures: str | None = None
) -> dict[str, Any]:
    """Employees: how to use the bot and their recent questions. Staff (`tickets` given): open work,
    and this week's figures (`figures`, the weekly report's text)."""
    blocks: list[Block] = [
        header("IT 헬프데스크"),
        section(HOME_HELP),
        {"type": "divider"},
        section("*최근 질문*"),
    ]
    if not recent:
        blocks.append(context("아직 질문이 없습니다."))
    for record in recent:
        text = cut(escape(record.text or "(삭제됨)"), 200)
        status = ROUTE_KO.get(record.route or "", "처리 중")
        blocks.append(context(f"{record.received_at.strftime('%Y-%m-%d %H:%M')} · {status}\n{text}"))
    if figures:
        blocks += [{"type": "divider"}, section("*이번 주 현황*\n" + cut(escape(figures), SECTION_LIMIT - 20))]
    if tickets is not None:
        blocks += [{"type": "divider"}, section(f"*열린 티켓과 처리 중인 티켓* ({len(tickets)}건)")]
        if not tickets:
            blocks.append(context("열린 티켓이 없습니다."))
        for ticket in tickets[:40]:
            who = f" · 담당 <@{ticket.assignee}>" if ticket.assignee else ""
            blocks.append(
                context(
                    f"#{ticket.id} {STATE_KO.get(ticket.state, ticket.state.value)}{who} · "
                    f"{reason_text(ticket.reason, ticket.requested_by_employee)}"
                )
            )
    return {"type": "home", "blocks": limit_blocks(blocks, HOME_BLOCKS)}
