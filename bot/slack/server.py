"""Run the Slack app: HTTP mode (ASGI on uvicorn, `POST /slack/events`) or Socket Mode.

Bolt's own Starlette adapter calls the synchronous `App.dispatch` on the event loop, so one slow
request would hold up all others; here each dispatch runs in Starlette's thread pool instead.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import uvicorn
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler
from slack_bolt.adapter.starlette.handler import to_bolt_request, to_starlette_response
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from bot.metrics import metrics_endpoint

log = logging.getLogger(__name__)

EVENTS_PATH = "/slack/events"


def build_asgi(bolt: App) -> Starlette:
    async def events(request: Request) -> Response:
        body = await request.body()
        bolt_response = await run_in_threadpool(bolt.dispatch, to_bolt_request(request, body))
        return to_starlette_response(bolt_response)

    async def health(request: Request) -> Response:
        return PlainTextResponse("ok")

    return Starlette(
        routes=[
            Route(EVENTS_PATH, events, methods=["POST"]),
            Route("/healthz", health),
            Route("/metrics", metrics_endpoint),
        ]
    )


def make_http_server(bolt: App, *, host: str = "0.0.0.0", port: int = 3000) -> uvicorn.Server:
    config = uvicorn.Config(
        build_asgi(bolt),
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        log_config=None,  # uvicorn's own lines go through the root handler (text or JSON, see bot.logsetup)
        lifespan="off",
        timeout_graceful_shutdown=10,
    )
    return uvicorn.Server(config)


class BackgroundServer:
    """uvicorn in a thread (tests and benchmarks); `url` is the events endpoint."""

    def __init__(self, bolt: App, host: str = "127.0.0.1", port: int = 0) -> None:
        import socket

        if port == 0:
            with socket.socket() as probe:
                probe.bind((host, 0))
                port = int(probe.getsockname()[1])
        self.server = make_http_server(bolt, host=host, port=port)
        self.url = f"http://{host}:{port}{EVENTS_PATH}"
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
