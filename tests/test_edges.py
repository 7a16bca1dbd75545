"""Hardened edges of `helpdesk serve` and the CLI (issue 13): body limits, malformed bodies, logs
without request content, health and readiness, a missing or corrupt index said plainly."""

from __future__ import annotations

import json
import logging
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bot.ops.health import INDEX_MISSING, index_problem
from bot.ops.logsafe import RedactRequestContent, install_redaction
from bot.runtime import Runtime
from bot.settings import Settings, load_settings
from tests.slack_data import PASSWORD_QUESTION
from tests.support.slack_harness import SlackHarness, dm_event, event_callback

pytest_plugins = ["tests.slack_support"]


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _raw(url: str, head: bytes, body_chunks: list[bytes]) -> int:
    """Send a request by hand (to lie about or stream the body); the status the server answers."""
    host, port = url.split("//")[1].split("/")[0].split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(head)
        try:
            for chunk in body_chunks:
                sock.sendall(chunk)
        except OSError:
            pass  # the server stopped reading: expected once it has refused
        data = sock.recv(200)
    return int(data.split()[1])


def test_oversized_bodies_get_413_before_being_read_and_memory_stays_bounded(harness: SlackHarness) -> None:
    url = harness.server.url
    before = _rss_kb()
    declared = (b"POST /slack/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 200000000\r\n\r\n")
    for _ in range(4):  # 4 x "200 MB" unsigned: refused on the header alone
        assert _raw(url, declared, [b"{" * 65536]) == 413
    chunked = (b"POST /slack/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
               b"Transfer-Encoding: chunked\r\n\r\n")
    piece = b"x" * 262144
    chunk = f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    assert _raw(url, chunked, [chunk] * 32) == 413  # 8 MB streamed without a length: cut at 1 MB
    assert _rss_kb() - before < 60_000
    assert harness.send_event(dm_event("U900", PASSWORD_QUESTION)).status == 200  # still serving


@pytest.mark.parametrize("case", ["json", "array", "utf8", "timestamp", "payload", "content-type"])
def test_malformed_bodies_get_400_without_a_traceback(
    harness: SlackHarness, case: str, caplog: pytest.LogCaptureFixture
) -> None:
    good = json.dumps(event_callback(dm_event("U901", PASSWORD_QUESTION)))
    bodies = {
        "json": ("{not json", "application/json"),
        "array": ("[1, 2, 3]", "application/json"),
        "utf8": (b"{\"a\": \"\xff\xfe\"}".decode("latin-1"), "application/json"),
        "timestamp": (good, "application/json"),
        "payload": ("payload=%7Bnot-json", "application/x-www-form-urlencoded"),
        "content-type": (good, "text/plain"),
    }
    body, content_type = bodies[case]
    headers = harness.sign(body)
    if case == "timestamp":
        headers["X-Slack-Request-Timestamp"] = "soon"
    raw = body.encode("latin-1") if case == "utf8" else body.encode("utf-8")
    request = urllib.request.Request(harness.server.url, data=raw, method="POST",
                                     headers={"Content-Type": content_type, **headers})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 400
    assert b"Traceback" not in refused.value.read()
    assert not [r for r in caplog.records if r.exc_info]


def test_logs_never_carry_request_bodies(harness: SlackHarness, caplog: pytest.LogCaptureFixture) -> None:
    secret_question = "내 급여명세서 비밀번호는 1234인가요"
    caplog.set_level(logging.DEBUG)
    install_redaction()
    body = json.dumps(event_callback(dm_event("U902", secret_question)), ensure_ascii=False)
    assert harness.post(body, "application/json", harness.sign(body, secret="wrong")).status == 401
    assert harness.send_event(dm_event("U903", secret_question)).status == 200
    harness.api.wait_calls("chat.postMessage")
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert secret_question not in logged and "1234" not in logged
    # Bolt's own line for a rejected request quotes the whole body; the filter keeps only its start
    record = logging.LogRecord("slack_bolt.RequestVerification", logging.INFO, __file__, 1,
                               "Invalid request signature detected (signature: v0=x, timestamp: 1, body: %s)",
                               (body,), None)
    RedactRequestContent().filter(record)
    assert secret_question not in record.getMessage() and "Invalid request signature" in record.getMessage()


