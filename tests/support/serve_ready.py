"""Time from starting `helpdesk serve --http` to `/readyz` answering 200 (issue 14: warm start < 3 s).

Run from a source checkout after `helpdesk ingest` into the data dir:

    python -m tests.support.serve_ready [--data-dir DIR] [--runs 3]

Each run starts a fresh serve process against the fake Slack Web API (as the fault tests do: fake
token and signing secret, a new SQLite database), polls `/readyz` every 10 ms and prints the wall
time until it is 200 and the CPU time the process used until then.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.support.faults import SECRET, STAFF_CHANNEL, _free_port
from tests.support.slack_api import start_fake_slack_api

REPO = Path(__file__).resolve().parents[2]


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_to_ready(data_dir: Path, policies_dir: Path, timeout: float = 120.0, code: Path = REPO) -> tuple[float, float]:
    """(wall seconds from spawn to /readyz 200, CPU seconds of the serve process by then); `code`: the
    folder whose `bot` package runs (another checkout, for a comparison)."""
    with start_fake_slack_api(staff=["USTAFF1"]) as api, tempfile.TemporaryDirectory() as tmp:
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "HELPDESK_", "OPENAI_", "TEAMS_"))},
            "SLACK_BOT_TOKEN": "xoxb-ready", "SLACK_SIGNING_SECRET": SECRET, "SLACK_API_URL": api.url,
            "HELPDESK_STAFF_CHANNEL": STAFF_CHANNEL, "HELPDESK_DATA_DIR": str(data_dir),
            "HELPDESK_POLICIES_DIR": str(policies_dir), "DATABASE_URL": f"sqlite:///{tmp}/ready.sqlite3",
            "PYTHONPATH": str(code),
        }
        port = _free_port()
        with open(Path(tmp) / "serve.log", "wb") as log:
            started = time.monotonic()
            proc = subprocess.Popen(
                [sys.executable, "-m", "bot", "serve", "--http", "--host", "127.0.0.1", "--port", str(port)],
                env=env, stdout=log, stderr=log, stdin=subprocess.DEVNULL, cwd=tmp,
            )
            try:
                while time.monotonic() - started < timeout:
                    if proc.poll() is not None:
                        raise RuntimeError("helpdesk serve exited: " + (Path(tmp) / "serve.log").read_text())
                    try:
                        with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as r:
                            if r.status == 200:
                                return time.monotonic() - started, _cpu_seconds(proc.pid)
                    except (urllib.error.HTTPError, OSError):
                        pass
                    time.sleep(0.01)
                raise RuntimeError("helpdesk serve was not ready in time")
            finally:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(15)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, default=Path(os.environ.get("HELPDESK_DATA_DIR", ".helpdesk")))
    parser.add_argument("--policies-dir", type=Path, default=REPO / "policies")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--code", type=Path, default=REPO, help="folder holding the `bot` package to run")
    args = parser.parse_args()
    walls = []
    for run in range(args.runs):
        wall, cpu = time_to_ready(args.data_dir.resolve(), args.policies_dir.resolve(), code=args.code.resolve())
        walls.append(wall)
        print(f"run {run + 1}: ready after {wall:.2f} s wall, {cpu:.2f} s CPU", flush=True)
    print(f"median: {statistics.median(walls):.2f} s wall")


if __name__ == "__main__":
    main()
