"""Run the Slack app: HTTP mode (ASGI on uvicorn, `POST /slack/events`) or Socket Mode.

Bolt's own Starlette adapter calls the synchronous `App.dispatch` on the event loop, so one slow
request would hold up all others; here each dispatch runs in Starlette's thread pool instead.
Employees' message events do not go through Bolt at all: `bot.slack.fast_events` verifies, screens
and stores them on the event loop (the transaction on the intake's writer thread) and acknowledges
them once stored.

The edge (issue 13): a body over `HELPDESK_MAX_BODY_BYTES` gets 413 before more of it is read (by
Content-Length, or while streaming); a body that is not UTF-8, not a JSON object, or has a
non-numeric timestamp gets 400, never a traceback. `/healthz`: the process is alive. `/readyz`:
the database takes writes and the policy index exists, built by the configured embedding model.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING
from urllib.parse import parse_qs

import uvicorn
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler
from slack_bolt.adapter.starlette.handler import to_bolt_request, to_starlette_response
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route, request_response

from bot.answer.cpu_slots import CountedApp
from bot.ops.health import Readiness
from bot.ops.metrics import metrics_endpoint

if TYPE_CHECKING:
    from bot.slack.fast_events import FastEvents

log = logging.getLogger(__name__)

EVENTS_PATH = "/slack/events"
DEFAULT_MAX_BODY = 1_000_000


class BodyTooLarge(Exception):
    pass


async def read_limited(request: Request, limit: int) -> bytes:
    """The body, refusing (BodyTooLarge) as soon as it is known to exceed `limit` bytes."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            if int(declared) > limit:
                raise BodyTooLarge
        except ValueError:
            raise ValueError("bad content-length") from None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise BodyTooLarge
    return bytes(body)


def malformed(body: bytes, content_type: str, timestamp: str | None) -> str | None:
    """Why a Slack request body cannot be a Slack request (None when it can)."""
    if timestamp is not None and not timestamp.strip().lstrip("-").isdigit():
        return "timestamp"
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return "encoding"
    if "application/json" in content_type:
        try:
            parsed = json.loads(text)
        except ValueError:
            return "json"
        return None if isinstance(parsed, dict) else "json"
    if "application/x-www-form-urlencoded" in content_type:
        payload = parse_qs(text, keep_blank_values=True).get("payload")
        if payload:
            try:
                parsed = json.loads(payload[-1])
            except ValueError:
                return "payload"
            return None if isinstance(parsed, dict) else "payload"
        return None
    return "content-type"


def build_asgi(
    bolt: App | None, *, max_body: int = DEFAULT_MAX_BODY, readiness: Readiness | None = None,
    extra_routes: Sequence[BaseRoute] = (), fast: FastEvents | None = None,
) -> Starlette:
    """`/slack/events` (when `bolt` is given), health and readiness, and `extra_routes` (Teams).
    `fast`: employees' message events are stored and acknowledged on the event loop
    (`bot.slack.fast_events`); everything else goes through Bolt."""
    async def events(request: Request) -> Response:
        try:
            body = await read_limited(request, max_body)
        except BodyTooLarge:
            log.info("request refused: body over %s bytes", max_body)
            return PlainTextResponse("request body too large", status_code=413)
        except ValueError:
            return PlainTextResponse("bad request", status_code=400)
        problem = malformed(
            body, request.headers.get("content-type", ""), request.headers.get("x-slack-request-timestamp")
        )
        if problem:
            log.info("request refused: malformed (%s)", problem)
            return PlainTextResponse("bad request", status_code=400)
        if fast is not None:
            response = await fast.handle(body, request.headers)
            if response is not None:
                return response
        assert bolt is not None
        bolt_response = await run_in_threadpool(bolt.dispatch, to_bolt_request(request, body))
        return to_starlette_response(bolt_response)

    async def health(request: Request) -> Response:
        return PlainTextResponse("ok")

    async def ready(request: Request) -> Response:
        if readiness is None:
            return PlainTextResponse("ok")
        report = await run_in_threadpool(readiness.check)
        return JSONResponse(report.as_json(), status_code=200 if report.ok else 503)

    # requests on the acknowledgement path count as arriving: answering yields to them (bot.answer.cpu_slots)
    # (until the response is written: bot.answer.cpu_slots.CountedApp)
    slack = [Route(EVENTS_PATH, CountedApp(request_response(events)), methods=["POST"])] if bolt is not None else []
    return Starlette(routes=[
        *slack,
        Route("/healthz", health),
        Route("/readyz", ready),
        Route("/metrics", metrics_endpoint),
        *extra_routes,
    ])


def make_http_server(
    bolt: App | None, *, host: str = "0.0.0.0", port: int = 3000, max_body: int = DEFAULT_MAX_BODY,
    readiness: Readiness | None = None, extra_routes: Sequence[BaseRoute] = (), fast: FastEvents | None = None,
) -> uvicorn.Server:
    config = uvicorn.Config(
        build_asgi(bolt, max_body=max_body, readiness=readiness, extra_routes=extra_routes, fast=fast),
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        log_config=None,  # uvicorn's own lines go through the root handler (text or JSON, see bot.ops.logsetup)
        lifespan="off",
        timeout_graceful_shutdown=10,
    )
    return uvicorn.Server(config)


class BackgroundServer:
    """uvicorn in a thread (tests and benchmarks); `url` is the events endpoint."""

    def __init__(
        self, bolt: App, host: str = "127.0.0.1", port: int = 0, *, max_body: int = DEFAULT_MAX_BODY,
        readiness: Readiness | None = None, fast: FastEvents | None = None,
    ) -> None:
        import socket

        if port == 0:
            with socket.socket() as probe:
                probe.bind((host, 0))
                port = int(probe.getsockname()[1])
        self.server = make_http_server(
            bolt, host=host, port=port, max_body=max_body, readiness=readiness, fast=fast
        )
        self.url = f"http://{host}:{port}{EVENTS_PATH}"
        self.base_url = f"http://{host}:{port}"
        self._thread = threading.Thread(target=self.server.run, name="uvicorn", daemon=True)

    def start(self, timeout: float = 10.0) -> BackgroundServer:
        import time

        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the HTTP server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self._thread.join(timeout=10)


def run_socket_mode(bolt: App, app_token: str, *, on_ready: Callable[[], None] | None = None) -> None:
    """Socket Mode with the built-in client; `apps.connections.open` goes through the app's WebClient,
    so `SLACK_API_URL` applies to it too. Blocks until interrupted."""
    handler = SocketModeHandler(bolt, app_token)
    handler.connect()
    log.info("socket mode connected")
    if on_ready:
        on_ready()
    try:
        threading.Event().wait()
    finally:
        handler.close()
