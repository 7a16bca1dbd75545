"""A week of questions for the digest test: seed 000's four near-miss questions, each asked twice
in other words, other gaps, and questions the digest must ignore (answered, below threshold)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.models import Reason, Result, Route
from bot.store import Store

WEEK = "2025-W10"  # Monday 2025-03-03 .. Sunday 2025-03-09, Asia/Seoul
MONDAY = datetime(2025, 3, 3, 0, 0, tzinfo=UTC)  # 09:00 KST

VPN = ["VPN 접속 속도가 느리면 어떻게 해요?", "재택근무할 때 VPN이 너무 느린데 빠르게 하는 방법이 있나요?"]
LAPTOP = ["노트북 사양은 어떻게 되나요?", "업무용 노트북 스펙(CPU, 메모리)이 어떻게 돼요?"]
PASSWORD = ["비밀번호를 잊어버리면 어디서 바꿔요?", "비밀번호가 기억나지 않을 때 재설정은 어떻게 하나요?"]
TRAINING = ["보안 교육은 1년에 몇 번 받아야 하나요?", "정보보안 교육은 연간 몇 회 이수해야 하나요?"]

OTHER_GAPS = [
    "듀얼 모니터를 추가로 받을 수 있나요?",
    "모니터 한 대 더 신청하려면 어떻게 하나요?",
    "Can I get a second monitor for my desk?",
    "사무실 프린터 드라이버는 어디서 받나요?",
    "화상회의 녹화 파일은 얼마나 보관해도 되나요?",
    "How long can I keep recordings of video meetings?",
    "사내 와이파이 비밀번호가 뭔가요?",
    "개인 휴대폰에서 회사 메일을 봐도 되나요?",
    "키보드가 고장 났는데 교체 받을 수 있나요?",
    "개인 구글 드라이브에 업무 파일을 올려도 되나요?",
    "해외 출장 때 노트북을 가져가도 되나요?",
    "포토샵 라이선스가 부족하면 누구에게 요청하나요?",
    "퇴사자 계정은 언제 삭제되나요?",
    "서버실 출입 카드를 잃어버리면 어떻게 해요?",
    "메일함 용량이 가득 찼는데 늘릴 수 있나요?",
    "화면 보호기 대기 시간을 바꿔도 되나요?",
    "챗GPT 유료 버전을 회사 비용으로 쓸 수 있나요?",
]
# handed off below the relevance threshold, later marked as policy gaps by staff
MARKED_GAPS = ["회의실 TV에 노트북 화면을 띄우려면 어떻게 하나요?", "사내 메신저 알림이 안 와요."]
# not in the digest: answered automatically, or below threshold and not marked
IGNORED: list[tuple[str, Route, Reason | None]] = [
    ("VPN 인증서는 언제 재발급하나요?", Route.AUTO_ANSWER, None),
    ("비밀번호는 몇 자 이상이어야 하나요?", Route.AUTO_ANSWER, None),
    ("노트북 교체 주기는 몇 년인가요?", Route.AUTO_ANSWER, None),
    ("점심 메뉴 추천해 줘", Route.HANDOFF, Reason.BELOW_THRESHOLD),
]
PREVIOUS_WEEK_GAPS = [
    "VPN이 자꾸 끊겨요.", "마우스를 새로 받을 수 있나요?", "사내 메일 서명은 어떻게 바꾸나요?",
]


def _result(route: Route, reason: Reason | None) -> Result:
    return Result(question="", route=route, reason=reason, answer="", top_score=0.3)


def _ask(store: Store, text: str, at: datetime, route: Route, reason: Reason | None) -> int:
    qid = store.record_question("D1", f"U{len(text)}", None, text, received_at=at)
    store.finish_question(qid, _result(route, reason))
    return qid


def load_fixture(store: Store) -> dict[str, int]:
    """Record the week (and the week before); returns question ids by text."""
    ids: dict[str, int] = {}
    gaps = VPN + LAPTOP + PASSWORD + TRAINING + OTHER_GAPS
    for n, text in enumerate(gaps):
        reason = Reason.CHECKS_FAILED if n % 2 == 0 else Reason.MODEL_ABSTAINED
        ids[text] = _ask(store, text, MONDAY + timedelta(hours=3 * n), Route.HANDOFF, reason)
    for n, text in enumerate(MARKED_GAPS):
        at = MONDAY + timedelta(days=5, hours=n)
        ids[text] = _ask(store, text, at, Route.HANDOFF, Reason.BELOW_THRESHOLD)
        ticket = store.open_ticket(ids[text])
        store.mark_policy_gap(ticket.id, "S9")
    for n, (text, route, ignored_reason) in enumerate(IGNORED):
        ids[text] = _ask(store, text, MONDAY + timedelta(days=6, hours=n), route, ignored_reason)
    for n, text in enumerate(PREVIOUS_WEEK_GAPS):
        _ask(store, text, MONDAY - timedelta(days=3, hours=n), Route.HANDOFF, Reason.CHECKS_FAILED)
    # staff work: one VPN question answered, one laptop question resolved
    store.reply(store.open_ticket(ids[VPN[0]]).id, "S1", "VPN 서버를 바꿔 보세요.")
    laptop = store.open_ticket(ids[LAPTOP[1]]).id
    store.claim(laptop, "S2")
    store.resolve(laptop, "S2")
    return ids


GAP_COUNT = len(VPN + LAPTOP + PASSWORD + TRAINING + OTHER_GAPS + MARKED_GAPS)
