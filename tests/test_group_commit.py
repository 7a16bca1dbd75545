"""Group commit on the acknowledgement path and the writer queue's precedence (both backends)."""

from __future__ import annotations

import threading
import time

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import Connection

from bot.store import Store, work
from bot.store.group_commit import GroupCommit
from bot.store.schema import received_events
from bot.store.writer_lock import WriterLock
from tests.store_support import store, store_url  # noqa: F401


def _claims(url: str) -> int:
    fresh = Store(url)  # another engine: only committed rows are visible
    try:
        with fresh.transaction() as conn:
            return int(conn.scalar(select(func.count()).select_from(received_events)) or 0)
    finally:
        fresh.close()


def test_concurrent_units_share_transactions_and_all_are_committed(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)
    first_running = threading.Event()
    release_first = threading.Event()

    def first(conn: Connection) -> bool:
        first_running.set()
        assert release_first.wait(10)  # holds the first batch open while the others queue
        return work.claim_event(conn, "slack", "Ev0")

    results: dict[int, bool] = {}

    def call(i: int) -> None:
        if i == 0:
            results[i] = group.run(first)
        else:
            results[i] = group.run(lambda conn: work.claim_event(conn, "slack", f"Ev{i}"))

    threads = [threading.Thread(target=call, args=(0,))]
    threads[0].start()
    assert first_running.wait(10)
    threads += [threading.Thread(target=call, args=(i,)) for i in range(1, 20)]
    for thread in threads[1:]:
        thread.start()
    deadline = time.monotonic() + 10
    while len(group._queue) < 19 and time.monotonic() < deadline:
        time.sleep(0.01)
    release_first.set()
    for thread in threads:
        thread.join(30)
    assert results == {i: True for i in range(20)}
    assert group.units == 20
    assert group.batches == 2  # the first alone, then the 19 that queued meanwhile in one transaction
    assert _claims(store.url) == 20


def test_a_failing_unit_fails_alone(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)
    gate = threading.Event()
    started = threading.Event()

    def slow(conn: Connection) -> bool:
        started.set()
        assert gate.wait(10)
        return work.claim_event(conn, "slack", "Ev-slow")

    def bad(conn: Connection) -> bool:
        work.claim_event(conn, "slack", "Ev-bad")
        raise ValueError("broken unit")

    outcomes: dict[str, object] = {}

    def run(name: str, fn: object) -> None:
        try:
            outcomes[name] = group.run(fn)  # type: ignore[arg-type]
        except ValueError as exc:
            outcomes[name] = exc

    holder = threading.Thread(target=run, args=("slow", slow))
    holder.start()
    assert started.wait(10)
    others = [
        threading.Thread(target=run, args=("good1", lambda conn: work.claim_event(conn, "slack", "Ev-1"))),
        threading.Thread(target=run, args=("bad", bad)),
        threading.Thread(target=run, args=("good2", lambda conn: work.claim_event(conn, "slack", "Ev-2"))),
    ]
    for thread in others:
        thread.start()
    while len(group._queue) < 3:
        time.sleep(0.01)
    gate.set()
    for thread in [holder, *others]:
        thread.join(30)
    assert outcomes["slow"] is True and outcomes["good1"] is True and outcomes["good2"] is True
    assert isinstance(outcomes["bad"], ValueError)
    assert _claims(store.url) == 3  # the bad unit's claim was rolled back with it, and only it


def test_the_same_event_twice_in_one_batch_is_claimed_once(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)

    def both(conn: Connection) -> list[bool]:
        return [work.claim_event(conn, "teams", "act-1"), work.claim_event(conn, "teams", "act-1")]

    assert group.run(both) == [True, False]
    assert group.run(lambda conn: work.claim_event(conn, "teams", "act-1")) is False


def test_urgent_holders_go_before_waiting_workers() -> None:
    lock = WriterLock()
    order: list[str] = []
    lock.acquire()  # a worker's transaction is running
    waiting = []
    for name, urgent in [("worker-1", False), ("worker-2", False), ("intake", True)]:
        def take(name: str = name, urgent: bool = urgent) -> None:
            with lock.hold(urgent=urgent):
                order.append(name)
        thread = threading.Thread(target=take)
        thread.start()
        waiting.append(thread)
        time.sleep(0.05)  # the workers queue first
    lock.release()
    for thread in waiting:
        thread.join(10)
    assert order[0] == "intake"
    assert sorted(order[1:]) == ["worker-1", "worker-2"]


