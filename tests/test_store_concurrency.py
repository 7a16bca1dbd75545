"""Races settled by the database: two Store instances (two processes' worth of connections)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from bot.store import Store, TicketStateError
from tests.store_support import store_url  # noqa: F401

T = TypeVar("T")


def _race(calls: list[Callable[[], T]]) -> list[T | Exception]:
    """Run the calls at the same instant in threads; results (or raised errors) in call order."""
    barrier = threading.Barrier(len(calls))
    results: list[T | Exception] = [RuntimeError("did not run")] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = calls[i]()
        except Exception as exc:  # the loser's error is a result here
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return results


def test_two_concurrent_claims_one_wins_the_other_is_told_who(store_url: str) -> None:  # noqa: F811
    one, two = Store(store_url), Store(store_url)
    try:
        for round_ in range(5):
            qid = one.record_question("D1", "U1", None, f"질문 {round_}")
            ticket_id = one.open_ticket(qid).id
            results = _race([partial(one.claim, ticket_id, "S1"), partial(two.claim, ticket_id, "S2")])
            winners = [r for r in results if not isinstance(r, Exception)]
            losers = [r for r in results if isinstance(r, TicketStateError)]
            assert len(winners) == 1 and len(losers) == 1, results
            assert losers[0].holder == winners[0].assignee
            assert one.get_ticket(ticket_id).assignee == winners[0].assignee
            assert len(one.get_ticket(ticket_id).history) == 2  # opened + one claim
    finally:
        one.close()
        two.close()


def test_same_event_id_from_two_connections_at_once(store_url: str) -> None:  # noqa: F811
    stores = [Store(store_url) for _ in range(4)]
    try:
        for n in range(5):
            event_id = f"Ev{n}"
            results = _race([partial(s.claim_event, event_id) for s in stores])
            assert sorted(results, key=str) == [False, False, False, True], results
    finally:
        for s in stores:
            s.close()


def test_concurrent_open_ticket_makes_one_ticket(store_url: str) -> None:  # noqa: F811
    one, two = Store(store_url), Store(store_url)
    try:
        qid = one.record_question("D1", "U1", None, "질문")
        results = _race([lambda: one.open_ticket(qid), lambda: two.open_ticket(qid)])
        ids = {r.id for r in results if not isinstance(r, Exception)}
        assert len(ids) == 1 and len(one.tickets()) == 1, results
    finally:
        one.close()
        two.close()


def test_stores_opened_together_migrate_once(store_url: str) -> None:  # noqa: F811
    results = _race([lambda: Store(store_url) for _ in range(3)])
    assert all(isinstance(r, Store) for r in results), results
    for opened in results:
        assert isinstance(opened, Store)
        opened.close()
