"""A fake OpenAI-compatible server on loopback, driven by the real `openai` client.

Standard library only, so benchmarks can import it outside pytest::

    with start_fake_openai(latency_s=1.0) as fake:
        client = OpenAI(base_url=fake.url, api_key="test")
        fake.enqueue_json({"status": "answered", "answer": "... [1]", "evidence": ["1"],
                           "clarification": None})
        ...
        fake.requests  # every request: method, path, headers, json body, arrival time

Endpoints: `POST /v1/chat/completions` (scripted queue first, then the default responder) and
`POST /v1/embeddings` (deterministic feature-hashed character-bigram vectors, so texts that share
words are close). Each request runs in its own thread, so concurrent requests with a set latency
overlap rather than queue.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import math
import re
import struct
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

NOT_FOUND_SENTENCE = "규정에서 답을 찾지 못했습니다."


@dataclass(frozen=True)
class Reply:
    """One scripted response.

    With `status == 200` and `body is None` it is a chat completion whose message is `content`
    (or a refusal when `refusal` is set) with `finish_reason`. Otherwise `body` (JSON-serialisable,
    str or bytes; an OpenAI-style error object when None) is sent as is with `status` and `headers`.
    """

    content: str | None = None
    refusal: str | None = None
    finish_reason: str = "stop"
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None


@dataclass(frozen=True)
class _Delay:
    seconds: float
    then: Reply | None  # None: the default responder answers after the delay


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # lower-case names; the Authorization value is redacted
    json: Any  # the parsed body, or None when it was not JSON
    received_at: float  # time.monotonic() when the body had been read
    index: int  # arrival order, from 0


Responder = Callable[[dict[str, Any]], "dict[str, Any] | Reply"]

_EXCERPT = re.compile(r'<excerpt n="(\d+)"[^>]*>\n(.*?)\n</excerpt>', re.DOTALL)
_QUESTION = re.compile(r"<question>\n?(.*?)\n?</question>", re.DOTALL)


def _bigrams(text: str) -> set[str]:
    compact = re.sub(r"\s+", "", text.lower())
    return {compact[i : i + 2] for i in range(len(compact) - 1)}


def _last_user_text(request_json: dict[str, Any]) -> str:
    for message in reversed(request_json.get("messages") or []):
        if message.get("role") == "user" and isinstance(message.get("content"), str):
            return str(message["content"])
    return ""


def answer_from_excerpts(request_json: dict[str, Any]) -> dict[str, Any]:
    """A deterministic 'model': cite the excerpt that shares most character bigrams with the question.

    It reads the prompt format of `bot.answer.generate.openai_gen` (`<excerpt n="..">` blocks and a
    `<question>` block) and answers with the first content line of the best excerpt, verbatim,
    followed by its `[n]` marker; with no excerpts it abstains with the fixed sentence.
    """
    prompt = _last_user_text(request_json)
    excerpts = [(int(n), text) for n, text in _EXCERPT.findall(prompt)]
    found = _QUESTION.search(prompt)
    question = found.group(1) if found else prompt
    if not excerpts:
        return {"status": "insufficient_evidence", "answer": NOT_FOUND_SENTENCE, "evidence": [],
                "clarification": None}
    wanted = _bigrams(question)
    number, text = max(excerpts, key=lambda item: (len(wanted & _bigrams(item[1])), -item[0]))
    lines = [line.strip().lstrip("-*").strip() for line in text.splitlines()]
    sentence = next((line for line in lines if line and not line.startswith("#")), text.strip())
    return {"status": "answered", "answer": f"{sentence} [{number}]", "evidence": [str(number)],
            "clarification": None}


def fake_embedding(text: str, dim: int = 64) -> list[float]:
    """Feature-hashed character bigrams, L2-normalised: deterministic, and shared words mean closeness."""
    vector = [0.0] * dim
    for gram in _bigrams(text) or {text}:
        digest = hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest()
        bucket = int.from_bytes(digest[:4], "little") % dim
        vector[bucket] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(v * v for v in vector))
    if norm == 0.0:
        vector[0], norm = 1.0, 1.0
    return [v / norm for v in vector]


def _error_body(status: int) -> dict[str, Any]:
    kind = "rate_limit_exceeded" if status == 429 else "server_error" if status >= 500 else "invalid_request"
    return {"error": {"message": f"fake server error {status}", "type": kind, "param": None, "code": None}}


class FakeOpenAI:
    """The server's state and script. Build it with `start_fake_openai()`; stop it with `stop()`."""

    def __init__(
        self,
        *,
        latency_s: float = 0.0,
        responder: Responder | None = None,
        embedding_dim: int = 64,
        host: str = "127.0.0.1",
    ) -> None:
        self.latency_s = latency_s  # added to every chat completion (not to embeddings)
        self.responder: Responder = responder or answer_from_excerpts
        self.embedding_dim = embedding_dim
        self.requests: list[RecordedRequest] = []
        self._queues: dict[str, deque[Reply | _Delay]] = {"chat": deque(), "embeddings": deque()}
        self._lock = threading.Lock()
        self._counter = itertools.count()
        self._stopping = threading.Event()
        self._server = _Server((host, 0), _Handler)
        self._server.fake = self
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        port = self._server.server_address[1]
        self.url = f"http://{host}:{port}/v1"

    # -- scripting ---------------------------------------------------------------------------
    def enqueue(self, reply: Reply, *, endpoint: str = "chat") -> None:
        with self._lock:
            self._queues[endpoint].append(reply)

    def enqueue_json(self, payload: dict[str, Any], *, finish_reason: str = "stop") -> None:
        """A normal completion whose message content is `json.dumps(payload)`."""
        self.enqueue(Reply(content=json.dumps(payload, ensure_ascii=False), finish_reason=finish_reason))

    def enqueue_text(self, text: str, *, finish_reason: str = "stop") -> None:
        """A completion whose message content is `text`, verbatim (malformed JSON, prose...)."""
        self.enqueue(Reply(content=text, finish_reason=finish_reason))

    def enqueue_refusal(self, text: str = "I can't help with that.") -> None:
        self.enqueue(Reply(content=None, refusal=text))

    def enqueue_status(
        self, code: int, headers: dict[str, str] | None = None, body: Any = None, *, endpoint: str = "chat"
    ) -> None:
        """An HTTP error (or any status): `body` defaults to an OpenAI-style error object."""
        self.enqueue(Reply(status=code, headers=dict(headers or {}), body=body), endpoint=endpoint)

    def enqueue_delay(
        self, seconds: float, then: Reply | dict[str, Any] | str | None = None, *, endpoint: str = "chat"
    ) -> None:
        """Wait `seconds` before answering with `then` (dict: JSON content, str: raw content,
        None: the default responder). A client timeout shorter than `seconds` sees a timeout."""
        if isinstance(then, dict):
            then = Reply(content=json.dumps(then, ensure_ascii=False))
        elif isinstance(then, str):
            then = Reply(content=then)
        with self._lock:
            self._queues[endpoint].append(_Delay(seconds, then))

    def pending(self, endpoint: str = "chat") -> int:
        with self._lock:
            return len(self._queues[endpoint])

    def clear(self) -> None:
        """Forget the script and the recorded requests."""
        with self._lock:
            for queue in self._queues.values():
                queue.clear()
            self.requests.clear()

    # -- inspection --------------------------------------------------------------------------
    @property
    def chat_requests(self) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path.endswith("/chat/completions")]

    @property
    def embedding_requests(self) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path.endswith("/embeddings")]

    # -- lifecycle ---------------------------------------------------------------------------
    def stop(self) -> None:
        self._stopping.set()  # wakes handlers sleeping in a delay or latency
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- used by the handler -----------------------------------------------------------------
    def _record(self, method: str, path: str, headers: dict[str, str], body: Any) -> RecordedRequest:
        with self._lock:
            request = RecordedRequest(method, path, headers, body, time.monotonic(), next(self._counter))
            self.requests.append(request)
            return request

    def _next(self, endpoint: str) -> Reply | _Delay | None:
        with self._lock:
            queue = self._queues[endpoint]
            return queue.popleft() if queue else None

    def _sleep(self, seconds: float) -> None:
        if seconds > 0:
            self._stopping.wait(seconds)

    def _chat_reply(self, body: dict[str, Any]) -> Reply:
        scripted = self._next("chat")
        self._sleep(self.latency_s)
        if isinstance(scripted, _Delay):
            self._sleep(scripted.seconds)
            scripted = scripted.then
        if scripted is not None:
            return scripted
        produced = self.responder(body)
        if isinstance(produced, Reply):
            return produced
        return Reply(content=json.dumps(produced, ensure_ascii=False))

    def _embedding_reply(self, body: dict[str, Any]) -> Reply:
        scripted = self._next("embeddings")
        if isinstance(scripted, _Delay):
            self._sleep(scripted.seconds)
            scripted = scripted.then
        if scripted is not None:
            return scripted
        raw = body.get("input")
        texts = [raw] if isinstance(raw, str) else [str(item) for item in raw or []]
        dim = int(body.get("dimensions") or self.embedding_dim)
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for i, text in enumerate(texts):
            vector = fake_embedding(text, dim)
            encoded: Any = vector
            if as_base64:
                encoded = base64.b64encode(struct.pack(f"<{dim}f", *vector)).decode()
            data.append({"object": "embedding", "index": i, "embedding": encoded})
        tokens = sum(len(t) for t in texts)
        return Reply(body={"object": "list", "data": data, "model": body.get("model", "fake-embedding"),
                           "usage": {"prompt_tokens": tokens, "total_tokens": tokens}})


