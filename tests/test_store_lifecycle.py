"""Ticket lifecycle rules and the question log, on SQLite and PostgreSQL."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import text

from bot.models import Check, Cited, Reason, Result, Route, Timings
from bot.store import (
    NotFoundError,
    QuestionState,
    Store,
    StoreError,
    TicketAction,
    TicketState,
    TicketStateError,
)
from tests.store_support import store, store_url  # noqa: F401


def _handoff(reason: Reason = Reason.CHECKS_FAILED) -> Result:
    return Result(
        question="q", route=Route.HANDOFF, reason=reason, answer="전달했습니다.", draft="초안 [1]",
        top_score=0.41, checks=[Check(name="grounded", passed=False, detail="12%")], failed=["grounded"],
        cited=[Cited(doc_id="remote-vpn", title="원격근무·VPN 규정", section="1. VPN 접속")],
        timings_ms=Timings(retrieve=3.0, generate=10.0, check=1.0, total=14.0),
    )


def _ticket(store: Store) -> int:  # noqa: F811
    qid = store.record_question("D1", "U1", "개발팀", "VPN이 느려요")
    return store.open_ticket(qid).id


def test_question_log_records_before_work_and_finishes(store: Store) -> None:  # noqa: F811
    qid = store.record_question("D1", "U1", "개발팀", "VPN이 느려요", thread_ts="1.2", event_id="Ev1")
    record = store.get_question(qid)
    assert record.state is QuestionState.PENDING and record.text == "VPN이 느려요"
    assert record.received_at.tzinfo is not None and record.received_at.utcoffset() == timedelta(0)
    store.finish_question(qid, _handoff())
    done = store.get_question(qid)
    assert done.state is QuestionState.DONE
    assert (done.route, done.reason, done.top_score) == ("handoff", "checks_failed", 0.41)
    assert done.checks == [{"name": "grounded", "passed": False, "detail": "12%"}]
    assert done.failed == ["grounded"] and done.cited[0]["doc_id"] == "remote-vpn"
    assert done.timings_ms["total"] == 14.0 and done.draft == "초안 [1]"
    with pytest.raises(NotFoundError):
        store.finish_question(999, _handoff())


def test_pending_after_a_simulated_crash(store_url: str) -> None:  # noqa: F811
    first = Store(store_url)
    done = first.record_question("D1", "U1", None, "끝난 질문")
    first.finish_question(done, _handoff())
    lost = [first.record_question("D2", "U2", None, f"처리 중 질문 {i}") for i in range(2)]
    first.engine.dispose()  # the process dies here: no finish_question for `lost`
    restarted = Store(store_url)
    assert [q.id for q in restarted.pending()] == lost
    restarted.finish_question(lost[0], _handoff())
    assert [q.id for q in restarted.pending()] == [lost[1]]
    restarted.close()


def test_recent_questions_newest_first(store: Store) -> None:  # noqa: F811
    base = datetime(2025, 3, 3, tzinfo=UTC)
    for i in range(7):
        store.record_question("D1", "U1", None, f"q{i}", received_at=base + timedelta(minutes=i))
    store.record_question("D9", "U9", None, "other")
    assert [q.text for q in store.recent_questions("U1", limit=3)] == ["q6", "q5", "q4"]


def test_claim_reply_resolve_happy_path_with_history(store: Store) -> None:  # noqa: F811
    qid = store.record_question("D1", "U1", None, "노트북 사양?")
    store.finish_question(qid, _handoff(Reason.MODEL_ABSTAINED))
    ticket = store.open_ticket(qid)
    assert ticket.state is TicketState.OPEN and ticket.reason == "model_abstained"
    assert store.open_ticket(qid).id == ticket.id  # idempotent: one ticket per question
    store.set_ticket_message(ticket.id, "C_STAFF", "1700000000.1")
    assert store.claim(ticket.id, "S1").state is TicketState.CLAIMED
    assert store.claim(ticket.id, "S1").assignee == "S1"  # claiming again is a no-op
    answered = store.reply(ticket.id, "S1", "사양표를 보내 드렸습니다.")
    assert answered.state is TicketState.ANSWERED and answered.staff_reply == "사양표를 보내 드렸습니다."
    resolved = store.resolve(ticket.id, "S1")
    assert resolved.state is TicketState.RESOLVED
    assert (resolved.message_channel, resolved.message_ts) == ("C_STAFF", "1700000000.1")
    assert [(e.actor, e.action) for e in resolved.history] == [
        ("bot", TicketAction.OPENED), ("S1", TicketAction.CLAIMED),
        ("S1", TicketAction.REPLIED), ("S1", TicketAction.RESOLVED),
    ]
    assert resolved.updated_at >= resolved.created_at
    assert store.ticket_for_question(qid) == resolved
    assert [t.id for t in store.tickets("resolved")] == [ticket.id] and store.tickets("open") == []


def test_reply_auto_claims_an_open_ticket(store: Store) -> None:  # noqa: F811
    ticket_id = _ticket(store)
    ticket = store.reply(ticket_id, "S2", "답변")
    assert (ticket.state, ticket.assignee) == (TicketState.ANSWERED, "S2")
    assert [e.action for e in ticket.history][1:] == [TicketAction.CLAIMED, TicketAction.REPLIED]
    assert store.reply(ticket_id, "S2", "보충 답변").staff_reply == "보충 답변"


def test_someone_elses_ticket_is_refused_with_the_holder(store: Store) -> None:  # noqa: F811
    ticket_id = _ticket(store)
    store.claim(ticket_id, "S1")
    for action in (lambda: store.claim(ticket_id, "S2"), lambda: store.reply(ticket_id, "S2", "x"),
                   lambda: store.resolve(ticket_id, "S2")):
        with pytest.raises(TicketStateError) as refused:
            action()
        assert refused.value.holder == "S1"
    assert store.get_ticket(ticket_id).assignee == "S1"


def test_resolve_needs_a_claim_and_resolved_is_final(store: Store) -> None:  # noqa: F811
    ticket_id = _ticket(store)
    with pytest.raises(TicketStateError, match="claim it"):
        store.resolve(ticket_id, "S1")
    store.claim(ticket_id, "S1")
    store.resolve(ticket_id, "S1")
    for action in (lambda: store.claim(ticket_id, "S1"), lambda: store.reply(ticket_id, "S1", "x"),
                   lambda: store.resolve(ticket_id, "S1")):
        with pytest.raises(TicketStateError, match="resolved"):
            action()
    with pytest.raises(ValueError):
        store.reply(_ticket(store), "S1", "   ")


def test_policy_gap_in_any_state_by_any_staff_once(store: Store) -> None:  # noqa: F811
    open_id, resolved_id = _ticket(store), _ticket(store)
    assert store.mark_policy_gap(open_id, "S3").policy_gap
    store.claim(resolved_id, "S1")
    store.resolve(resolved_id, "S1")
    marked = store.mark_policy_gap(resolved_id, "S2")
    assert marked.policy_gap and marked.state is TicketState.RESOLVED
    again = store.mark_policy_gap(resolved_id, "S3")
    assert [e.action for e in again.history].count(TicketAction.POLICY_GAP) == 1
    with pytest.raises(NotFoundError):
        store.mark_policy_gap(12345, "S1")


def test_employee_request_opens_a_ticket_marked_as_such(store: Store) -> None:  # noqa: F811
    qid = store.record_question("D1", "U7", None, "사람과 이야기하고 싶어요")
    store.finish_question(qid, Result(question="q", route=Route.AUTO_ANSWER, answer="답 [1]"))
    ticket = store.open_ticket(qid, requested_by_employee=True)
    assert ticket.requested_by_employee and ticket.reason is None
    assert (ticket.history[0].actor, ticket.history[0].detail) == ("U7", "requested_by_employee")
    with pytest.raises(NotFoundError):
        store.open_ticket(9999)


def test_purge_drops_text_but_keeps_counts(store: Store) -> None:  # noqa: F811
    old = datetime.now(UTC) - timedelta(days=100)
    qid = store.record_question("D1", "U1", None, "오래된 질문", received_at=old)
    store.finish_question(qid, _handoff())
    ticket = store.open_ticket(qid)
    store.reply(ticket.id, "S1", "질문을 인용한 답변")
    fresh = store.record_question("D1", "U1", None, "새 질문")
    assert store.purge(timedelta(days=90)) == 1
    purged = store.get_question(qid)
    assert purged.text is None and purged.draft is None and purged.purged_at is not None
    assert purged.reason == "checks_failed"
    replied = store.get_ticket(ticket.id)
    assert replied.staff_reply is None and all(e.detail is None for e in replied.history)
    assert store.get_question(fresh).text == "새 질문"
    week = (old - timedelta(days=1), old + timedelta(days=1))
    assert store.count_gap_questions(*week) == 1


def test_question_text_never_reaches_logs_or_errors(store: Store, caplog: pytest.LogCaptureFixture) -> None:  # noqa: F811
    caplog.set_level(logging.DEBUG)
    secret = "내 비밀번호 Hunter2-비밀 를 바꾸고 싶어요"
    qid = store.record_question("D1", "U1", None, secret)
    store.finish_question(qid, _handoff())
    ticket = store.open_ticket(qid)
    store.reply(ticket.id, "S1", secret)
    with pytest.raises(StoreError) as failed, store.transaction() as conn:
        conn.execute(text("INSERT INTO questions (channel, text) VALUES ('D', :t)"), {"t": secret})
    assert "Hunter2" not in str(failed.value) and "Hunter2" not in caplog.text
    assert store.get_question(store.record_question("D1", "U1", None, "NUL\x00 바이트")).text == "NUL 바이트"
