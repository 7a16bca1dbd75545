"""Fault injection against a real `helpdesk serve` process (loopback only).

A burst of DMs (half answerable, half handed off) is sent to a real `helpdesk serve --http` over
signed HTTP, against the fake Slack Web API and a fake OpenAI model with latency, while a fault
happens. Like Slack, the sender delivers again every event that was not acknowledged with 200
(process dead, 5xx). The outcome is read from what the fake Slack API received:

- answered: the employee's DM got exactly one reply and no ticket was needed (or the handoff
  notice arrived and the ticket was posted once);
- lost: a question with no reply (or a handoff without its ticket) once everything settled;
- duplicated: a question with more than one reply, or more than one ticket post.

Faults: `sigkill-early` / `sigkill-mid` (kill -9 during the burst, restart), `db-locked` (another
program holds the SQLite write lock longer than the busy timeout), `db-readonly` (the database
files made immutable for a while), `staff-post-500` (the staff channel refuses posts for a while),
`none` (baseline).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.support.fake_openai import start_fake_openai
from tests.support.slack_api import BOT_USER_ID, TEAM_ID, FakeSlackAPI, start_fake_slack_api

SECRET = "fault-signing-secret"
STAFF_CHANNEL = "CSTAFF"
ANSWERABLE = "비밀번호는 얼마나 자주 바꿔야 하나요?"
HANDOFF = "점심 메뉴 추천해 주세요"
FAULTS = ("none", "sigkill-early", "sigkill-mid", "db-locked", "db-readonly", "staff-post-500")


@dataclass
class Tally:
    fault: str
    sent: int = 0
    answered: int = 0
    ticketed: int = 0
    lost: int = 0
    duplicated: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"| {self.fault} | {self.sent} | {self.answered} | {self.ticketed} | {self.lost} | "
                f"{self.duplicated} | {self.seconds:.1f} s |")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Serve:
    """`helpdesk serve --http` in a child process."""

    def __init__(self, env: dict[str, str], port: int, log_path: Path) -> None:
        self.env = env
        self.port = port
        self.log_path = log_path
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 120.0) -> None:
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "serve", "--http", "--host", "127.0.0.1", "--port", str(self.port)],
            env=self.env, stdout=log, stderr=log, stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"helpdesk serve exited with {self.proc.returncode}; see {self.log_path}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("helpdesk serve did not start")

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()

    def ready(self) -> tuple[int, dict[str, Any]]:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/readyz", timeout=10) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"{}")


def signed_post(url: str, body: bytes, retry: int = 0, timeout: float = 10.0) -> int:
    ts = str(int(time.time()))
    signature = "v0=" + hmac.new(SECRET.encode(), f"v0:{ts}:".encode() + body, hashlib.sha256).hexdigest()
    headers = {"Content-Type": "application/json", "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": signature}
    if retry:
        headers.update({"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_error"})
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)
    except OSError:
        return 0  # connection refused / reset: the process is down


def dm_body(n: int, run: str) -> tuple[str, bytes]:
    user = f"U{run}{n:03d}"
    ts = f"{int(time.time())}.{n:06d}"
    event = {"type": "message", "channel": "D" + user[1:], "channel_type": "im", "user": user,
             "text": ANSWERABLE if n % 2 == 0 else HANDOFF, "ts": ts, "event_ts": ts, "team": TEAM_ID}
    envelope = {"token": "t", "team_id": TEAM_ID, "api_app_id": "AHELPDESK", "type": "event_callback",
                "event": event, "event_id": f"Ev{run}{n:04d}", "event_time": int(time.time()),
                "authorizations": [{"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True}]}
    return "D" + user[1:], json.dumps(envelope, ensure_ascii=False).encode("utf-8")


class Platform:
    """Delivers events like Slack: what was not acknowledged with 200 is delivered again."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.pending: dict[str, bytes] = {}
        self.tries: dict[str, int] = {}
        self.lock = threading.Lock()

    def deliver(self, key: str, body: bytes) -> None:
        with self.lock:
            retry = self.tries.get(key, 0)
            self.tries[key] = retry + 1
        status = signed_post(self.url, body, retry=retry)
        with self.lock:
            if status == 200:
                self.pending.pop(key, None)
            else:
                self.pending[key] = body

    def redeliver(self) -> None:
        with self.lock:
            todo = list(self.pending.items())
        for key, body in todo:
            self.deliver(key, body)


def _outcome(api: FakeSlackAPI, channels: list[str], handoffs: set[str]) -> tuple[int, int, int, int]:
    answered = ticketed = lost = duplicated = 0
    ok_posts = [c for c in api.calls if c.method == "chat.postMessage" and c.status == 200]
    staff_posts = [c for c in ok_posts if c.args.get("channel") == STAFF_CHANNEL]
    for channel in channels:
        replies = [c for c in ok_posts if c.args.get("channel") == channel
                   and "시스템 문제" not in str(c.args.get("text"))]  # honest notices are not replies
        user = "U" + channel[1:]
        tickets = [c for c in staff_posts if f"<@{user}>" in json.dumps(c.args.get("blocks"), ensure_ascii=False)]
        if len(replies) > 1 or len(tickets) > 1:
            duplicated += 1
        if not replies or (channel in handoffs and not tickets):
            lost += 1
        elif channel in handoffs:
            ticketed += 1
        else:
            answered += 1
    return answered, ticketed, lost, duplicated


