"""A fake Microsoft cloud on loopback for the Teams tests: Bot Connector, token endpoint, OpenID
metadata with a JWKS, and Graph `users/{id}`. Standard library HTTP; tokens signed with a real RSA
key so the SDK's JWT validation runs unchanged::

    with start_fake_teams(staff=["29:staff"]) as cloud:
        token = cloud.issue_token(audience=APP_ID, service_url=cloud.url)   # valid inbound token
        cloud.fail_next("send", status=429, retry_after=0.1)
        cloud.calls_to("send")                                              # recorded calls

Operations recorded: `open_dm` (POST /v3/conversations), `send` (POST …/activities), `reply`
(POST …/activities/{id}), `update` (PUT …/activities/{id}), `get_member` (GET …/members/{id}),
`token`, `graph_user`.
"""

from __future__ import annotations

import base64
import itertools
import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from functools import lru_cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

ISSUER = "https://api.botframework.com"
KID = "fake-key-1"
METADATA_PATH = "/v1/.well-known/openidconfiguration"
KEYS_PATH = "/v1/.well-known/keys"
TOKEN_PATH = "/oauth2/v2.0/token"


@lru_cache(maxsize=2)
def signing_key(name: str = "cloud") -> rsa.RSAPrivateKey:
    """One RSA key per name for the whole test session (generating one takes ~50 ms)."""
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def _b64(number: int) -> str:
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@dataclass(frozen=True)
class Call:
    operation: str
    method: str
    path: str
    body: dict[str, Any]
    at: float
    status: int


@dataclass
class _Failure:
    status: int
    retry_after: float | None
    times: int


