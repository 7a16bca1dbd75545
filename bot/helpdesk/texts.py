"""Every user-facing sentence of the helpdesk service, in Korean, without platform markup.

Adapters render these (Slack mrkdwn / Block Kit, Teams Markdown / Adaptive Cards) and must
escape nothing here except what their format requires: the strings hold no `*bold*`, no
`<@mention>` and no links. The pipeline's own sentences (answers, handoff notices) stay in
`bot.messages` and are re-exported here so this module is the one catalogue.
"""

from __future__ import annotations

from bot.answer.question import EMPTY, NO_WORDS, too_long
from bot.messages import NOT_FOUND, NOT_FOUND_SENTENCE, SOURCES_LABEL, STAGE_FAILED, UNSURE

__all__ = [
    "EMPTY", "NOT_FOUND", "NOT_FOUND_SENTENCE", "NO_WORDS", "SOURCES_LABEL", "STAGE_FAILED", "UNSURE",
    "too_long",
]

# employees: small talk and message kinds the bot cannot read --------------------------------------
HELP = (
    "안녕하세요! IT 헬프데스크 봇입니다. 🙂\n"
    "IT 규정에 관한 질문을 글로 보내 주시면 규정에서 찾아 출처와 함께 답해 드려요.\n"
    "예: `비밀번호는 얼마나 자주 바꿔야 하나요?`, `VPN 인증서는 어떻게 갱신하나요?`\n"
    "규정에서 확실한 답을 찾지 못하면 IT 담당자에게 전달해 드립니다."
)
THANKS = "천만에요! 🙌 IT 규정에 관해 궁금한 점이 있으면 언제든 물어봐 주세요."
TEXT_ONLY = "파일이나 이미지는 읽을 수 없어요. 텍스트만 읽을 수 있으니 질문을 글로 적어 주세요."
UNREADABLE_TEXT = "메시지의 글자를 읽을 수 없었습니다. 질문을 다시 입력해 보내 주세요."

# employees: the answer and its buttons ----------------------------------------------------------
BUTTON_HELPFUL = "도움이 됐어요"
BUTTON_ASK_PERSON = "담당자에게 물어볼게요"
ASKED_PERSON = "🙋 담당자에게 전달했어요. 답변은 이 메시지의 스레드로 보내 드릴게요."
THANKS_FEEDBACK = "👍 의견 감사합니다!"
NOT_ASKER = "질문한 분만 이 버튼을 사용할 수 있습니다."
STAFF_REPLY_TITLE = "🧑‍💻 IT 담당자 답변"

# employees: honest notices when the bot itself is in trouble ----------------------------------------
STORE_UNAVAILABLE = (
    "지금 시스템 문제로 질문을 바로 접수하지 못했습니다. 자동으로 다시 시도하고 있어요. "
    "몇 분 안에 답이 없으면 질문을 다시 보내 주세요."
)

# staff: refusals ------------------------------------------------------------------------------
NOT_STAFF = "이 버튼은 IT 담당자(스태프 채널 멤버)만 사용할 수 있습니다."
REPLY_EMPTY = "답변을 입력해 주세요."
REPLY_FAILED = "보낼 수 없습니다."


def ticket_resolved(ticket_id: int) -> str:
    return f"티켓 #{ticket_id}은 이미 해결되었습니다."


def ticket_claim_first(ticket_id: int) -> str:
    return f"티켓 #{ticket_id}을 먼저 담당해 주세요 (담당하기)."


def ticket_held_by(ticket_id: int, holder_name: str) -> str:
    """`holder_name` is rendered by the adapter (a Slack mention, a Teams display name)."""
    return f"티켓 #{ticket_id}은 {holder_name}님이 담당하고 있습니다."


def ticket_not_possible(ticket_id: int) -> str:
    return f"티켓 #{ticket_id}에 지금 그 작업을 할 수 없습니다."


