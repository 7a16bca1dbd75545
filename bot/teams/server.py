"""`POST /api/messages` on Starlette, authenticated by the Teams SDK.

The SDK's `HttpServer` does the inbound work: it reads the bearer token, validates it with
`InboundActivityTokenValidator` (RS256 against the cloud's OpenID keys, issuer, audience = the app id,
expiry, and the token's `serviceurl` claim against the activity's `serviceUrl`) and answers 401 before
anything is processed. It is wired here through its adapter protocol onto routes that share the
Slack app's server and port. The SDK's switch that turns authentication off is never passed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from microsoft_teams.api import ClientCredentials
from microsoft_teams.apps.events import ActivityEvent
from microsoft_teams.apps.http.adapter import HttpMethod, HttpRequest, HttpResponse, HttpRouteHandler
from microsoft_teams.apps.http.http_server import HttpServer
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, request_response

from bot.answer.cpu_slots import CountedApp
from bot.teams.settings import TeamsSettings

log = logging.getLogger(__name__)

MESSAGES_PATH = "/api/messages"
MAX_BODY_BYTES = 1_000_000

# What the bot does with an authenticated activity: (status, body) for the HTTP response.
ActivityHandler = Callable[[dict[str, Any]], Awaitable[tuple[int, Any]]]


class StarletteRoutes:
    """The SDK's `HttpServerAdapter` on Starlette: it only collects routes; the caller serves them."""

    def __init__(self) -> None:
        self.routes: list[Route] = []

    def register_route(self, method: HttpMethod, path: str, handler: HttpRouteHandler) -> None:
        if method != "POST":
            raise ValueError(f"unsupported method {method}")

        async def endpoint(request: Request) -> Response:
            raw = bytearray()
            async for chunk in request.stream():  # bounded read: a declared length can lie
                raw += chunk
                if len(raw) > MAX_BODY_BYTES:
                    return JSONResponse({"error": "Payload too large"}, status_code=413)
            try:
                body = json.loads(raw)
            except ValueError:
                return JSONResponse({"error": "Bad request"}, status_code=400)
            # Without a serviceUrl the SDK would skip the token's serviceurl check (and no reply is possible).
            if not isinstance(body, dict) or not isinstance(body.get("serviceUrl"), str) or not body["serviceUrl"]:
                return JSONResponse({"error": "Bad request"}, status_code=400)
            result: HttpResponse = await handler(HttpRequest(body=body, headers=dict(request.headers)))
            if result.get("body") is not None:
                return JSONResponse(result["body"], status_code=result["status"])
            return Response(status_code=result["status"])

        # requests on the acknowledgement path count as arriving until their response is written:
        # answering yields to them (bot.answer.cpu_slots)
        self.routes.append(Route(path, CountedApp(request_response(endpoint)), methods=["POST"]))

    def serve_static(self, path: str, directory: str) -> None:
        raise NotImplementedError("static files are not served")

    async def start(self, port: int) -> None:
        raise NotImplementedError("the helpdesk server is started by `helpdesk serve`")

    async def stop(self) -> None:
        return None


def teams_routes(settings: TeamsSettings, handle: ActivityHandler) -> list[Route]:
    """The authenticated `/api/messages` route; `handle` sees only activities whose token validated."""
    settings.require()
    assert settings.client_id and settings.client_secret
    adapter = StarletteRoutes()
    server = HttpServer(adapter, messaging_endpoint=MESSAGES_PATH)
    server.initialize(
        credentials=ClientCredentials(
            client_id=settings.client_id, client_secret=settings.client_secret, tenant_id=settings.tenant_id
        ),
        cloud=settings.cloud_environment,
    )

    async def on_request(event: ActivityEvent) -> Any:
        activity = event.body.model_dump(exclude_none=True)
        try:
            status, body = await handle(activity)
        except Exception as exc:  # logged by type only: activities carry message text
            log.error("teams activity failed type=%s: %s", activity.get("type"), type(exc).__name__)
            return {"status": 500}
        return {"status": status, "body": body} if body is not None else {"status": status}

    server.on_request = on_request
    return adapter.routes
