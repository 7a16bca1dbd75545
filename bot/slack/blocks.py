"""Block Kit builders. Pure functions of typed values; every text respects Slack's limits.

Limits: 3,000 characters in a section text, 150 in a header or button text, 50 blocks in a message
or a view (100 in App Home), 40,000 characters in a message's fallback `text`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.helpdesk import texts
from bot.helpdesk.content import (
    AnswerMessage,
    Button,
    Feedback,
    ReplyForm,
    StaffAction,
    StaffReplyMessage,
    TicketCard,
)
from bot.helpdesk.incoming import SLACK
from bot.helpdesk.text import split_text as split_lines
from bot.store import QuestionRecord, Ticket

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

REASONS_KO = texts.REASONS
EMPLOYEE_REQUEST = texts.EMPLOYEE_REQUEST
CHECKS_KO = texts.CHECKS

# text helpers ---------------------------------------------------------------------------------


def cut(text: str, limit: int) -> str:
    """`text` shortened to at most `limit` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def split_text(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    """Pieces of at most `limit` characters (a section's text limit)."""
    return split_lines(text, limit)


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

ACTION_IDS = {
    StaffAction.CLAIM: CLAIM,
    StaffAction.REPLY: REPLY,
    StaffAction.RESOLVE: RESOLVE,
    StaffAction.POLICY_GAP: POLICY_GAP,
    Feedback.HELPFUL: HELPFUL,
    Feedback.ASK_PERSON: ASK_PERSON,
}
STAFF_ACTION_BY_ID = {CLAIM: StaffAction.CLAIM, REPLY: StaffAction.REPLY, RESOLVE: StaffAction.RESOLVE,
                      POLICY_GAP: StaffAction.POLICY_GAP}


def mention(user: str | None, platform: str | None, own: str = SLACK) -> str:
    """A Slack mention for a Slack user id, the plain (escaped) id for other platforms."""
    if not user:
        return ""
    return f"<@{user}>" if platform in (own, None) else escape(user)


def reason_text(reason: str | None, requested_by_employee: bool) -> str:
    return texts.reason_text(reason, requested_by_employee)


def _buttons(buttons: Sequence[Button]) -> list[dict[str, Any]]:
    return [button(b.label, ACTION_IDS[b.action], str(b.target_id), b.style) for b in buttons]


def ticket_body_blocks(card: TicketCard) -> list[Block]:
    """The static part of the staff message: question, asker, reason, score, draft, checks, sources."""
    score = f"{card.top_score:.3f}" if card.top_score is not None else "—"
    text = escape(card.question) if card.question is not None else f"_{texts.QUESTION_PURGED}_"
    blocks: list[Block] = [
        header(card.title),
        section(f"*{texts.LABEL_QUESTION}*\n{cut(quote(text), SECTION_LIMIT - 10)}"),
        {
            "type": "section",
            "fields": [
                {"type": "mrkdwn", "text": f"*{texts.LABEL_ASKER}*\n{mention(card.asker, card.asker_platform)}"},
                {"type": "mrkdwn", "text": f"*{texts.LABEL_DEPT}*\n{escape(card.dept_label)}"},
                {"type": "mrkdwn", "text": f"*{texts.LABEL_REASON}*\n{cut(escape(card.reason), 1900)}"},
                {"type": "mrkdwn", "text": f"*{texts.LABEL_TOP_SCORE}*\n{score}"},
            ],
        },
    ]
    if card.searched:
        blocks.append(section(
            f"*{texts.LABEL_SEARCHED}* ({texts.SEARCHED_NOTE})\n{cut(quote(escape(card.searched)), SECTION_LIMIT - 40)}"
        ))
    if card.draft:
        blocks.append(section(f"*{texts.LABEL_DRAFT}*\n{cut(quote(escape(card.draft)), SECTION_LIMIT - 10)}"))
    check_lines = [
        f"• `{c.name}` ({c.label})" + (f": {escape(c.detail)}" if c.detail else "") for c in card.failed_checks
    ]
    if check_lines:
        blocks.append(section(f"*{texts.LABEL_FAILED_CHECKS}*\n" + "\n".join(check_lines)))
    source_lines = []
    for src in card.sources:
        score_text = f" — {src.score:.3f}" if src.score is not None else ""
        revision = f" (r{src.revision})" if src.revision is not None else ""
        source_lines.append(f"• {escape(src.title)} · {escape(src.section)}{revision}{score_text}")
    if source_lines:
        blocks.append(section(f"*{card.sources_title}*\n" + "\n".join(source_lines)))
    return blocks


def ticket_state_blocks(card: TicketCard) -> list[Block]:
    """The moving part: state line with who did what, and the buttons that still make sense."""
    line = f"*{texts.LABEL_STATE}:* {card.state_label}"
    if card.assignee:
        line += f" · {texts.LABEL_ASSIGNEE} {mention(card.assignee, card.assignee_platform)}"
    if card.policy_gap:
        line += f" · {texts.POLICY_GAP_MARK}"
    history = " · ".join(
        f"{h.action} {mention(h.actor, h.actor_platform) if h.actor else texts.BOT_ACTOR} "
        f"{h.at.strftime('%m-%d %H:%M')}"
        for h in card.history
    )
    blocks: list[Block] = [context(line + (f"\n{history}" if history else ""), block_id=STATE_BLOCK)]
    if card.buttons:
        blocks.append({"type": "actions", "block_id": ACTIONS_BLOCK, "elements": _buttons(card.buttons)})
    return blocks


def ticket_card_blocks(card: TicketCard) -> list[Block]:
    return limit_blocks([*ticket_body_blocks(card), *ticket_state_blocks(card)])


def ticket_fallback(card: TicketCard) -> str:
    return f"티켓 #{card.ticket_id}: {card.state_label}"


def answer_message_blocks(answer: AnswerMessage) -> list[Block]:
    """An answer: its text, then the feedback buttons or, after a press, the note."""
    blocks = sections(answer.text, MESSAGE_BLOCKS - 1)
    if answer.note:
        blocks.append(context(answer.note))
    elif answer.buttons:
        blocks.append({"type": "actions", "block_id": f"answer_{answer.question_id}",
                       "elements": _buttons(answer.buttons)})
    return limit_blocks(blocks)


def staff_reply_text(reply: StaffReplyMessage) -> str:
    return f"*{reply.title}*\n{reply.text.strip()}"


def reply_modal(form: ReplyForm) -> dict[str, Any]:
    blocks: list[Block] = []
    if form.question:
        blocks.append(section(f"*{texts.LABEL_QUESTION}*\n{cut(quote(escape(form.question)), SECTION_LIMIT - 10)}"))
    blocks.append(
        {
            "type": "input",
            "block_id": REPLY_BLOCK,
            "label": {"type": "plain_text", "text": form.label},
            "element": {
                "type": "plain_text_input",
                "action_id": REPLY_INPUT,
                "multiline": True,
                "max_length": min(form.max_chars, SECTION_LIMIT - 100),
            },
        }
    )
    return {
        "type": "modal",
        "callback_id": REPLY_MODAL,
        "private_metadata": str(form.ticket_id),
        "title": {"type": "plain_text", "text": cut(form.title, 24)},
        "submit": {"type": "plain_text", "text": form.submit},
        "close": {"type": "plain_text", "text": form.cancel},
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
                    f"#{ticket.id} {texts.STATES.get(ticket.state.value, ticket.state.value)}{who} · "
                    f"{reason_text(ticket.reason, ticket.requested_by_employee)}"
                )
            )
    return {"type": "home", "blocks": limit_blocks(blocks, HOME_BLOCKS)}