def ticket_not_found(ticket_id: int) -> str:
    return f"티켓 #{ticket_id}을 찾을 수 없습니다."


# staff: the ticket ------------------------------------------------------------------------------
def ticket_title(ticket_id: int) -> str:
    return f"🎫 티켓 #{ticket_id}"


LABEL_QUESTION = "질문"
LABEL_ASKER = "질문자"
LABEL_DEPT = "부서"
LABEL_REASON = "사유"
LABEL_TOP_SCORE = "top_score"
LABEL_DRAFT = "초안"
LABEL_SEARCHED = "검색한 내용"  # a follow-up's retrieval query, when it differs from the question
SEARCHED_NOTE = "이전 대화와 함께 읽음"
LABEL_FAILED_CHECKS = "실패한 검사"
LABEL_NEAREST = "가까운 규정 (유사도)"
LABEL_CITED = "인용한 규정"
LABEL_STATE = "상태"
LABEL_ASSIGNEE = "담당"
DEPT_UNKNOWN = "미확인 (ALL 문서만)"
QUESTION_PURGED = "(보존 기간이 지나 삭제됨)"
POLICY_GAP_MARK = "📌 규정 보완 필요"
NO_REASON = "사유 없음"
BOT_ACTOR = "봇"
TRUNCATED = "(일부 내용을 생략했습니다)"
TOO_LONG = "(너무 길어 생략했습니다)"

BUTTON_CLAIM = "담당하기"
BUTTON_REPLY = "답변 보내기"
BUTTON_RESOLVE = "해결"
BUTTON_POLICY_GAP = "규정 보완 필요"

REPLY_FORM_TITLE = "티켓 #{ticket_id} 답변"
REPLY_FORM_LABEL = "직원에게 보낼 답변"
REPLY_FORM_SUBMIT = "보내기"
REPLY_FORM_CANCEL = "취소"

REASONS = {
    "below_threshold": "관련 규정을 찾지 못했습니다 (유사도가 기준보다 낮음).",
    "no_evidence": "질문자가 읽을 수 있는 규정이 없습니다.",
    "checks_failed": "초안이 있지만 검사를 통과하지 못했습니다.",
    "model_abstained": "모델이 규정 발췌에서 답을 찾지 못했습니다.",
    "retrieval_failed": "규정 검색이 실패했습니다 (시스템 오류).",
    "generation_failed": "답변 생성이 실패했습니다 (모델 오류).",
    "contract_failed": "모델 출력이 약속한 형식이 아니었습니다.",
    "evidence_changed": "답변을 만드는 동안 근거 규정이 바뀌었습니다.",
    "index_missing": "규정 색인이 없거나 손상되었습니다: `helpdesk ingest`를 실행해 주세요 (index not built).",
}
EMPLOYEE_REQUEST = "직원이 자동 답변을 보고 담당자 연결을 요청했습니다."

CHECKS = {
    "found_in_policies": "규정에서 찾음",
    "cites_excerpt": "발췌 인용",
    "grounded": "발췌에 근거",
    "numbers_from_policies": "숫자가 규정과 일치",
    "citations_valid": "인용 번호 유효",
    "answers_question": "질문에 답함",
}

STATES = {
    "open": "🟡 열림 (담당자 없음)",
    "claimed": "🔵 처리 중",
    "answered": "🟢 답변함",
    "resolved": "✅ 해결됨",
}
ACTIONS = {
    "opened": "열림",
    "claimed": "담당",
    "replied": "답변 보냄",
    "resolved": "해결",
    "policy_gap": "규정 보완 필요 표시",
}


def reason_text(reason: str | None, requested_by_employee: bool) -> str:
    """The ticket's reason in Korean (with the employee's request when they asked for a person)."""
    if requested_by_employee and reason is None:
        return EMPLOYEE_REQUEST
    text = REASONS.get(reason or "", reason or NO_REASON)
    return f"{text} {EMPLOYEE_REQUEST}" if requested_by_employee else text
