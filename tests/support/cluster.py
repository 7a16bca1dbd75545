"""Real servers on loopback for multi-replica tests and benchmarks: PostgreSQL 15 (as an unprivileged
user when run as root), a Chroma server (`chroma run` from the chromadb package) and `helpdesk serve`
processes in Slack HTTP mode pointed at them and at a fake Slack Web API.

    with PostgresServer() as pg, ChromaServer(tmp / "chroma") as chroma:
        env = replica_env(tmp, database_url=pg.new_database(), chroma=chroma, slack_api_url=api.url)
        ingest(env)
        with Replica(env, name="a") as a, Replica(env, name="b") as b:
            send_event(a.events_url, dm_event("U1", "..."))
"""

from __future__ import annotations

import itertools
import json
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from slack_sdk.signature import SignatureVerifier

from tests.support.slack_harness import event_callback

SIGNING_SECRET = "cluster-signing-secret"
STAFF_CHANNEL = "CSTAFF"
PG_BIN = Path(os.environ.get("HELPDESK_TEST_PG_BIN", "/usr/lib/postgresql/15/bin"))
PG_USER = "nobody"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_http(url: str, timeout: float, *, alive: subprocess.Popen[bytes] | None = None) -> None:
    """Poll `url` until it answers 200 (or the process `alive` exits, or the time runs out)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if alive is not None and alive.poll() is not None:
            raise RuntimeError(f"process exited with {alive.returncode} before {url} answered")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")
        time.sleep(0.1)


class _Managed:
    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()

    def stop(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class PostgresServer(_Managed):
    """A throwaway PostgreSQL 15 cluster: trust auth on a free loopback port, fsync off."""

    def __init__(self, bin_dir: Path = PG_BIN) -> None:
        if not (bin_dir / "postgres").exists():
            raise FileNotFoundError(f"PostgreSQL server binaries not found in {bin_dir}")
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="helpdesk-pg-"))
        self.port = free_port()
        self._as_root = os.geteuid() == 0
        if self._as_root:  # PostgreSQL refuses to run as root
            user = pwd.getpwnam(PG_USER)
            os.chown(self.root, user.pw_uid, user.pw_gid)
        data = self.root / "data"
        self._run([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync",
                   "-E", "UTF8", "--locale", "C"])
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run([str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(self.root / "log"),
                   "-w", "-t", "60", "start"])
        self._counter = itertools.count(1)

    def _run(self, cmd: list[str]) -> None:
        if self._as_root:
            cmd = ["runuser", "-u", PG_USER, "--", *cmd]
        subprocess.run(cmd, check=True, capture_output=True, cwd=self.root)

    def new_database(self) -> str:
        import psycopg

        name = f"cluster{os.getpid()}_{next(self._counter)}"
        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres",
                             autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        try:
            self._run([str(self.bin / "pg_ctl"), "-D", str(self.root / "data"), "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def chroma_binary() -> str:
    """The `chroma` command installed beside this Python (the chromadb package ships it)."""
    beside = Path(sys.executable).with_name("chroma")
    found = str(beside) if beside.exists() else shutil.which("chroma")
    if not found:
        raise FileNotFoundError("the `chroma` command (chromadb package) is not installed")
    return found


class ChromaServer(_Managed):
    """`chroma run` on a free loopback port, persisting into `path`."""

    def __init__(self, path: Path, *, timeout: float = 60.0) -> None:
        self.port = free_port()
        self.host = "127.0.0.1"
        path.mkdir(parents=True, exist_ok=True)
        self._log = open(path.parent / f"chroma-{self.port}.log", "wb")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            [chroma_binary(), "run", "--path", str(path), "--host", self.host, "--port", str(self.port)],
            stdout=self._log, stderr=subprocess.STDOUT,
        )
        try:
            wait_http(f"http://{self.host}:{self.port}/api/v2/heartbeat", timeout, alive=self.process)
        except Exception:
            self.stop()
            raise

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()


def replica_env(
    work: Path,
    *,
    database_url: str,
    chroma: ChromaServer,
    slack_api_url: str,
    policies: Path,
    extra: dict[str, str] | None = None,
) -> dict[str, str]:
    """The environment of `helpdesk` processes sharing one database and one Chroma server. Only the
    variables named here reach them (no real key, no `.env`; an OpenAI call would hit a closed port)."""
    env = {
        key: value for key, value in os.environ.items()
        if key in {"PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "HELPDESK_TEST_PG_BIN"}
    }
    env.update({
        "PYTHONUNBUFFERED": "1",
        "HELPDESK_DATA_DIR": str(work / "data"),
        "HELPDESK_POLICIES_DIR": str(policies),
        "DATABASE_URL": database_url,
        "CHROMA_HOST": chroma.host,
        "CHROMA_PORT": str(chroma.port),
        "HELPDESK_GENERATOR": "extractive",
        "OPENAI_BASE_URL": "http://127.0.0.1:9/v1",
        "SLACK_BOT_TOKEN": "xoxb-cluster",
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_URL": slack_api_url,
        "HELPDESK_STAFF_CHANNEL": STAFF_CHANNEL,
    })
    env.update(extra or {})
    return env


def helpdesk_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "bot", *args]


def ingest(env: dict[str, str], cwd: Path, timeout: float = 180.0) -> str:
    """`helpdesk ingest` in its own process (as the compose job and the Kubernetes Job run it)."""
    done = subprocess.run(helpdesk_command("ingest"), env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"helpdesk ingest failed ({done.returncode}): {done.stderr[-2000:]}")
    return done.stdout


class Replica(_Managed):
    """One `helpdesk -v serve --http` process on a free loopback port; stderr goes to a log file."""

    def __init__(self, env: dict[str, str], cwd: Path, *, name: str, log_format: str = "text") -> None:
        self.name = name
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.events_url = f"{self.base_url}/slack/events"
        self.log_path = cwd / f"replica-{name}.log"
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            helpdesk_command("-v", "serve", "--http", "--host", "127.0.0.1", "--port", str(self.port)),
            env={**env, "HELPDESK_LOG_FORMAT": log_format}, cwd=cwd, stdout=self._log, stderr=subprocess.STDOUT,
        )

    def wait_ready(self, timeout: float = 120.0) -> Replica:
        wait_http(f"{self.base_url}/healthz", timeout, alive=self.process)
        return self

    @property
    def pid(self) -> int:
        return self.process.pid

    def rss_bytes(self) -> int:
        """Resident memory of the process now (Linux /proc)."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        return 0

    def metrics(self) -> str:
        with urllib.request.urlopen(f"{self.base_url}/metrics", timeout=10) as response:
            return str(response.read().decode("utf-8"))

    def logs(self) -> str:
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def kill(self) -> None:
        """SIGKILL: no clean-up at all, as a crashed node."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()  # SIGTERM: `helpdesk serve` shuts down cleanly
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()
        self._log.close()


def signed_post(url: str, body: str, content_type: str = "application/json",
                secret: str = SIGNING_SECRET, timeout: float = 10.0) -> tuple[int, float]:
    """POST a body signed as Slack signs it; returns (HTTP status, seconds until the response)."""
    ts = str(int(time.time()))
    signature = SignatureVerifier(secret).generate_signature(timestamp=ts, body=body) or ""
    request = urllib.request.Request(
        url, data=body.encode("utf-8"), method="POST",
        headers={"Content-Type": content_type, "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": signature},
    )
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            response.read()
            return response.status, time.perf_counter() - started
    except urllib.error.HTTPError as exc:
        return exc.code, time.perf_counter() - started


def send_event(url: str, event: dict[str, Any], event_id: str | None = None) -> tuple[int, float]:
    return signed_post(url, json.dumps(event_callback(event, event_id), ensure_ascii=False))


def metric_value(exposition: str, name: str, **labels: str) -> float:
    """One sample's value from a Prometheus text exposition (0 when absent)."""
    from prometheus_client.parser import text_string_to_metric_families

    for family in text_string_to_metric_families(exposition):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return float(sample.value)
    return 0.0


def metric_sum(exposition: str, name: str) -> float:
    """The sum of every sample named `name` (all label values)."""
    from prometheus_client.parser import text_string_to_metric_families

    return float(sum(s.value for f in text_string_to_metric_families(exposition) for s in f.samples if s.name == name))
