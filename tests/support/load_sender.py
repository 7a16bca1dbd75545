"""The benchmarks' load generator in its own process, as Slack and Teams send from elsewhere.

`helpdesk bench slack` / `bench teams` measure how long the bot takes to acknowledge a burst of
concurrent requests. With the 20 sending threads inside the bot's own process (`--senders thread`,
the old mode) the load generator competes with the server it measures for the GIL: each urllib
request costs its sender ~2-3 ms of Python. Here the parent prepares every request (body, signature
or token) before the clock starts and a child process, standard library only, sends them at once
with one thread each, exactly as the in-process senders do (a thread pool, each thread timing its
own request from just before `urlopen` until the response is read), and reports status, latency
and body per request. The child runs this file as a script (`python load_sender.py`): one JSON
line in per burst, one JSON line out.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Response:
    status: int
    latency_s: float
    body: str


def _send(url: str, body: str, headers: dict[str, str], timeout: float) -> dict[str, Any]:
    request = urllib.request.Request(url, data=body.encode("utf-8"), headers=headers, method="POST")
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read().decode("utf-8", "replace")
            return {"status": response.status, "latency_s": time.perf_counter() - started, "body": text}
    except urllib.error.HTTPError as exc:
        text = exc.read().decode("utf-8", "replace")
        return {"status": exc.code, "latency_s": time.perf_counter() - started, "body": text}


def _burst(order: dict[str, Any]) -> list[dict[str, Any]]:
    requests = order["requests"]
    with ThreadPoolExecutor(max_workers=len(requests)) as pool:
        return list(pool.map(
            lambda r: _send(order["url"], r["body"], r["headers"], order["timeout"]), requests
        ))


def _serve() -> None:
    for line in sys.stdin:
        try:
            results: Any = _burst(json.loads(line))
        except Exception as exc:  # reported to the parent, which raises it
            results = {"error": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(results) + "\n")
        sys.stdout.flush()


class SenderProcess:
    """A child process that sends bursts of POST requests; `with SenderProcess() as senders:`."""

    def __init__(self) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            encoding="utf-8",
        )

    def burst(self, url: str, requests: list[tuple[str, dict[str, str]]], *,
              timeout: float = 30.0) -> list[Response]:
        """POST every (body, headers) to `url` at once; one response per request, in order."""
        assert self._proc.stdin is not None and self._proc.stdout is not None
        order = {"url": url, "timeout": timeout,
                 "requests": [{"body": body, "headers": headers} for body, headers in requests]}
        self._proc.stdin.write(json.dumps(order) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the sender process exited (code {self._proc.poll()})")
        results = json.loads(line)
        if isinstance(results, dict):
            raise RuntimeError(f"the sender process failed: {results['error']}")
        return [Response(r["status"], r["latency_s"], r["body"]) for r in results]

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        if self._proc.stdout is not None:
            self._proc.stdout.close()

    def __enter__(self) -> SenderProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":
    _serve()
