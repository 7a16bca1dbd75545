"""The question log: recorded on arrival, finished when answered or ticketed, purged by retention."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.engine import Connection, RowMapping

from bot.models import Reason, Result, Route
from bot.store.db import insert_ignore
from bot.store.records import GapQuestion, NotFoundError, QuestionRecord, QuestionState, TicketState
from bot.store.schema import question_vectors, questions, tickets, utcnow

GAP_REASONS = (Reason.CHECKS_FAILED.value, Reason.MODEL_ABSTAINED.value)


def to_record(row: RowMapping) -> QuestionRecord:
    return QuestionRecord(
        id=row["id"], channel=row["channel"], asker_id=row["asker_id"], dept=row["dept"],
        text=row["text"], thread_ts=row["thread_ts"], event_id=row["event_id"],
        received_at=row["received_at"], state=QuestionState(row["state"]), route=row["route"],
        reason=row["reason"], top_score=row["top_score"], answer=row["answer"], draft=row["draft"],
        checks=row["checks"] or [], failed=row["failed"] or [], cited=row["cited"] or [],
        timings_ms=row["timings_ms"] or {}, finished_at=row["finished_at"], purged_at=row["purged_at"],
        sources=row["sources"], feedback=row["feedback"], platform=row["platform"],
        reply_to=row["reply_to"], message_ref=row["message_ref"], attempts=row["attempts"] or 0,
        retrieval_query=row["retrieval_query"], direct=bool(row["direct"]),
    )


def legacy_slack_address(channel: str, thread_ts: str | None) -> str:
    """The reply address of a Slack question recorded without one (rows from before migration 6)."""
    is_dm = channel.startswith("D")
    return json.dumps(
        {"channel": channel, "thread_ts": None if is_dm else thread_ts, "question_ts": thread_ts},
        separators=(",", ":"),
    )


def record(
    conn: Connection, channel: str, asker_id: str, dept: str | None, text: str, *,
    thread_ts: str | None, event_id: str | None, received_at: datetime | None,
    platform: str = "slack", reply_to: str | None = None, message_ref: str | None = None,
    lease_owner: str | None = None, lease_until: datetime | None = None, direct: bool | None = None,
) -> int:
    if reply_to is None and platform == "slack":
        reply_to = legacy_slack_address(channel, thread_ts)
    if direct is None:  # callers without the adapter's flag: a Slack DM channel id starts with D
        direct = platform == "slack" and channel.startswith("D")
    values: dict[str, Any] = dict(
        channel=channel, asker_id=asker_id, dept=dept,
        text=text.replace("\x00", ""),  # PostgreSQL text cannot hold NUL
        thread_ts=thread_ts,
        event_id=event_id, received_at=received_at or utcnow(), state=QuestionState.PENDING.value,
        platform=platform, reply_to=reply_to, message_ref=message_ref,
        lease_owner=lease_owner, lease_until=lease_until, attempts=1 if lease_owner else 0,
        direct=direct,
    )
    return int(conn.execute(_RECORD, values).scalar_one())


# built once: the values go in as parameters (a statement built per call costs ~0.4 ms of Python,
# paid on the acknowledgement path while SQLite's write lock is held)
_RECORD = insert(questions).returning(questions.c.id)


def finish(
    conn: Connection, question_id: int, result: Result, state: QuestionState = QuestionState.DONE
) -> None:
    """Store the outcome and mark the question `state` (done, or delivering while its messages
    wait in the outbox); the lease is released. Finishing twice overwrites with the later result."""
    outcome = conn.execute(update(questions).where(questions.c.id == question_id).values(
        state=state.value, lease_owner=None, lease_until=None,
        route=result.route.value,
        reason=result.reason.value if result.reason else None,
        top_score=result.top_score,
        answer=result.answer,
        draft=result.draft,
        checks=[c.model_dump(mode="json") for c in result.checks],
        failed=list(result.failed),
        cited=[c.model_dump(mode="json") for c in result.cited],
        sources=[s.model_dump(mode="json") for s in result.sources],
        timings_ms=result.timings_ms.model_dump(mode="json"),
        finished_at=utcnow(),
        retrieval_query=result.retrieval_query,
    ))
    if outcome.rowcount != 1:
        raise NotFoundError(f"no question {question_id}")
    if result.query_vector and result.query_model:  # a second finish (a resume) keeps the first vector
        insert_ignore(conn, question_vectors, {
            "question_id": question_id, "model": result.query_model, "vector": result.query_vector,
        })


def conversation(conn: Connection, question_id: int, window: timedelta | None, limit: int) -> list[str]:
    """The texts of the asker's earlier questions in the same conversation, oldest first, at most
    `limit`. A conversation is one platform, conversation id (channel) and asker, and either

    - the same thread: questions stored with the same thread id, or, when that thread holds no
      earlier question and `window` is given (a direct message),
    - the recent past: questions received at most `window` before this one (a DM read as one
      running conversation; the caller passes a window only for direct messages).
    """
    row = conn.execute(
        select(questions.c.platform, questions.c.channel, questions.c.asker_id, questions.c.thread_ts,
               questions.c.received_at)
        .where(questions.c.id == question_id)
    ).first()
    if row is None:
        raise NotFoundError(f"no question {question_id}")
    earlier = select(questions.c.text).where(
        questions.c.platform == row.platform, questions.c.channel == row.channel,
        questions.c.asker_id == row.asker_id, questions.c.id < question_id,
        questions.c.received_at <= row.received_at, questions.c.text.is_not(None),
    ).order_by(questions.c.received_at.desc(), questions.c.id.desc()).limit(limit)
    found: list[str] = []
    if row.thread_ts is not None:
        found = list(conn.scalars(earlier.where(questions.c.thread_ts == row.thread_ts)))
    if not found and window is not None:
        found = list(conn.scalars(earlier.where(questions.c.received_at >= row.received_at - window)))
    return [str(text) for text in reversed(found)]


def vectors(conn: Connection, question_ids: list[int], model: str) -> dict[int, bytes]:
    """Stored query embeddings of these questions made by `model` (the digest's grouping input)."""
    out: dict[int, bytes] = {}
    for start in range(0, len(question_ids), 500):
        chunk = question_ids[start:start + 500]
        rows = conn.execute(select(question_vectors.c.question_id, question_vectors.c.vector).where(
            question_vectors.c.question_id.in_(chunk), question_vectors.c.model == model))
        out.update({int(r.question_id): bytes(r.vector) for r in rows})
    return out


def save_vectors(conn: Connection, items: dict[int, bytes], model: str) -> None:
    if not items:
        return
    conn.execute(delete(question_vectors).where(question_vectors.c.question_id.in_(list(items))))
    conn.execute(insert(question_vectors), [
        {"question_id": qid, "model": model, "vector": vector} for qid, vector in items.items()
    ])


def set_dept(conn: Connection, question_id: int, dept: str | None) -> None:
    conn.execute(update(questions).where(questions.c.id == question_id).values(dept=dept))


def set_feedback(conn: Connection, question_id: int, feedback: str) -> None:
    outcome = conn.execute(update(questions).where(questions.c.id == question_id).values(feedback=feedback))
    if outcome.rowcount != 1:
        raise NotFoundError(f"no question {question_id}")


def get(conn: Connection, question_id: int) -> QuestionRecord:
    row = conn.execute(select(questions).where(questions.c.id == question_id)).mappings().first()
    if row is None:
        raise NotFoundError(f"no question {question_id}")
    return to_record(row)


def pending(conn: Connection) -> list[QuestionRecord]:
    rows = conn.execute(
        select(questions).where(questions.c.state == QuestionState.PENDING.value).order_by(questions.c.id)
    ).mappings()
    return [to_record(r) for r in rows]


def recent(conn: Connection, asker_id: str, limit: int) -> list[QuestionRecord]:
    rows = conn.execute(
        select(questions).where(questions.c.asker_id == asker_id)
        .order_by(questions.c.received_at.desc(), questions.c.id.desc()).limit(limit)
    ).mappings()
    return [to_record(r) for r in rows]


def _gap_condition() -> Any:
    handed_off = and_(questions.c.route == Route.HANDOFF.value, questions.c.reason.in_(GAP_REASONS))
    return or_(handed_off, tickets.c.policy_gap.is_(True))


def gap_questions(conn: Connection, start: datetime, end: datetime) -> list[GapQuestion]:
    """Questions received in [start, end) that the policies could not answer, oldest first."""
    stmt = (
        select(
            questions.c.id, questions.c.text, questions.c.dept, questions.c.received_at,
            questions.c.reason, tickets.c.state.label("ticket_state"), tickets.c.policy_gap,
            tickets.c.staff_reply,
        )
        .select_from(questions.outerjoin(tickets, tickets.c.question_id == questions.c.id))
        .where(questions.c.received_at >= start, questions.c.received_at < end, _gap_condition())
        .order_by(questions.c.received_at, questions.c.id)
    )
    return [
        GapQuestion(
            question_id=r["id"], text=r["text"], dept=r["dept"], received_at=r["received_at"],
            reason=r["reason"], ticket_state=TicketState(r["ticket_state"]) if r["ticket_state"] else None,
            policy_gap=bool(r["policy_gap"]), staff_reply=r["staff_reply"],
        )
        for r in conn.execute(stmt).mappings()
    ]


def count_gap_questions(conn: Connection, start: datetime, end: datetime) -> int:
    stmt = (
        select(func.count())
        .select_from(questions.outerjoin(tickets, tickets.c.question_id == questions.c.id))
        .where(questions.c.received_at >= start, questions.c.received_at < end, _gap_condition())
    )
    return int(conn.execute(stmt).scalar_one())


def purge_text(conn: Connection, before: datetime) -> int:
    """Retention: drop the text of questions received before `before` (and the bot's draft and
    answer, which may quote it). Rows, routes, reasons and scores stay, so digest counts survive."""
    old = select(questions.c.id).where(questions.c.received_at < before)
    conn.execute(delete(question_vectors).where(question_vectors.c.question_id.in_(old)))
    outcome = conn.execute(
        update(questions)
        .where(questions.c.received_at < before, questions.c.purged_at.is_(None))
        .values(text=None, draft=None, answer=None, retrieval_query=None, purged_at=utcnow())
    )
    return int(outcome.rowcount)
