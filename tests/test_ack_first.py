"""The acknowledgement path goes first: a worker does not start on a question while a message is
being acknowledged (bounded), and the benchmarks' separate sender process delivers a burst."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from bot.answer.cpu_slots import Arrivals
from bot.answer.factory import build_pipeline
from bot.helpdesk.service import HelpdeskService, Receipt
from bot.runtime import Runtime
from bot.settings import Settings
from bot.store import Store
from tests.slack_data import PASSWORD_QUESTION
from tests.support.fake_messenger import PLATFORM, FakePlatform
from tests.support.load_sender import SenderProcess

pytest_plugins = ["tests.slack_support"]


def test_a_worker_starts_on_a_question_only_once_the_arrivals_are_acknowledged(
    slack_settings: Settings, slack_runtime: Runtime
) -> None:
    arrivals = Arrivals(max_yield_s=5.0)
    store = Store.open(slack_settings)
    fake = FakePlatform()
    service = HelpdeskService(settings=slack_settings, pipeline=build_pipeline(slack_settings, runtime=slack_runtime),
                              store=store, staff_platform=PLATFORM, arrivals=arrivals)
    service.add_platform(PLATFORM, fake.ports())
    service.start()
    release = threading.Event()

    def another_request() -> None:
        with arrivals.arriving():
            release.wait(10)

    holder = threading.Thread(target=another_request)
    holder.start()
    try:
        assert service.receive(fake.incoming("E1", PASSWORD_QUESTION, "ev-1")) is Receipt.QUEUED
        time.sleep(0.5)
        assert fake.working_on == [] and fake.of("send_answer") == []  # waiting for the other request
        release.set()
        assert fake.wait_for(lambda: len(fake.of("send_answer")) == 1, timeout=15)
    finally:
        release.set()
        holder.join()
        service.close()
        store.close()


class _Echo(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        reply = json.dumps({"got": json.loads(body)["n"], "auth": self.headers.get("Authorization")}).encode()
        self.send_response(200 if json.loads(body)["n"] % 2 == 0 else 401)
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, *args: object) -> None:
        return None


@pytest.fixture
def echo_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Echo)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/api/messages"
    server.shutdown()
    server.server_close()


def test_the_sender_process_posts_a_burst_and_reports_each_response_in_order(echo_url: str) -> None:
    requests = [(json.dumps({"n": n}), {"Content-Type": "application/json", "Authorization": f"Bearer t{n}"})
                for n in range(6)]
    with SenderProcess() as senders:
        for _ in range(2):  # the process serves one burst after another
            responses = senders.burst(echo_url, requests)
            assert [r.status for r in responses] == [200, 401, 200, 401, 200, 401]
            assert [json.loads(r.body) for r in responses] == [{"got": n, "auth": f"Bearer t{n}"} for n in range(6)]
            assert all(0 < r.latency_s < 10 for r in responses)


def test_a_burst_to_a_closed_port_fails_loudly() -> None:
    with SenderProcess() as senders, pytest.raises(RuntimeError, match="sender process failed"):
        senders.burst("http://127.0.0.1:9/none", [("{}", {})], timeout=2)
