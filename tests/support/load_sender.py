"""The benchmarks' load generator in its own process, as Slack and Teams send from elsewhere.

`helpdesk bench slack` / `bench teams` measure how long the bot takes to acknowledge a burst of
concurrent requests. With the 20 sending threads inside the bot's own process (`--senders thread`,
the old mode) the load generator competes with the server it measures for the GIL: each urllib
request costs its sending thread ~2-3 ms of Python in the measured interpreter. Here the parent
prepares every request (body, signature or token) before the clock starts, and a child process
(standard library only, one thread, asyncio) opens one connection per request and sends all of
them at once; each request is timed from just before its connection is opened until its whole
response has been read (`Connection: close`, as urllib does). A single-threaded sender adds almost
no Python of its own per request, so what it measures is the server. The child runs this file as a
script (`python load_sender.py`): one JSON line in per burst, one JSON line out.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Response:
    status: int
    latency_s: float
    body: str


async def _send(url: str, body: str, headers: dict[str, str], timeout: float) -> dict[str, Any]:
    parts = urlsplit(url)
    payload = body.encode("utf-8")
    head = [f"POST {parts.path or '/'} HTTP/1.1", f"Host: {parts.netloc}", f"Content-Length: {len(payload)}",
            "Connection: close", *(f"{k}: {v}" for k, v in headers.items())]
    request = ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + payload
    started = time.perf_counter()
    reader, writer = await asyncio.wait_for(asyncio.open_connection(parts.hostname, parts.port or 80), timeout)
    try:
        writer.write(request)
        response = await asyncio.wait_for(reader.read(), timeout)  # the server closes: Connection: close
        latency = time.perf_counter() - started
    finally:
        writer.close()
    status_line, _, rest = response.partition(b"\r\n")
    _, _, content = rest.partition(b"\r\n\r\n")
    return {"status": int(status_line.split()[1]), "latency_s": latency, "body": content.decode("utf-8", "replace")}


async def _all(order: dict[str, Any]) -> list[dict[str, Any]]:
    return list(await asyncio.gather(
        *(_send(order["url"], r["body"], r["headers"], order["timeout"]) for r in order["requests"])
    ))


def _burst(order: dict[str, Any]) -> list[dict[str, Any]]:
    return asyncio.run(_all(order))


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
