"""The weekly report for the IT team: a plain function of (store, week, clock).

Figures for the questions received in an ISO week (company time zone): how many, the share answered
automatically, handoffs by reason, questions asked back (clarify), time from handoff to the first
staff action and to resolution (p50/p90, minutes), feedback on automatic answers, the most cited
documents, and — as of the clock — tickets still open more than two days after they were opened.
`helpdesk report`, the staff App Home and the weekly digest post read it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any, Protocol
from zoneinfo import ZoneInfo

import numpy as np
from pydantic import BaseModel

from bot.store.reports import ReportData
from bot.weeks import week_bounds

STALE_AFTER = timedelta(days=2)
TOP_DOCUMENTS = 5
REASON_KO = {
    "below_threshold": "관련 규정 없음",
    "no_evidence": "읽을 수 있는 규정 없음",
    "checks_failed": "검사 실패",
    "model_abstained": "답을 찾지 못함",
    "retrieval_failed": "검색 오류",
    "generation_failed": "생성 오류",
    "contract_failed": "형식 오류",
    "evidence_changed": "근거 변경",
}


class ReportSource(Protocol):
    def report_data(self, start: datetime, end: datetime, stale_before: datetime) -> ReportData: ...


class Percentiles(BaseModel):
    count: int
    p50_minutes: float | None
    p90_minutes: float | None


class CitedDocument(BaseModel):
    doc_id: str
    title: str
    count: int


class WeeklyReport(BaseModel):
    week: str
    start: date
    end: date  # last day, inclusive
    as_of: datetime
    questions: int
    answered: int  # finished (the rest are still being worked on)
    auto_answered: int
    auto_share: float | None  # of the finished questions
    handoffs: int
    handoffs_by_reason: dict[str, int]
    clarifications: int
    first_action: Percentiles
    resolution: Percentiles
    feedback_helpful: int
    feedback_asked_person: int
    top_documents: list[CitedDocument]
    open_over_two_days: list[int]  # ticket ids


def _percentiles(durations: list[timedelta]) -> Percentiles:
    if not durations:
        return Percentiles(count=0, p50_minutes=None, p90_minutes=None)
    minutes = np.array([d.total_seconds() / 60 for d in durations])
    return Percentiles(count=len(durations), p50_minutes=round(float(np.percentile(minutes, 50)), 1),
                       p90_minutes=round(float(np.percentile(minutes, 90)), 1))


def _documents(data: ReportData) -> list[CitedDocument]:
    counts: Counter[str] = Counter()
    titles: dict[str, str] = {}
    for item in data.questions:
        if item.route != "auto_answer":
            continue
        for doc in {str(c.get("doc_id")): c for c in item.cited if c.get("doc_id")}.values():
            counts[str(doc["doc_id"])] += 1
            titles.setdefault(str(doc["doc_id"]), str(doc.get("title", doc["doc_id"])))
    top = sorted(counts, key=lambda d: (-counts[d], d))[:TOP_DOCUMENTS]
    return [CitedDocument(doc_id=d, title=titles[d], count=counts[d]) for d in top]


def build_report(store: ReportSource, week: str, clock: Callable[[], datetime], tz: str = "Asia/Seoul") -> WeeklyReport:
    """The report of ISO `week` ("2026-W48") as of `clock()` (which decides what is open too long)."""
    now = clock()
    start, end = week_bounds(week, tz)
    data = store.report_data(start, end, now - STALE_AFTER)
    items = data.questions
    finished = [q for q in items if q.route]
    auto = sum(q.route == "auto_answer" for q in finished)
    reasons: Counter[str] = Counter(q.reason or "-" for q in finished if q.route == "handoff")
    tickets = [q for q in items if q.ticket_created is not None]
    first_start = start.astimezone(ZoneInfo(tz)).date()
    return WeeklyReport(
        week=week, start=first_start, end=first_start + timedelta(days=6), as_of=now,
        questions=len(items), answered=len(finished), auto_answered=auto,
        auto_share=round(auto / len(finished), 4) if finished else None,
        handoffs=sum(reasons.values()),
        handoffs_by_reason=dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        clarifications=sum(q.route == "clarify" for q in finished),
        first_action=_percentiles([q.first_action - q.ticket_created for q in tickets
                                   if q.first_action and q.ticket_created]),
        resolution=_percentiles([q.resolved - q.ticket_created for q in tickets if q.resolved and q.ticket_created]),
        feedback_helpful=sum(q.feedback == "helpful" for q in items),
        feedback_asked_person=sum(q.feedback == "asked_person" for q in items),
        top_documents=_documents(data),
        open_over_two_days=data.stale_tickets,
    )


# --- rendering (Korean: the IT team reads it) ---------------------------------------------------


def _minutes(value: float | None) -> str:
    if value is None:
        return "—"
    if value < 60:
        return f"{value:.0f}분"
    return f"{value / 60:.1f}시간"


def _share(report: WeeklyReport) -> str:
    return "—" if report.auto_share is None else f"{report.auto_share * 100:.0f}%"


def summary_line(report: WeeklyReport) -> str:
    """One line for the digest post and App Home."""
    return (f"질문 {report.questions}건 · 자동 답변 {_share(report)} · 담당자 전달 {report.handoffs}건 · "
            f"첫 조치 p50 {_minutes(report.first_action.p50_minutes)} · "
            f"2일 넘게 열린 티켓 {len(report.open_over_two_days)}건")


def render_text(report: WeeklyReport) -> str:
    lines = [f"헬프데스크 주간 보고 · {report.week} ({report.start:%Y-%m-%d} ~ {report.end:%Y-%m-%d})", ""]
    lines.append(f"질문: {report.questions}건 (처리 완료 {report.answered}건)")
    lines.append(f"자동 답변: {report.auto_answered}건 ({_share(report)})")
    lines.append(f"담당자 전달: {report.handoffs}건")
    for reason, count in report.handoffs_by_reason.items():
        lines.append(f"  - {REASON_KO.get(reason, reason)} ({reason}): {count}건")
    lines.append(f"추가 질문(되묻기): {report.clarifications}건")
    fa, rs = report.first_action, report.resolution
    lines.append(f"전달부터 첫 조치까지: p50 {_minutes(fa.p50_minutes)}, p90 {_minutes(fa.p90_minutes)} ({fa.count}건)")
    lines.append(f"전달부터 해결까지: p50 {_minutes(rs.p50_minutes)}, p90 {_minutes(rs.p90_minutes)} ({rs.count}건)")
    lines.append(f"피드백: 도움이 됐어요 {report.feedback_helpful}건 · 담당자 요청 {report.feedback_asked_person}건")
    if report.top_documents:
        lines.append("많이 인용된 규정:")
        lines += [f"  {n}. {d.title} ({d.doc_id}) {d.count}건" for n, d in enumerate(report.top_documents, 1)]
    stale = report.open_over_two_days
    lines.append(f"2일 넘게 열린 티켓: {len(stale)}건" + (f" (#{', #'.join(map(str, stale[:20]))})" if stale else ""))
    return "\n".join(lines) + "\n"


def to_json(report: WeeklyReport) -> dict[str, Any]:
    return report.model_dump(mode="json")