@pytest.mark.parametrize("urgent", [False, True])
def test_the_writer_lock_is_exclusive(urgent: bool) -> None:
    lock = WriterLock()
    inside = 0
    most = 0
    guard = threading.Lock()

    def take(i: int) -> None:
        nonlocal inside, most
        with lock.hold(urgent=urgent or i % 2 == 0):
            with guard:
                inside += 1
                most = max(most, inside)
            time.sleep(0.002)
            with guard:
                inside -= 1

    threads = [threading.Thread(target=take, args=(i,)) for i in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert most == 1


def test_submitted_units_commit_on_the_writer_thread_together_and_call_back(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)
    gate = threading.Event()
    started = threading.Event()
    done: dict[str, tuple[object, BaseException | None, str]] = {}
    finished = threading.Event()

    def callback(name: str) -> object:
        def record(result: object, error: BaseException | None) -> None:
            done[name] = (result, error, threading.current_thread().name)
            if len(done) == 5:
                finished.set()
        return record

    def slow(conn: Connection) -> bool:
        started.set()
        assert gate.wait(10)  # the first batch stays open while the others queue
        return work.claim_event(conn, "slack", "Ev-a0")

    def bad(conn: Connection) -> bool:
        work.claim_event(conn, "slack", "Ev-bad")
        raise ValueError("broken unit")

    group.submit(slow, callback("a0"))  # type: ignore[arg-type]
    assert started.wait(10)
    for i in (1, 2):
        group.submit(lambda conn, i=i: work.claim_event(conn, "slack", f"Ev-a{i}"), callback(f"a{i}"))  # type: ignore[misc]
    group.submit(bad, callback("bad"))  # type: ignore[arg-type]
    group.submit(lambda conn: work.claim_event(conn, "slack", "Ev-a1"), callback("dup"))  # type: ignore[arg-type]
    gate.set()
    assert finished.wait(10)
    assert {name: (result, error is None) for name, (result, error, _) in done.items() if name != "bad"} == {
        "a0": (True, True), "a1": (True, True), "a2": (True, True), "dup": (False, True)}
    assert isinstance(done["bad"][1], ValueError)  # its error goes to its own caller only
    assert {thread for _, _, thread in done.values()} == {"intake-writer"}
    assert _claims(store.url) == 3
    assert group.units == 4  # the bad unit failed alone; the other four committed


def test_blocking_and_submitted_callers_share_the_queue(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)
    gate = threading.Event()
    started = threading.Event()
    submitted = threading.Event()
    results: dict[str, object] = {}

    def slow(conn: Connection) -> bool:
        started.set()
        assert gate.wait(10)
        return work.claim_event(conn, "slack", "Ev-b0")

    def sync_call(name: str, fn: object) -> None:
        results[name] = group.run(fn)  # type: ignore[arg-type]

    leader = threading.Thread(target=sync_call, args=("lead", slow))
    leader.start()
    assert started.wait(10)

    def on_done(result: object, error: BaseException | None) -> None:
        results["submitted"] = result
        submitted.set()

    group.submit(lambda conn: work.claim_event(conn, "slack", "Ev-b1"), on_done)  # queued behind a blocking leader
    follower = threading.Thread(
        target=sync_call, args=("follow", lambda conn: work.claim_event(conn, "slack", "Ev-b2"))
    )
    follower.start()
    while len(group._queue) < 2:
        time.sleep(0.01)
    gate.set()
    leader.join(10)
    follower.join(10)
    assert submitted.wait(10)
    assert results == {"lead": True, "submitted": True, "follow": True}
    assert _claims(store.url) == 3
    # nobody is left leading: the next caller of either kind goes through at once
    assert group.run(lambda conn: work.claim_event(conn, "slack", "Ev-b3")) is True


def test_follow_up_work_runs_after_every_acknowledgement_of_the_batch(store: Store) -> None:  # noqa: F811
    group = GroupCommit(store)
    gate = threading.Event()
    started = threading.Event()
    order: list[str] = []
    finished = threading.Event()

    def slow(conn: Connection) -> bool:
        started.set()
        assert gate.wait(10)
        return work.claim_event(conn, "slack", "Ev-c0")

    group.submit(slow, lambda r, e: order.append("done c0"))
    assert started.wait(10)
    for i in (1, 2, 3):
        group.submit(lambda conn, i=i: work.claim_event(conn, "slack", f"Ev-c{i}"),  # type: ignore[misc]
                     lambda r, e, i=i: order.append(f"done c{i}"),  # type: ignore[misc]
                     (lambda r, i=i: (order.append(f"after c{i}"), i == 3 and finished.set())))  # type: ignore[misc]
    gate.set()
    assert finished.wait(10)
    assert order == ["done c0", "done c1", "done c2", "done c3", "after c1", "after c2", "after c3"]
