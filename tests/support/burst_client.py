"""Send bursts of concurrent HTTP requests from a separate process and time each response.

The Slack and Teams benchmarks measure how fast the bot acknowledges a burst of 20 messages. Slack
and Teams are other machines: their clients do not share the bot's interpreter. Sent from threads
of the benchmark process itself, every request's own work (building, signing, urllib, reading the
reply: ~2-3 ms of Python each) competed with the server for the same GIL, and the figure measured
the benchmark as much as the bot. Here the requests are built and signed by the benchmark, then a
child process (standard library only, no `bot` import) opens one connection per request and
sends the prepared bytes at once; the latency is from connect to the last byte of the response.

Run as a script; it reads one JSON line per burst on stdin and answers one JSON line on stdout.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Prepared:
    """One request: path, headers and body, built (and signed) before the clock starts."""

    path: str
    headers: dict[str, str]
    body: bytes


class BurstClient:
    """A child process that fires prepared requests at `base_url` concurrently."""

    def __init__(self, base_url: str) -> None:
        parts = urlsplit(base_url)
        self.host = parts.hostname or "127.0.0.1"
        self.port = int(parts.port or 80)
        self._child = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve())],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )

    def burst(self, requests: list[Prepared], timeout_s: float = 30.0) -> list[tuple[int, float]]:
        """Send all requests at once; returns (HTTP status, latency in seconds) per request, in order."""
        assert self._child.stdin is not None and self._child.stdout is not None
        spec = {
            "host": self.host, "port": self.port, "timeout": timeout_s,
            "requests": [
                {"raw": _raw(self.host, self.port, r).decode("latin-1")} for r in requests
            ],
        }
        self._child.stdin.write(json.dumps(spec) + "\n")
        self._child.stdin.flush()
        line = self._child.stdout.readline()
        if not line:
            raise RuntimeError("the burst client process ended")
        return [(int(status), float(latency)) for status, latency in json.loads(line)]

    def close(self) -> None:
        if self._child.stdin is not None:
            self._child.stdin.close()
        try:
            self._child.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._child.kill()
            self._child.wait()

    def __enter__(self) -> BurstClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _raw(host: str, port: int, request: Prepared) -> bytes:
    head = [f"POST {request.path} HTTP/1.1", f"Host: {host}:{port}", f"Content-Length: {len(request.body)}",
            "Connection: close"]
    head += [f"{name}: {value}" for name, value in request.headers.items()]
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + request.body


def _send(host: str, port: int, raw: bytes, timeout: float, gate: threading.Barrier,
          out: list[Any], i: int) -> None:
    gate.wait()
    started = time.perf_counter()
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.sendall(raw)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
    latency = time.perf_counter() - started
    status_line = b"".join(chunks).split(b"\r\n", 1)[0].split()
    out[i] = (int(status_line[1]) if len(status_line) > 1 else 0, latency)


def _serve() -> None:
    for line in sys.stdin:
        spec = json.loads(line)
        raws = [r["raw"].encode("latin-1") for r in spec["requests"]]
        out: list[Any] = [(0, 0.0)] * len(raws)
        gate = threading.Barrier(len(raws))
        threads = [
            threading.Thread(target=_send, args=(spec["host"], spec["port"], raw, spec["timeout"], gate, out, i))
            for i, raw in enumerate(raws)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    _serve()