@contextmanager
def fault_environment(data_dir: Path, policies_dir: Path, model_latency_s: float) -> Iterator[
        tuple[FakeSlackAPI, dict[str, str], Path]]:
    with start_fake_slack_api(staff=["USTAFF1"]) as api, start_fake_openai(latency_s=model_latency_s) as model:
        db = data_dir / "faults.sqlite3"
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "HELPDESK_", "OPENAI_"))},
            "SLACK_BOT_TOKEN": "xoxb-fault", "SLACK_SIGNING_SECRET": SECRET, "SLACK_API_URL": api.url,
            "HELPDESK_STAFF_CHANNEL": STAFF_CHANNEL, "HELPDESK_DATA_DIR": str(data_dir),
            "HELPDESK_POLICIES_DIR": str(policies_dir), "DATABASE_URL": f"sqlite:///{db}",
            "OPENAI_API_KEY": "fault", "OPENAI_BASE_URL": model.url, "HELPDESK_GENERATOR": "openai",
            "HELPDESK_LEASE_SECONDS": "2", "HELPDESK_DB_BUSY_TIMEOUT": "1",
            "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
        }
        yield api, env, db


def run_fault(
    fault: str, *, data_dir: Path, policies_dir: Path, count: int = 20, model_latency_s: float = 0.5,
    settle_s: float = 60.0, log: Callable[[str], None] = lambda _: None, kill_at: tuple[float, ...] | None = None,
) -> Tally:
    """One fault against a fresh database; returns the tally (see the module doc). `kill_at`:
    seconds after the burst started at which the process is killed with SIGKILL (and restarted)."""
    if kill_at is None and fault.startswith("sigkill"):
        kill_at = (0.15,) if fault == "sigkill-early" else (model_latency_s + 0.3,)
    tally = Tally(fault, sent=count)
    run = f"{FAULTS.index(fault) if fault in FAULTS else 9}{int(time.time()) % 1000:03d}"
    with fault_environment(data_dir, policies_dir, model_latency_s) as (api, env, db):
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        serve = Serve(env, _free_port(), data_dir / f"serve-{fault}.log")
        serve.start()
        url = f"http://127.0.0.1:{serve.port}/slack/events"
        platform = Platform(url)
        bodies = [dm_body(n, run) for n in range(count)]
        channels = [c for c, _ in bodies]
        handoffs = {c for n, (c, _) in enumerate(bodies) if n % 2 == 1}
        started = time.monotonic()
        try:
            undo = _inject(fault, api, db, serve, log)
            with ThreadPoolExecutor(count) as pool:
                futures = [pool.submit(platform.deliver, c, b) for c, b in bodies]
                for n, at in enumerate(kill_at or ()):
                    time.sleep(max(0.0, started + at - time.monotonic()))
                    serve.kill()
                    log(f"{fault}: killed after {time.monotonic() - started:.2f} s")
                    if n + 1 < len(kill_at or ()):
                        serve.start()
                        platform.redeliver()
                for future in futures:
                    future.result()
            if kill_at:
                serve.start()
            if undo:
                undo()
            deadline = time.monotonic() + settle_s
            while time.monotonic() < deadline:
                platform.redeliver()  # Slack retries what it could not deliver
                lost = _outcome(api, channels, handoffs)[2]
                if lost == 0 and not platform.pending:
                    break
                time.sleep(0.5)
            tally.seconds = time.monotonic() - started
            time.sleep(1.0)  # anything sent twice would arrive now
            tally.answered, tally.ticketed, tally.lost, tally.duplicated = _outcome(api, channels, handoffs)
            status = serve.ready()[0]
            tally.notes.append(f"readyz after recovery: {status}")
        finally:
            serve.stop()
    return tally


def _inject(
    fault: str, api: FakeSlackAPI, db: Path, serve: Serve, log: Callable[[str], None]
) -> Callable[[], None] | None:
    """Start the fault; returns what ends it (None: ends by itself or not applicable)."""
    if fault == "staff-post-500":
        api.fail_for("chat.postMessage", 4.0, status=500, channel=STAFF_CHANNEL)
        return None
    if fault == "db-locked":
        blocker = sqlite3.connect(db, timeout=10, check_same_thread=False)
        blocker.execute("BEGIN EXCLUSIVE")

        def release() -> None:
            time.sleep(max(0.0, 5.0))  # longer than the busy timeout (1 s)
            status, _ = serve.ready()
            log(f"db-locked: /readyz during the lock: {status}")
            blocker.rollback()
            blocker.close()

        return release
    if fault == "db-readonly":
        files = [f"{db}{s}" for s in ("", "-wal", "-shm") if Path(f"{db}{s}").exists()]
        if subprocess.run(["chattr", "+i", *files], capture_output=True).returncode != 0:
            log("db-readonly: chattr not available, fault not injected")
            return None

        def writable() -> None:
            time.sleep(4.0)
            status, _ = serve.ready()
            log(f"db-readonly: /readyz while read-only: {status}")
            subprocess.run(["chattr", "-i", *files], capture_output=True)

        return writable
    return None


def table(tallies: list[Tally]) -> list[str]:
    lines = ["| fault | sent | answered | ticketed | lost | duplicated | time to settle |",
             "|---|---|---|---|---|---|---|"]
    return lines + [t.line() for t in tallies]


def bench_faults(settings: Any, faults: tuple[str, ...] = FAULTS, count: int = 20) -> list[str]:
    """`helpdesk bench faults`: each fault against a fresh database; prints the table."""
    import tempfile

    from bot.runtime import Runtime

    with tempfile.TemporaryDirectory(prefix="helpdesk-faults-") as tmp:
        data_dir = Path(tmp)
        runtime = Runtime(settings.model_copy(update={"data_dir": data_dir}))
        runtime.ingest()
        notes: list[str] = []
        tallies = [run_fault(f, data_dir=data_dir, policies_dir=settings.policies_dir.resolve(), count=count,
                             log=notes.append) for f in faults]
    lines = table(tallies)
    for t in tallies:
        notes += [f"{t.fault}: {n}" for n in t.notes]
    return [*lines, "", *notes]