def test_readyz_fails_while_the_database_refuses_writes_and_recovers(
    make_harness: object, slack_settings: Settings
) -> None:
    settings = slack_settings.model_copy(update={"db_busy_timeout_s": 0.2})
    with make_harness(settings=settings) as h:  # type: ignore[operator]
        base = h.server.base_url
        assert urllib.request.urlopen(f"{base}/healthz", timeout=5).status == 200
        assert urllib.request.urlopen(f"{base}/readyz", timeout=5).status == 200
        blocker = sqlite3.connect(settings.db_url.removeprefix("sqlite:///"), timeout=5)
        blocker.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(urllib.error.HTTPError) as down:
                urllib.request.urlopen(f"{base}/readyz", timeout=10)
            assert down.value.code == 503
            assert "database" in json.loads(down.value.read())["checks"]["database"]
            assert urllib.request.urlopen(f"{base}/healthz", timeout=5).status == 200  # alive, not ready
            # a question arriving now is refused with an error status, so Slack delivers it again
            assert h.send_event(dm_event("U904", PASSWORD_QUESTION), event_id="EvLOCKED").status == 500
        finally:
            blocker.rollback()
            blocker.close()
        assert urllib.request.urlopen(f"{base}/readyz", timeout=5).status == 200
        assert h.send_event(dm_event("U904", PASSWORD_QUESTION), event_id="EvLOCKED", retry_num=1).status == 200
        posts = h.api.wait_for(lambda api: any(c.args["channel"] == "D904" and "출처" in str(c.args["text"])
                                               for c in api.calls_to("chat.postMessage")), timeout=15)
        assert posts
        time.sleep(1.0)
        answers = [c for c in h.api.calls_to("chat.postMessage")
                   if c.args["channel"] == "D904" and "출처" in str(c.args["text"])]
        assert len(answers) == 1  # the in-memory retry and Slack's redelivery answer once


def test_a_missing_or_corrupt_index_is_reported_plainly(tmp_path: Path) -> None:
    settings = load_settings(data_dir=tmp_path / "empty", policies_dir=Path("policies"))
    assert index_problem(Runtime(settings)) is not None
    assert "index not built: run `helpdesk ingest`" in str(index_problem(Runtime(settings)))
    corrupt = load_settings(data_dir=tmp_path / "corrupt", policies_dir=Path("policies"))
    corrupt.chroma_path.mkdir(parents=True)
    (corrupt.chroma_path / "chroma.sqlite3").write_bytes(b"this is not a database" * 100)
    problem = index_problem(Runtime(corrupt))
    assert problem is not None and problem.startswith(INDEX_MISSING)
    for data_dir in ("empty", "corrupt"):
        done = subprocess.run(
            [sys.executable, "-m", "bot", "ask", PASSWORD_QUESTION],
            env={"HELPDESK_DATA_DIR": str(tmp_path / data_dir), "HELPDESK_POLICIES_DIR": "policies",
                 "PATH": "/usr/bin:/bin"},
            capture_output=True, text=True, timeout=120,
        )
        assert done.returncode != 0, data_dir
        assert "index not built: run `helpdesk ingest`" in done.stderr and "Traceback" not in done.stderr


def test_eval_without_an_index_stops_with_the_ask_error(tmp_path: Path) -> None:
    """`helpdesk eval` on a missing index says what to do once, instead of handing every case off."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "eval", "cases/lab02.json"],
        env={"HELPDESK_DATA_DIR": str(tmp_path / "empty"), "HELPDESK_POLICIES_DIR": "policies",
             "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode != 0
    assert "index not built: run `helpdesk ingest`" in done.stderr and "Traceback" not in done.stderr
    assert "retrieval failed" not in done.stderr + done.stdout and "PASS" not in done.stdout


def test_invalid_utf8_on_the_command_line_is_named(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable.encode(), b"-m", b"bot", b"ask", b"\xff\xfe\xfd"],
        env={"HELPDESK_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"},
        capture_output=True, timeout=120,
    )
    assert done.returncode == 2
    assert b"not readable text" in done.stderr and b"temporary" not in done.stderr
