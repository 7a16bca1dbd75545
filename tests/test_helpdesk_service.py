"""Scenario tests of the platform-neutral helpdesk service against an in-memory platform.

Real pipeline (session index), real SQLite store; only the messenger is a fake. Covers the
message path of issue 13: stored before acknowledging, outbox delivery exactly once, retries
across failures, database lock and recovery, takeover, staff rules and feedback.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.answer.factory import build_pipeline
from bot.helpdesk import texts
from bot.helpdesk.content import Feedback, StaffAction
from bot.helpdesk.incoming import Actor
from bot.helpdesk.service import HelpdeskService, Receipt, StoreUnavailable
from bot.runtime import Runtime
from bot.settings import Settings
from bot.store import QuestionState, Store, TicketState
from tests.slack_data import OFF_TOPIC_QUESTION, PASSWORD_QUESTION
from tests.support.fake_messenger import PLATFORM, FakePlatform

pytest_plugins = ["tests.slack_support"]


class Setup:
    def __init__(self, settings: Settings, runtime: Runtime, store: Store | None = None) -> None:
        self.store = store or Store.open(settings)
        self.fake = FakePlatform()
        self.service = HelpdeskService(settings=settings, pipeline=build_pipeline(settings, runtime=runtime),
                                       store=self.store, staff_platform=PLATFORM)
        self.service.add_platform(PLATFORM, self.fake.ports())

    def start(self) -> Setup:
        self.service.start()
        return self

    def close(self) -> None:
        self.service.close()

    def ask(self, user: str, text: str, event_id: str) -> Receipt:
        return self.service.receive(self.fake.incoming(user, text, event_id))

    def done(self, qid_count: int, timeout: float = 15.0) -> bool:
        def all_done() -> bool:
            with self.store.transaction() as conn:
                states = [r[0] for r in conn.exec_driver_sql("SELECT state FROM questions")]
            return len(states) == qid_count and all(s == QuestionState.DONE.value for s in states)

        return self.fake.wait_for(all_done, timeout)


@pytest.fixture
def fast_settings(slack_settings: Settings) -> Settings:
    return slack_settings.model_copy(update={"lease_seconds": 1.0, "db_busy_timeout_s": 0.2, "workers": 8})


@pytest.fixture
def setup(fast_settings: Settings, slack_runtime: Runtime) -> Iterator[Setup]:
    s = Setup(fast_settings, slack_runtime).start()
    yield s
    s.close()
    s.store.close()


def test_a_question_is_answered_once_and_a_redelivery_is_a_duplicate(setup: Setup) -> None:
    assert setup.ask("E1", PASSWORD_QUESTION, "ev-1") is Receipt.QUEUED
    assert setup.ask("E1", PASSWORD_QUESTION, "ev-1") is Receipt.DUPLICATE
    assert setup.done(1)
    (answer,) = setup.fake.of("send_answer")
    assert answer.to == "chat:E1" and "90일" in answer.content.text and answer.key == "answer:q1"
    assert [b.action for b in answer.content.buttons] == [Feedback.HELPFUL, Feedback.ASK_PERSON]
    assert setup.fake.of("post_ticket") == []


def test_the_same_event_id_on_another_platform_is_another_question(setup: Setup) -> None:
    setup.ask("E1", PASSWORD_QUESTION, "ev-shared")
    other = setup.fake.incoming("E1", PASSWORD_QUESTION, "ev-shared")
    other = type(other)(**{**other.__dict__, "platform": "other"})
    with setup.store.transaction() as conn:
        from bot.store import work

        assert work.claim_event(conn, other.platform, other.event_id)


def test_a_handoff_opens_a_ticket_posted_once_when_the_staff_post_recovers(setup: Setup) -> None:
    setup.fake.fail_until("post_ticket", time.monotonic() + 600)  # the staff channel is down a while
    setup.ask("E2", OFF_TOPIC_QUESTION, "ev-2")
    assert setup.fake.wait_for(lambda: setup.fake.of("send_answer"), 10)
    (record,) = setup.store.recent_questions("E2")
    assert setup.store.get_question(record.id).state is QuestionState.DELIVERING  # not done: ticket unsent
    assert setup.fake.wait_for(lambda: "post_ticket" in setup.fake.refused, 10)  # it was tried, and failed
    setup.fake.recover("post_ticket")  # the staff channel is back
    assert setup.done(1, timeout=20)
    (ticket_post,) = setup.fake.of("post_ticket")
    assert ticket_post.attempt >= 2 and ticket_post.content.question == OFF_TOPIC_QUESTION
    assert setup.store.tickets()[0].message_ref == ticket_post.ref
    time.sleep(1.5)
    assert len(setup.fake.of("post_ticket")) == 1
    assert [s.content.text for s in setup.fake.of("send_answer")] == [texts.NOT_FOUND]


def test_small_talk_files_and_unreadable_text_get_notices_not_questions(setup: Setup) -> None:
    assert setup.ask("E3", "안녕하세요", "ev-3") is Receipt.NOTICE
    assert setup.service.receive(setup.fake.incoming("E3", "", "ev-4", has_files=True)) is Receipt.NOTICE
    assert setup.ask("E3", "\ud83d\x00\ufffd", "ev-5") is Receipt.NOTICE
    assert setup.ask("E3", "\udcff\udcfe\udcc3", "ev-6") is Receipt.NOTICE
    assert setup.fake.wait_for(lambda: len(setup.fake.of("send_notice")) == 4)
    texts_sent = sorted(s.content.text for s in setup.fake.of("send_notice"))
    assert texts_sent == sorted([texts.HELP, texts.TEXT_ONLY, texts.UNREADABLE_TEXT, texts.UNREADABLE_TEXT])
    assert setup.store.recent_questions("E3") == []


def test_a_lone_surrogate_in_a_question_is_answered(setup: Setup) -> None:
    assert setup.ask("E4", PASSWORD_QUESTION + "\ud83d", "ev-7") is Receipt.QUEUED
    assert setup.done(1)
    (record,) = setup.store.recent_questions("E4")
    assert record.text is not None and "\ud83d" not in record.text


def test_staff_only_claim_reply_resolve_and_feedback(setup: Setup) -> None:
    setup.ask("E5", OFF_TOPIC_QUESTION, "ev-8")
    assert setup.done(1)
    (ticket,) = setup.store.tickets()
    stranger = Actor(platform=PLATFORM, user="E9")
    assert setup.service.staff_action(ticket_id=ticket.id, actor=stranger, action=StaffAction.CLAIM).refusal \
        == texts.NOT_STAFF
    assert setup.fake.notes == [("E9", texts.NOT_STAFF)]
    staff = Actor(platform=PLATFORM, user="S1")
    other = Actor(platform=PLATFORM, user="S2")
    outcome = setup.service.staff_action(ticket_id=ticket.id, actor=staff, action=StaffAction.CLAIM)
    assert outcome.card is not None and outcome.card.assignee == "S1"
    refused = setup.service.staff_action(ticket_id=ticket.id, actor=other, action=StaffAction.RESOLVE)
    assert refused.refusal == texts.ticket_held_by(ticket.id, "S1")
    assert setup.service.submit_reply(ticket_id=ticket.id, actor=other, text="제가 답할게요").refusal
    assert setup.service.submit_reply(ticket_id=ticket.id, actor=staff, text="  ").refusal == texts.REPLY_EMPTY
    assert setup.service.submit_reply(ticket_id=ticket.id, actor=staff, text="식당 안내는 총무팀에 문의하세요.") \
        .refusal is None
    assert setup.fake.wait_for(lambda: setup.fake.of("send_staff_reply"))
    (reply,) = setup.fake.of("send_staff_reply")
    assert reply.to == "chat:E5" and reply.content.text == "식당 안내는 총무팀에 문의하세요."
    setup.service.staff_action(ticket_id=ticket.id, actor=staff, action=StaffAction.RESOLVE)
    assert setup.fake.wait_for(lambda: len(setup.fake.of("update_ticket")) == 3)  # claim, reply, resolve
    assert setup.fake.of("update_ticket")[-1].content.state == TicketState.RESOLVED.value
    form = setup.service.staff_action(ticket_id=ticket.id, actor=staff, action=StaffAction.REPLY)
    assert form.refusal == texts.ticket_resolved(ticket.id)


def test_feedback_is_the_askers_alone_and_asking_a_person_opens_a_ticket(setup: Setup) -> None:
    setup.ask("E6", PASSWORD_QUESTION, "ev-9")
    assert setup.done(1)
    (record,) = setup.store.recent_questions("E6")
    assert setup.service.feedback(question_id=record.id, actor=Actor(PLATFORM, "E7"), kind=Feedback.HELPFUL) \
        .refusal == texts.NOT_ASKER
    setup.service.feedback(question_id=record.id, actor=Actor(PLATFORM, "E6"), kind=Feedback.ASK_PERSON)
    assert setup.fake.wait_for(lambda: setup.fake.of("post_ticket") and setup.fake.of("update_answer"))
    assert setup.fake.of("update_answer")[0].content.note == texts.ASKED_PERSON
    assert setup.fake.of("post_ticket")[0].content.reason.endswith(texts.EMPLOYEE_REQUEST)
    assert setup.store.get_question(record.id).feedback == "asked_person"


def test_a_database_locked_longer_than_the_busy_wait_loses_nothing(setup: Setup, fast_settings: Settings) -> None:
    path = Path(fast_settings.db_url.removeprefix("sqlite:///"))
    blocker = sqlite3.connect(path, timeout=5, check_same_thread=False)
    blocker.execute("BEGIN EXCLUSIVE")  # another program holds the write lock (until released below)
    refused = 0
    for n in range(5):
        try:
            setup.ask(f"L{n}", PASSWORD_QUESTION, f"ev-lock-{n}")
        except StoreUnavailable:
            refused += 1  # the adapter answers 5xx: the platform delivers it again
    assert refused == 5
    assert not setup.service.db_writable
    # each employee is told at once, directly (the outbox is in the database that refuses writes)
    assert setup.fake.wait_for(lambda: {s.to for s in setup.fake.of("send_notice")} == {f"chat:L{n}" for n in range(5)})
    assert {s.content.text for s in setup.fake.of("send_notice")} == {texts.STORE_UNAVAILABLE}
    blocker.rollback()  # the other program lets go
    blocker.close()
    # nothing is redelivered here: the questions kept in memory are stored once the lock is gone
    assert setup.done(5, timeout=20)
    assert len(setup.fake.of("send_answer")) == 5 and setup.service.db_writable
    # and a redelivery by the platform after recovery is a duplicate, not a second answer
    assert setup.ask("L0", PASSWORD_QUESTION, "ev-lock-0") is Receipt.DUPLICATE


def test_a_question_left_by_a_dead_process_is_taken_over_within_the_lease(
    fast_settings: Settings, slack_runtime: Runtime
) -> None:
    dead = Setup(fast_settings, slack_runtime)  # never started: receives, then "dies" before working
    dead.service.pool.shutdown(wait=False)  # its workers are gone
    dead.service._submit = lambda fn, *args: None  # type: ignore[method-assign]
    assert dead.ask("E8", PASSWORD_QUESTION, "ev-dead") is Receipt.QUEUED
    alive = Setup(fast_settings, slack_runtime, store=Store.open(fast_settings)).start()
    try:
        started = time.monotonic()
        assert alive.fake.wait_for(lambda: alive.fake.of("send_answer"), 10)
        assert time.monotonic() - started < fast_settings.lease_seconds + 2.0
        assert alive.done(1)
        assert len(alive.fake.of("send_answer")) == 1
    finally:
        alive.close()
        alive.store.close()
        dead.store.close()


def test_a_delivery_repeated_after_a_crash_carries_the_same_key(setup: Setup) -> None:
    setup.fake.fail("send_answer", times=2)
    setup.ask("E10", PASSWORD_QUESTION, "ev-10")
    assert setup.done(1, timeout=20)
    (answer,) = setup.fake.of("send_answer")
    assert answer.key == "answer:q1" and answer.attempt == 3


def test_a_read_only_database_refuses_questions_honestly_and_recovers(
    setup: Setup, fast_settings: Settings
) -> None:
    setup.ask("R0", PASSWORD_QUESTION, "ev-ro-0")
    assert setup.done(1)
    path = fast_settings.db_url.removeprefix("sqlite:///")
    files = [f for f in (path, f"{path}-wal", f"{path}-shm") if Path(f).exists()]
    if subprocess.run(["chattr", "+i", *files], capture_output=True).returncode != 0:
        pytest.skip("chattr cannot make the database read-only here")
    try:
        with pytest.raises(StoreUnavailable):
            setup.ask("R1", PASSWORD_QUESTION, "ev-ro-1")
        assert setup.fake.wait_for(lambda: [s for s in setup.fake.of("send_notice") if s.to == "chat:R1"])
    finally:
        subprocess.run(["chattr", "-i", *files], capture_output=True)
    assert setup.done(2, timeout=20)  # stored from memory once writable, then answered
    assert [s.to for s in setup.fake.of("send_answer")] == ["chat:R0", "chat:R1"]


def test_receive_async_stores_answers_and_dedupes_like_receive(setup: Setup) -> None:
    async def twice() -> list[Receipt]:
        incoming = setup.fake.incoming("E10", PASSWORD_QUESTION, "ev-10")
        return list(await asyncio.gather(setup.service.receive_async(incoming),
                                         setup.service.receive_async(incoming)))

    assert sorted(asyncio.run(twice())) == sorted([Receipt.QUEUED, Receipt.DUPLICATE])
    assert setup.done(1)
    assert len(setup.fake.of("send_answer")) == 1


def test_a_stored_message_whose_request_went_away_is_still_answered(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    dispatched: list[int | None] = []
    dispatch = setup.service._dispatch

    def spy(qid: int | None, rows: list[int]) -> None:
        dispatched.append(qid)
        dispatch(qid, rows)

    monkeypatch.setattr(setup.service, "_dispatch", spy)
    gate = threading.Event()
    setup.service.intake.submit(lambda conn: gate.wait(10), lambda result, error: None)  # holds the writer

    async def cancelled() -> None:
        task = asyncio.ensure_future(
            setup.service.receive_async(setup.fake.incoming("E11", PASSWORD_QUESTION, "ev-11")))
        await asyncio.sleep(0.2)  # queued behind the held batch
        task.cancel()
        gate.set()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.5)  # the commit's hand-over arrives after the request is gone

    asyncio.run(cancelled())
    assert len(dispatched) == 1 and dispatched[0] is not None  # worked on at once, not left to the lease
    assert setup.done(1)
    assert len(setup.fake.of("send_answer")) == 1



def test_answers_finishing_together_share_their_bookkeeping_transactions(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answered question writes three times after answering (outcome + outbox row, the send's
    attempt, the send's result); workers finishing together commit those writes in shared
    transactions (bot.store.group_commit), and every question is still delivered exactly once."""
    drafted = threading.Semaphore(0)
    go = threading.Event()
    handle = setup.service.pipeline.handle

    def held_handle(*args: object, **kwargs: object) -> object:
        drafted.release()
        go.wait(10)
        return handle(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(setup.service.pipeline, "handle", held_handle)
    for i in range(6):
        assert setup.ask(f"E{i}", PASSWORD_QUESTION, f"ev-group-{i}") is Receipt.QUEUED
    for _ in range(6):
        assert drafted.acquire(timeout=10)  # all six are being answered
    with setup.store.transaction():  # SQLite's writer is busy while the six answers finish
        go.set()
        time.sleep(1.0)
    assert setup.done(6, timeout=20)
    book = setup.service.bookkeeping
    assert book.units == 6 * 3  # conclusion, attempt, sent: every write went through the group commit
    assert book.batches < book.units  # and some of them shared a transaction
    assert sorted(a.to for a in setup.fake.of("send_answer")) == sorted(f"chat:E{i}" for i in range(6))