@dataclass
class FakeTeamsCloud:
    staff: set[str] = field(default_factory=set)
    departments: dict[str, str] = field(default_factory=dict)
    latency_s: float = 0.0
    url: str = ""
    calls: list[Call] = field(default_factory=list)
    activities: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> last content
    _failures: dict[str, deque[_Failure]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    # tokens ------------------------------------------------------------------------------------
    @property
    def metadata_url(self) -> str:
        return self.url + METADATA_PATH

    @property
    def token_url(self) -> str:
        return self.url + TOKEN_PATH

    def issue_token(
        self,
        *,
        audience: str,
        service_url: str | None,
        issuer: str = ISSUER,
        expires_in: float = 3600,
        key: rsa.RSAPrivateKey | None = None,
        kid: str = KID,
    ) -> str:
        now = int(time.time())
        claims: dict[str, Any] = {"iss": issuer, "aud": audience, "iat": now - 10, "nbf": now - 10,
                                  "exp": int(now + expires_in)}
        if service_url is not None:
            claims["serviceurl"] = service_url
        return jwt.encode(claims, key or signing_key(), algorithm="RS256", headers={"kid": kid})

    def jwks(self) -> dict[str, Any]:
        public = signing_key().public_key().public_numbers()
        return {"keys": [{"kty": "RSA", "use": "sig", "kid": KID, "alg": "RS256",
                          "n": _b64(public.n), "e": _b64(public.e), "endorsements": ["msteams"]}]}

    # scripting ---------------------------------------------------------------------------------
    def fail_next(self, operation: str, *, status: int = 429, retry_after: float | None = None,
                  times: int = 1) -> None:
        with self._lock:
            self._failures.setdefault(operation, deque()).append(_Failure(status, retry_after, times))

    def _scripted(self, operation: str) -> _Failure | None:
        with self._lock:
            queue = self._failures.get(operation)
            if not queue:
                return None
            failure = queue[0]
            failure.times -= 1
            if failure.times <= 0:
                queue.popleft()
            return failure

    # reading -----------------------------------------------------------------------------------
    def calls_to(self, operation: str, *, ok_only: bool = True) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.operation == operation and (c.status < 300 or not ok_only)]

    def wait_for(self, predicate: Callable[[FakeTeamsCloud], bool], timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        while not predicate(self):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.02)
        return True

    def wait_calls(self, operation: str, count: int = 1, timeout: float = 10.0,
                   where: Callable[[Call], bool] | None = None) -> list[Call]:
        def matching() -> list[Call]:
            return [c for c in self.calls_to(operation) if where is None or where(c)]

        if not self.wait_for(lambda _: len(matching()) >= count, timeout):
            raise AssertionError(f"expected {count} call(s) to {operation}, got {len(matching())}")
        return matching()

    def clear(self) -> None:
        with self._lock:
            self.calls.clear()

    # serving -----------------------------------------------------------------------------------
    def _next_id(self) -> str:
        with self._lock:
            return f"1{next(self._ids):012d}"

    def _record(self, call: Call) -> None:
        with self._lock:
            self.calls.append(call)

    def route(self, method: str, path: str) -> tuple[str, dict[str, str]]:
        parts = [unquote(p) for p in path.strip("/").split("/")]
        if method == "POST" and path == TOKEN_PATH:
            return "token", {}
        if method == "GET" and path == METADATA_PATH:
            return "metadata", {}
        if method == "GET" and path == KEYS_PATH:
            return "keys", {}
        if method == "GET" and parts[:3] == ["graph", "v1.0", "users"] and len(parts) == 4:
            return "graph_user", {"user": parts[3]}
        if parts[:2] == ["v3", "conversations"]:
            if len(parts) == 2 and method == "POST":
                return "open_dm", {}
            conv = parts[2] if len(parts) > 2 else ""
            if len(parts) == 4 and parts[3] == "activities" and method == "POST":
                return "send", {"conversation": conv}
            if len(parts) == 5 and parts[3] == "activities":
                return ("reply" if method == "POST" else "update"), {"conversation": conv, "activity": parts[4]}
            if len(parts) == 5 and parts[3] == "members" and method == "GET":
                return "get_member", {"conversation": conv, "user": parts[4]}
        return "unknown", {}

    def respond(self, operation: str, params: dict[str, str], body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        if operation == "token":
            token = jwt.encode({"aud": "https://api.botframework.com", "exp": int(time.time()) + 3600},
                               "fake-connector-token-signing-secret-0123", algorithm="HS256")
            return 200, {"token_type": "Bearer", "expires_in": 3600, "access_token": token}
        if operation == "metadata":
            return 200, {"issuer": ISSUER, "jwks_uri": self.url + KEYS_PATH,
                         "id_token_signing_alg_values_supported": ["RS256"]}
        if operation == "keys":
            return 200, self.jwks()
        if operation == "graph_user":
            dept = self.departments.get(params["user"])
            if dept is None:
                return 404, {"error": {"code": "Request_ResourceNotFound"}}
            return 200, {"department": dept}
        if operation == "open_dm":
            member = ((body.get("members") or [{}])[0]).get("id", "")
            return 201, {"id": f"a:dm-{member}"}
        if operation in ("send", "reply"):
            activity_id = self._next_id()
            if body.get("type") != "typing":
                with self._lock:
                    self.activities[activity_id] = body
            return 201, {"id": activity_id}
        if operation == "update":
            with self._lock:
                self.activities[params["activity"]] = body
            return 200, {"id": params["activity"]}
        if operation == "get_member":
            if params["user"] in self.staff:
                return 200, {"id": params["user"], "name": "staff"}
            return 404, {"error": {"code": "MemberNotFoundInConversation", "message": "not a member"}}
        return 404, {"error": {"code": "NotFound"}}


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _handle(self) -> None:
        cloud = self.server.cloud
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        split = urlsplit(self.path)
        operation, params = cloud.route(self.command, split.path)
        body: dict[str, Any] = {}
        if raw:
            if "form-urlencoded" in (self.headers.get("Content-Type") or ""):
                body = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
            else:
                with suppress(ValueError):
                    parsed = json.loads(raw)
                    body = parsed if isinstance(parsed, dict) else {}
        if cloud.latency_s and operation not in ("metadata", "keys", "token"):
            time.sleep(cloud.latency_s)
        failure = cloud._scripted(operation)
        headers: dict[str, str] = {}
        if failure is not None:
            status, answer = failure.status, {"error": {"code": "Scripted", "message": "scripted failure"}}
            if failure.retry_after is not None:
                headers["Retry-After"] = f"{failure.retry_after:g}"
        else:
            status, answer = cloud.respond(operation, params, body)
        if operation not in ("metadata", "keys"):
            cloud._record(Call(operation, self.command, split.path, body, time.monotonic(), status))
        payload = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)

    do_GET = _handle
    do_POST = _handle
    do_PUT = _handle


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # like the Bot Connector, never drop a connection (socketserver's default is 5)

    def __init__(self, cloud: FakeTeamsCloud) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.cloud = cloud


@contextmanager
def start_fake_teams(**kwargs: Any) -> Iterator[FakeTeamsCloud]:
    cloud = FakeTeamsCloud(**kwargs)
    server = _Server(cloud)
    cloud.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, name="fake-teams", daemon=True)
    thread.start()
    try:
        yield cloud
    finally:
        server.shutdown()
        server.server_close()
