"""A fake Slack Socket Mode server on loopback (websockets' sync server in a thread).

`apps.connections.open` on the fake Web API returns `url`; the server says hello, then delivers the
envelopes queued with `deliver()`, and records each acknowledgement (`{"envelope_id": ...}`).
"""

from __future__ import annotations

import json
import queue
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import Server, ServerConnection, serve


@dataclass
class FakeSocketMode:
    url: str = ""
    acks: list[dict[str, Any]] = field(default_factory=list)
    connections: int = 0
    _outbox: queue.Queue[dict[str, Any]] = field(default_factory=queue.Queue)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def deliver(self, payload: dict[str, Any], *, kind: str = "events_api", envelope_id: str | None = None) -> str:
        envelope_id = envelope_id or f"env-{time.monotonic_ns()}"
        self._outbox.put({"envelope_id": envelope_id, "type": kind, "payload": payload,
                          "accepts_response_payload": kind != "events_api", "retry_attempt": 0,
                          "retry_reason": ""})
        return envelope_id

    def acked(self, envelope_id: str) -> bool:
        with self._lock:
            return any(a.get("envelope_id") == envelope_id for a in self.acks)

    def wait_connected(self, timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        while self.connections == 0:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.02)
        return True

    def _handle(self, connection: ServerConnection) -> None:
        with self._lock:
            self.connections += 1
        connection.send(json.dumps({"type": "hello", "num_connections": 1,
                                    "connection_info": {"app_id": "AHELPDESK"}}))
        try:
            while True:
                try:
                    envelope = self._outbox.get(timeout=0.05)
                    connection.send(json.dumps(envelope, ensure_ascii=False))
                except queue.Empty:
                    pass
                try:
                    message = connection.recv(timeout=0)
                except TimeoutError:
                    continue
                self._record(message)
        except ConnectionClosed:
            return

    def _record(self, message: str | bytes) -> None:
        try:
            data = json.loads(message)
        except ValueError:
            return
        if isinstance(data, dict) and "envelope_id" in data:
            with self._lock:
                self.acks.append(data)


@contextmanager
def start_fake_socket_mode() -> Iterator[FakeSocketMode]:
    fake = FakeSocketMode()
    server: Server = serve(fake._handle, "127.0.0.1", 0)
    port = server.socket.getsockname()[1]
    fake.url = f"ws://127.0.0.1:{port}/link/?ticket=test"
    thread = threading.Thread(target=server.serve_forever, name="fake-socket-mode", daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        thread.join(timeout=5)
