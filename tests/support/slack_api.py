"""A fake Slack Web API on loopback, driven by the real `slack_sdk.WebClient(base_url=...)`.

Standard library only. Every call is recorded (method, arguments, arrival time); responses are
plausible Slack payloads; failures can be scripted per method::

    with start_fake_slack_api(staff=["USTAFF"]) as api:
        client = WebClient(token="xoxb-test", base_url=api.url)
        api.fail_next("chat.postMessage", status=429, retry_after=1)
        client.chat_postMessage(channel="D1", text="hi")   # retried by the client's handler
        api.calls_to("chat.postMessage")                    # two recorded attempts
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

BOT_USER_ID = "UBOT"
BOT_ID = "BBOT"
TEAM_ID = "T0001"


@dataclass(frozen=True)
class Call:
    method: str
    args: dict[str, Any]
    at: float  # time.monotonic() on arrival
    status: int  # the HTTP status the fake answered with


@dataclass
class _Failure:
    status: int
    retry_after: float | None
    body: dict[str, Any] | None
    times: int


@dataclass
class FakeSlackAPI:
    """State of the fake: recorded calls, users, staff-channel members and scripted failures."""

    staff: list[str] = field(default_factory=list)
    users: dict[str, dict[str, Any]] = field(default_factory=dict)
    socket_url: str | None = None
    latency_s: float = 0.0
    url: str = ""
    calls: list[Call] = field(default_factory=list)
    messages: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # channel -> posted messages
    _failures: dict[str, deque[_Failure]] = field(default_factory=dict)
    _windows: list[tuple[str, float, int, str | None]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _ts: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    # scripting ----------------------------------------------------------------------------------
    def fail_next(
        self,
        method: str,
        *,
        status: int = 429,
        retry_after: float | None = 1,
        body: dict[str, Any] | None = None,
        times: int = 1,
    ) -> None:
        """The next `times` calls to `method` answer `status` (with `Retry-After` when given)."""
        with self._lock:
            self._failures.setdefault(method, deque()).append(_Failure(status, retry_after, body, times))

    def fail_for(self, method: str, seconds: float, *, status: int = 500, channel: str | None = None) -> None:
        """Every call to `method` (to `channel`, if given) answers `status` for `seconds` from now."""
        with self._lock:
            self._windows.append((method, time.monotonic() + seconds, status, channel))

    def add_user(
        self,
        user_id: str,
        *,
        email: str | None = None,
        fields: dict[str, str] | None = None,
        name: str | None = None,
        is_bot: bool = False,
    ) -> None:
        profile: dict[str, Any] = {"real_name": name or user_id, "display_name": name or user_id}
        if email:
            profile["email"] = email
        if fields:
            profile["fields"] = {key: {"value": value, "alt": ""} for key, value in fields.items()}
        self.users[user_id] = {"id": user_id, "name": name or user_id, "is_bot": is_bot, "profile": profile}

    # reading ------------------------------------------------------------------------------------
    def calls_to(self, method: str, *, ok_only: bool = True) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.method == method and (c.status == 200 or not ok_only)]

    def wait_for(self, predicate: Callable[[FakeSlackAPI], bool], timeout: float = 10.0) -> bool:
        """Poll until `predicate(self)` holds or the timeout passes."""
        deadline = time.monotonic() + timeout
        while not predicate(self):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.02)
        return True

    def wait_calls(self, method: str, count: int = 1, timeout: float = 10.0) -> list[Call]:
        if not self.wait_for(lambda api: len(api.calls_to(method)) >= count, timeout):
            raise AssertionError(f"expected {count} call(s) to {method}, got {len(self.calls_to(method))}")
        return self.calls_to(method)

    def clear(self) -> None:
        with self._lock:
            self.calls.clear()

    # serving ------------------------------------------------------------------------------------
    def _record(self, method: str, args: dict[str, Any], status: int) -> None:
        with self._lock:
            self.calls.append(Call(method, args, time.monotonic(), status))

    def _scripted_failure(self, method: str, args: dict[str, Any] | None = None) -> _Failure | None:
        with self._lock:
            now = time.monotonic()
            for name, until, status, channel in self._windows:
                if name == method and now < until and (channel is None or (args or {}).get("channel") == channel):
                    return _Failure(status, None, None, 1)
            queue = self._failures.get(method)
            if not queue:
                return None
            failure = queue[0]
            failure.times -= 1
            if failure.times <= 0:
                queue.popleft()
            return failure

    def _next_ts(self) -> str:
        with self._lock:
            return f"{int(time.time())}.{next(self._ts):06d}"

    def respond(self, method: str, args: dict[str, Any]) -> dict[str, Any]:
        """The body of a successful call to `method`."""
        handler = _HANDLERS.get(method)
        if handler is None:
            return {"ok": True}
        return handler(self, args)


def _auth_test(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "ok": True,
        "url": "https://example.slack.com/",
        "team": "Example",
        "user": "helpdesk",
        "team_id": TEAM_ID,
        "user_id": BOT_USER_ID,
        "bot_id": BOT_ID,
        "is_enterprise_install": False,
    }


def _post_message(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    ts = api._next_ts()
    message = {
        "type": "message",
        "user": BOT_USER_ID,
        "bot_id": BOT_ID,
        "text": args.get("text", ""),
        "ts": ts,
        "blocks": args.get("blocks") or [],
    }
    if args.get("thread_ts"):
        message["thread_ts"] = args["thread_ts"]
    metadata = args.get("metadata")
    if isinstance(metadata, str):
        with suppress(ValueError):
            metadata = json.loads(metadata)
    if isinstance(metadata, dict):
        message["metadata"] = metadata
    with api._lock:
        api.messages.setdefault(str(args.get("channel")), []).append(message)
    return {"ok": True, "channel": args.get("channel"), "ts": ts, "message": message}


def _history(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    """conversations.history / .replies: newest first; metadata only with include_all_metadata."""
    with api._lock:
        posted = list(api.messages.get(str(args.get("channel")), []))
    thread = args.get("ts")
    if thread:
        posted = [m for m in posted if m.get("thread_ts") == thread or m["ts"] == thread]
    with_metadata = str(args.get("include_all_metadata", "")).lower() in ("1", "true")
    shown = [m if with_metadata else {k: v for k, v in m.items() if k != "metadata"} for m in reversed(posted)]
    return {"ok": True, "messages": shown[: int(args.get("limit") or 100)], "has_more": False}


def _update(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "channel": args.get("channel"), "ts": args.get("ts"), "text": args.get("text", "")}


def _ephemeral(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "message_ts": api._next_ts()}


def _open(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    users = str(args.get("users", ""))
    return {"ok": True, "channel": {"id": "D" + users.split(",")[0].removeprefix("U")}}


def _members(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "members": list(api.staff), "response_metadata": {"next_cursor": ""}}


def _user(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    user_id = str(args.get("user", ""))
    return api.users.get(user_id) or {
        "id": user_id,
        "name": user_id,
        "is_bot": False,
        "profile": {"real_name": user_id},
    }


def _users_info(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    # Like Slack, users.info leaves custom profile fields out: users.profile.get has them.
    user = dict(_user(api, args))
    user["profile"] = {k: v for k, v in user["profile"].items() if k != "fields"}
    return {"ok": True, "user": user}


def _users_profile(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "profile": _user(api, args)["profile"]}


def _view(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    view = args.get("view")
    if isinstance(view, str):
        view = json.loads(view)
    return {"ok": True, "view": {"id": "V" + api._next_ts().replace(".", ""), **(view or {})}}


def _connections_open(api: FakeSlackAPI, args: dict[str, Any]) -> dict[str, Any]:
    if not api.socket_url:
        return {"ok": False, "error": "not_allowed_token_type"}
    return {"ok": True, "url": api.socket_url}


_HANDLERS: dict[str, Callable[[FakeSlackAPI, dict[str, Any]], dict[str, Any]]] = {
    "auth.test": _auth_test,
    "chat.postMessage": _post_message,
    "chat.update": _update,
    "conversations.history": _history,
    "conversations.replies": _history,
    "chat.postEphemeral": _ephemeral,
    "conversations.open": _open,
    "conversations.members": _members,
    "users.info": _users_info,
    "users.profile.get": _users_profile,
    "views.open": _view,
    "views.publish": _view,
    "views.update": _view,
    "apps.connections.open": _connections_open,
}


def _parse_body(content_type: str, raw: bytes) -> dict[str, Any]:
    if not raw:
        return {}
    if "application/json" in content_type:
        parsed = json.loads(raw.decode("utf-8"))
        return parsed if isinstance(parsed, dict) else {}
    form = parse_qs(raw.decode("utf-8"), keep_blank_values=True)
    args: dict[str, Any] = {key: values[-1] for key, values in form.items()}
    for key in ("blocks", "view", "attachments"):
        if isinstance(args.get(key), str):
            with suppress(ValueError):
                args[key] = json.loads(args[key])
    return args


def _handler_class(api: FakeSlackAPI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return

        def do_GET(self) -> None:
            self._serve()

        def do_POST(self) -> None:
            self._serve()

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            path, _, query = self.path.partition("?")
            method = path.rstrip("/").rsplit("/", 1)[-1]
            args = _parse_body(self.headers.get("Content-Type", ""), raw)
            for key, values in parse_qs(query).items():
                args.setdefault(key, values[-1])
            if api.latency_s:
                time.sleep(api.latency_s)
            failure = api._scripted_failure(method, args)
            if failure is not None:
                body = failure.body or {
                    "ok": False,
                    "error": "ratelimited" if failure.status == 429 else "fatal",
                }
                headers = {"Retry-After": str(failure.retry_after)} if failure.retry_after is not None else {}
                api._record(method, args, failure.status)
                self._send(failure.status, body, headers)
                return
            body = api.respond(method, args)
            api._record(method, args, 200)
            self._send(200, body, {})

        def _send(self, status: int, body: dict[str, Any], headers: dict[str, str]) -> None:
            data = json.dumps(body).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            for key, value in headers.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(data)

    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # Slack's Web API does not drop connections: with the socketserver default backlog of 5, twenty
    # workers connecting at once lost SYNs and waited for the 1 s retransmission (seen in the busy
    # benchmark as answers whose work started a second late)
    request_queue_size = 128


@contextmanager
def start_fake_slack_api(
    *,
    staff: list[str] | None = None,
    socket_url: str | None = None,
    latency_s: float = 0.0,
) -> Iterator[FakeSlackAPI]:
    api = FakeSlackAPI(staff=list(staff or []), socket_url=socket_url, latency_s=latency_s)
    server = _Server(("127.0.0.1", 0), _handler_class(api))
    api.url = f"http://127.0.0.1:{server.server_address[1]}/api/"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield api
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=2)