def _completion(reply: Reply, body: dict[str, Any], number: int) -> dict[str, Any]:
    content = reply.content
    completion_tokens = len(content or "") // 2
    prompt_tokens = sum(len(str(m.get("content") or "")) for m in body.get("messages") or []) // 2
    return {
        "id": f"chatcmpl-fake-{number}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "fake-model"),
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content, "refusal": reply.refusal},
            "finish_reason": reply.finish_reason,
            "logprobs": None,
        }],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # 20+ clients connecting at once must not overflow the listen backlog
    fake: FakeOpenAI


class _Handler(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True  # headers and body go out at once: no 40 ms delayed-ACK stalls
    protocol_version = "HTTP/1.1"  # keep-alive, like the real API
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # quiet: no request text in logs
        return

    def do_GET(self) -> None:
        self._read_and_record()
        if self.path.rstrip("/").endswith("/models"):
            self._send(200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]})
        else:
            self._send(404, _error_body(404))

    def do_POST(self) -> None:
        fake = self.server.fake
        request = self._read_and_record()
        body = request.json
        if not isinstance(body, dict):
            self._send(400, _error_body(400))
            return
        path = self.path.split("?", 1)[0].rstrip("/")
        if path.endswith("/chat/completions"):
            if body.get("stream"):
                self._send(400, _error_body(400))
                return
            reply = fake._chat_reply(body)
            if reply.status == 200 and reply.body is None:
                self._send(200, _completion(reply, body, request.index), reply.headers)
                return
        elif path.endswith("/embeddings"):
            reply = fake._embedding_reply(body)
        else:
            self._send(404, _error_body(404))
            return
        self._send(reply.status, reply.body if reply.body is not None else _error_body(reply.status),
                   reply.headers)

    def _read_and_record(self) -> RecordedRequest:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = None
        headers = {k.lower(): v for k, v in self.headers.items()}
        if "authorization" in headers:
            headers["authorization"] = "<redacted>"
        return self.server.fake._record(self.command, self.path, headers, body)

    def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        if isinstance(body, bytes):
            payload, content_type = body, "application/octet-stream"
        elif isinstance(body, str):
            payload, content_type = body.encode("utf-8"), "text/plain; charset=utf-8"
        else:
            payload, content_type = json.dumps(body, ensure_ascii=False).encode("utf-8"), "application/json"
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up (e.g. its timeout fired first)


def start_fake_openai(
    *, latency_s: float = 0.0, responder: Responder | None = None, embedding_dim: int = 64
) -> FakeOpenAI:
    """Start a fake server on 127.0.0.1 with a free port; `.url` is the base_url (ends with /v1)."""
    return FakeOpenAI(latency_s=latency_s, responder=responder, embedding_dim=embedding_dim)


try:  # the pytest fixture, when pytest is present (the module itself stays stdlib-only)
    import pytest
except ImportError:  # pragma: no cover - benchmarks run without pytest
    pass
else:

    @pytest.fixture
    def fake_openai() -> Iterator[FakeOpenAI]:
        """A fresh fake server per test. Use it with `from tests.fakes.openai_server import fake_openai`."""
        with start_fake_openai() as fake:
            yield fake
