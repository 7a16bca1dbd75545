"""The weekly report (issue 12) on SQLite and PostgreSQL with fixed clocks, and `helpdesk report`."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update

from bot.cli import main
from bot.digest.report import build_report, render_text, summary_line
from bot.models import Cited, Reason, Result, Route
from bot.settings import load_settings
from bot.store import Store
from bot.store.schema import ticket_events, tickets
from tests.store_support import store, store_url  # noqa: F401

WEEK = "2026-W10"  # Monday 2026-03-02 .. Sunday 2026-03-08, Asia/Seoul
MONDAY = datetime(2026, 3, 2, 1, 0, tzinfo=UTC)  # 10:00 KST
CLOCK = datetime(2026, 3, 5, 1, 0, tzinfo=UTC)  # Thursday: tickets opened before Tuesday 01:00 are stale
PASSWORD = Cited(doc_id="password", title="비밀번호·계정 보안 규정", section="2. 변경 주기")
EQUIPMENT = Cited(doc_id="equipment", title="업무용 장비 지급·반납 규정", section="4. 반납")


def _ask(store: Store, at: datetime, route: Route | None, reason: Reason | None = None,  # noqa: F811
         cited: list[Cited] | None = None) -> int:
    qid = store.record_question("D1", "U1", None, "질문", received_at=at)
    if route is not None:
        store.finish_question(qid, Result(question="질문", route=route, reason=reason, answer="a",
                                          cited=cited or []))
    return qid


def _ticket_at(store: Store, qid: int, opened: datetime, *, requested: bool = False) -> int:  # noqa: F811
    ticket = store.open_ticket(qid, requested_by_employee=requested)
    with store.transaction() as conn:
        conn.execute(update(tickets).where(tickets.c.id == ticket.id).values(created_at=opened))
    return ticket.id


def _events_at(store: Store, ticket_id: int, at: datetime) -> None:  # noqa: F811
    """Move the ticket's latest staff events to `at` (the store stamps them with the real time)."""
    with store.transaction() as conn:
        conn.execute(update(ticket_events).where(ticket_events.c.ticket_id == ticket_id,
                                                 ticket_events.c.actor != "bot",
                                                 ticket_events.c.at > MONDAY + timedelta(days=30)).values(at=at))


def _week(store: Store) -> dict[str, int]:  # noqa: F811
    ids = {
        "auto1": _ask(store, MONDAY, Route.AUTO_ANSWER, cited=[PASSWORD]),
        "auto2": _ask(store, MONDAY + timedelta(hours=1), Route.AUTO_ANSWER, cited=[PASSWORD, EQUIPMENT]),
        "below": _ask(store, MONDAY + timedelta(hours=2), Route.HANDOFF, Reason.BELOW_THRESHOLD),
        "checks": _ask(store, MONDAY + timedelta(days=2), Route.HANDOFF, Reason.CHECKS_FAILED),
        "clarify": _ask(store, MONDAY + timedelta(days=2, hours=1), Route.CLARIFY),
        "pending": _ask(store, MONDAY + timedelta(days=2, hours=2), None),
        "before": _ask(store, MONDAY - timedelta(days=3), Route.HANDOFF, Reason.NO_EVIDENCE),
        "after": _ask(store, MONDAY + timedelta(days=7), Route.AUTO_ANSWER, cited=[EQUIPMENT]),
    }
    store.record_feedback(ids["auto1"], True)
    store.record_feedback(ids["auto2"], False)
    _ticket_at(store, ids["auto2"], MONDAY + timedelta(hours=1, minutes=5), requested=True)
    below = _ticket_at(store, ids["below"], MONDAY + timedelta(hours=2))
    store.claim(below, "S1")
    _events_at(store, below, MONDAY + timedelta(hours=2, minutes=30))
    store.resolve(below, "S1")
    _events_at(store, below, MONDAY + timedelta(hours=5))
    checks = _ticket_at(store, ids["checks"], MONDAY + timedelta(days=2))
    store.reply(checks, "S2", "답변")
    _events_at(store, checks, MONDAY + timedelta(days=2, minutes=90))
    _ticket_at(store, ids["before"], MONDAY - timedelta(days=3))
    return ids


def test_weekly_figures_with_a_fixed_clock(store: Store) -> None:  # noqa: F811
    _week(store)
    report = build_report(store, WEEK, lambda: CLOCK)
    assert (report.questions, report.answered, report.auto_answered) == (6, 5, 2)
    assert report.auto_share == 0.4 and report.clarifications == 1
    assert report.handoffs == 2 and report.handoffs_by_reason == {"below_threshold": 1, "checks_failed": 1}
    # first staff action: 30 min (claim) and 90 min (reply); the employee's request has none yet
    assert report.first_action.model_dump() == {"count": 2, "p50_minutes": 60.0, "p90_minutes": 84.0}
    # the resolve event was moved with the claim to 5 h: resolution 3 h after opening
    assert report.resolution.count == 1 and report.resolution.p50_minutes == 180.0
    assert (report.feedback_helpful, report.feedback_asked_person) == (1, 1)
    assert [(d.doc_id, d.count) for d in report.top_documents] == [("password", 2), ("equipment", 1)]
    # open more than 2 days at the clock: last week's ticket and the employee's request (Monday)
    tickets_open = report.open_over_two_days
    assert len(tickets_open) == 2 and all(isinstance(t, int) for t in tickets_open)
    later = build_report(store, WEEK, lambda: CLOCK + timedelta(days=3))
    assert len(later.open_over_two_days) == 3  # the answered-but-unresolved ticket too
    text = render_text(report)
    assert "자동 답변: 2건 (40%)" in text and "p50 1.0시간" in text and "비밀번호·계정 보안 규정" in text
    assert summary_line(report).startswith("질문 6건 · 자동 답변 40% · 담당자 전달 2건")


def test_an_empty_week(store: Store) -> None:  # noqa: F811
    report = build_report(store, "2025-W01", lambda: CLOCK)
    assert (report.questions, report.auto_share, report.first_action.p50_minutes) == (0, None, None)
    assert "질문 0건 · 자동 답변 —" in summary_line(report)


def test_report_command(capsys: pytest.CaptureFixture[str]) -> None:
    store = Store.open(load_settings())  # noqa: F811
    _week(store)
    assert main(["report", "--week", WEEK, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["week"] == WEEK and data["questions"] == 6 and data["auto_answered"] == 2
    assert main(["report", "--week", WEEK]) == 0
    assert "헬프데스크 주간 보고 · 2026-W10 (2026-03-02 ~ 2026-03-08)" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["report", "--week", "2026-W99"])


def test_digest_post_carries_the_report_line() -> None:
    from bot.digest.digest import render_blocks, render_markdown
    from bot.digest.schedule import make_digest_builder
    from bot.runtime import Runtime

    settings = load_settings()
    store = Store.open(settings)  # noqa: F811
    _week(store)
    digest = make_digest_builder(settings, store, Runtime(settings))(WEEK)
    assert digest.total == 1 and digest.report_line is not None
    assert digest.report_line.startswith("헬프데스크 주간 현황: 질문 6건 · 자동 답변 40%")
    assert digest.report_line in render_markdown(digest)
    assert digest.report_line in json.dumps(render_blocks(digest), ensure_ascii=False)
