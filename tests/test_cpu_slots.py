"""Answering's CPU slots yield, briefly and boundedly, to messages being acknowledged."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from bot.answer.cpu_slots import Arrivals, CountedApp, CpuSlots


def _hold_arrival(arrivals: Arrivals, seconds: float, entered: threading.Event) -> threading.Thread:
    def hold() -> None:
        with arrivals.arriving():
            entered.set()
            time.sleep(seconds)

    thread = threading.Thread(target=hold)
    thread.start()
    assert entered.wait(5)
    return thread


def test_a_cpu_stage_waits_for_an_arrival_to_be_acknowledged() -> None:
    arrivals = Arrivals(max_yield_s=5.0)
    slots = CpuSlots(2)
    slots.yield_to(arrivals)
    holder = _hold_arrival(arrivals, 0.3, threading.Event())
    started = time.monotonic()
    with slots:
        waited = time.monotonic() - started
        assert arrivals.in_flight == 0  # it entered only once the arrival was through
    holder.join()
    assert 0.1 < waited < 4.0


def test_the_wait_is_bounded_so_answers_never_stop() -> None:
    arrivals = Arrivals(max_yield_s=0.1)
    slots = CpuSlots(1)
    slots.yield_to(arrivals)
    holder = _hold_arrival(arrivals, 2.0, threading.Event())
    started = time.monotonic()
    with slots:
        waited = time.monotonic() - started
        assert arrivals.in_flight == 1  # still arriving: the stage went ahead after the bound
    holder.join()
    assert 0.05 < waited < 1.5


def test_without_arrivals_slots_are_a_bounded_semaphore() -> None:
    slots = CpuSlots(2)
    inside = most = 0
    guard = threading.Lock()

    def stage() -> None:
        nonlocal inside, most
        with slots:
            with guard:
                inside += 1
                most = max(most, inside)
            time.sleep(0.02)
            with guard:
                inside -= 1

    threads = [threading.Thread(target=stage) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert most == 2


def test_a_counted_app_is_an_arrival_while_it_runs() -> None:
    arrivals = Arrivals()
    seen: list[int] = []

    async def app(scope: object, receive: object, send: object) -> None:
        seen.append(arrivals.in_flight)
        await asyncio.sleep(0)

    asyncio.run(CountedApp(app, arrivals)({}, None, None))
    assert seen == [1] and arrivals.in_flight == 0


def test_a_counted_app_that_fails_is_no_longer_arriving() -> None:
    arrivals = Arrivals()

    async def app(scope: object, receive: object, send: object) -> None:
        raise ValueError("bad")

    with pytest.raises(ValueError):
        asyncio.run(CountedApp(app, arrivals)({}, None, None))
    assert arrivals.in_flight == 0


def test_a_counted_app_is_an_arrival_until_its_response_is_sent() -> None:
    from starlette.responses import PlainTextResponse
    from starlette.routing import request_response


    arrivals = Arrivals()
    during_send: list[tuple[str, int]] = []

    async def endpoint(request: object) -> PlainTextResponse:
        return PlainTextResponse("ok")  # the endpoint has returned before anything is sent

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, object]) -> None:
        during_send.append((str(message["type"]), arrivals.in_flight))

    scope = {"type": "http", "method": "POST", "path": "/x", "headers": [], "query_string": b""}
    asyncio.run(CountedApp(request_response(endpoint), arrivals)(scope, receive, send))
    assert during_send == [("http.response.start", 1), ("http.response.body", 1)]
    assert arrivals.in_flight == 0
