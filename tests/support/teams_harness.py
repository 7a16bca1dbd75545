"""Run the real Teams side (SDK-authenticated `/api/messages`, the helpdesk service, the Teams ports)
over HTTP on loopback against the fake Microsoft cloud, with signed tokens. Used by the tests and
the Teams benchmark::

    with teams_harness(settings, pipeline) as h:
        status, _ = h.post(h.message(EMPLOYEE, "VPN 인증서 유효기간이 얼마예요?"))
        h.cloud.wait_calls("send", where=lambda c: c.body.get("type") == "message")
"""

from __future__ import annotations

import itertools
import json
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import uvicorn
from starlette.applications import Starlette

from bot.answer.pipeline import Pipeline
from bot.helpdesk.incoming import TEAMS
from bot.helpdesk.service import HelpdeskService
from bot.settings import Settings
from bot.store import Store
from bot.teams.app import TeamsParts, build_teams_ports, build_teams_routes
from bot.teams.settings import TeamsSettings, load_teams_settings
from tests.support.teams_cloud import FakeTeamsCloud, start_fake_teams

APP_ID = "11111111-2222-3333-4444-555555555555"
TENANT_ID = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"
STAFF_TEAM = "19:staffteam0001@thread.tacv2"
STAFF_CHANNEL = "19:staffchannel0001@thread.tacv2"
STAFF = ("29:staff-1", "29:staff-2")

_ids = itertools.count(1)
_ids_lock = threading.Lock()


def next_id() -> str:
    with _ids_lock:
        return f"{int(time.time() * 1000)}{next(_ids):06d}"


def teams_settings(cloud: FakeTeamsCloud, **overrides: Any) -> TeamsSettings:
    values: dict[str, Any] = {
        "client_id": APP_ID, "client_secret": "test-secret", "tenant_id": TENANT_ID,
        "staff_team_id": STAFF_TEAM, "staff_channel_id": STAFF_CHANNEL,
        "openid_metadata_url": cloud.metadata_url, "token_endpoint": cloud.token_url,
        "service_url": cloud.url, "graph_url": cloud.url + "/graph", "max_retry_after_s": 1.0,
    }
    values.update(overrides)
    return load_teams_settings(**values)


def teams_env(cloud: FakeTeamsCloud) -> dict[str, str]:
    """The environment variables that point a whole process's Teams settings at the fake cloud (for
    code that reads them itself, e.g. `helpdesk serve` or `helpdesk digest`)."""
    return {
        "TEAMS_CLIENT_ID": APP_ID, "TEAMS_CLIENT_SECRET": "secret", "TEAMS_TENANT_ID": TENANT_ID,
        "TEAMS_STAFF_TEAM_ID": STAFF_TEAM, "TEAMS_STAFF_CHANNEL_ID": STAFF_CHANNEL,
        "TEAMS_OPENID_METADATA_URL": cloud.metadata_url, "TEAMS_TOKEN_ENDPOINT": cloud.token_url,
        "TEAMS_SERVICE_URL": cloud.url,
    }


class LoopbackServer:
    """uvicorn serving a Starlette app in a thread on a free loopback port."""

    def __init__(self, app: Starlette) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", access_log=False,
                                lifespan="off")
        self.server = uvicorn.Server(config)
        self.base = f"http://127.0.0.1:{port}"
        self._thread = threading.Thread(target=self.server.run, name="uvicorn-teams", daemon=True)

    def start(self) -> LoopbackServer:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the HTTP server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self._thread.join(timeout=10)


@dataclass
class TeamsHarness:
    cloud: FakeTeamsCloud
    service: HelpdeskService
    parts: TeamsParts
    store: Store
    server: LoopbackServer

    @property
    def url(self) -> str:
        return self.server.base + "/api/messages"

    # requests ----------------------------------------------------------------------------------------
    def token(self, **claims: Any) -> str:
        values: dict[str, Any] = {"audience": APP_ID, "service_url": self.cloud.url}
        values.update(claims)
        return self.cloud.issue_token(**values)

    def post(self, activity: dict[str, Any], *, token: str | None = None,
             authorization: str | None = None) -> tuple[int, Any]:
        """POST an activity with a valid token (or the given one / header); returns status and body."""
        header = authorization if authorization is not None else f"Bearer {token or self.token()}"
        request = urllib.request.Request(
            self.url, data=json.dumps(activity).encode(), method="POST",
            headers={"Content-Type": "application/json", **({"Authorization": header} if header else {})},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                raw = response.read()
                return response.status, json.loads(raw) if raw else None
        except urllib.error.HTTPError as err:
            raw = err.read()
            return err.code, json.loads(raw) if raw else None

    # activities --------------------------------------------------------------------------------------
    def _base(self, user: str, name: str | None, aad: str | None) -> dict[str, Any]:
        sender: dict[str, Any] = {"id": user, "name": name or user}
        if aad:
            sender["aadObjectId"] = aad
        return {"serviceUrl": self.cloud.url, "channelId": "msteams", "from": sender,
                "recipient": {"id": "28:" + APP_ID, "name": "helpdesk"}}

    def message(self, user: str, text: str, *, activity_id: str | None = None, name: str | None = None,
                aad: str | None = None, **extra: Any) -> dict[str, Any]:
        """A 1:1 chat message from `user`."""
        return {
            **self._base(user, name, aad), "type": "message", "id": activity_id or next_id(), "text": text,
            "textFormat": "plain",
            "conversation": {"id": f"a:dm-{user}", "conversationType": "personal", "tenantId": TENANT_ID},
            "channelData": {"tenant": {"id": TENANT_ID}}, **extra,
        }

    def _invoke(self, user: str, name: str, value: dict[str, Any], *, team: str | None,
                conversation: str, reply_to: str | None) -> dict[str, Any]:
        channel_data: dict[str, Any] = {"tenant": {"id": TENANT_ID}}
        conv: dict[str, Any] = {"id": conversation, "tenantId": TENANT_ID,
                                "conversationType": "channel" if team else "personal"}
        if team:
            channel_data["team"] = {"id": team}
            channel_data["channel"] = {"id": STAFF_CHANNEL}
        activity = {**self._base(user, None, None), "type": "invoke", "id": next_id(), "name": name,
                    "value": value, "conversation": conv, "channelData": channel_data}
        if reply_to:
            activity["replyToId"] = reply_to
        return activity

    def execute(self, user: str, verb: str, data: dict[str, Any], *, team: str | None = STAFF_TEAM,
                reply_to: str | None = None) -> dict[str, Any]:
        """An `Action.Execute` press (staff card by default; `team=None`: the employee's 1:1 chat)."""
        conversation = STAFF_CHANNEL if team else f"a:dm-{user}"
        value = {"action": {"type": "Action.Execute", "verb": verb, "data": {"verb": verb, **data}},
                 "trigger": "manual"}
        return self._invoke(user, "adaptiveCard/action", value, team=team, conversation=conversation,
                            reply_to=reply_to)

    def task(self, user: str, name: str, data: dict[str, Any], *, team: str | None = STAFF_TEAM) -> dict[str, Any]:
        """A dialog `task/fetch` or `task/submit`."""
        return self._invoke(user, name, {"data": data, "context": {"theme": "default"}}, team=team,
                            conversation=STAFF_CHANNEL, reply_to=None)

    # reading -----------------------------------------------------------------------------------------
    def sent_messages(self, conversation: str | None = None) -> list[dict[str, Any]]:
        """Bodies of the message activities posted (not typing), optionally to one conversation."""
        return [
            c.body for c in self.cloud.calls_to("send")
            if c.body.get("type") == "message"
            and (conversation is None or c.path == f"/v3/conversations/{conversation}/activities")
        ]

    def wait_messages(self, conversation: str, count: int = 1, timeout: float = 15.0) -> list[dict[str, Any]]:
        if not self.cloud.wait_for(lambda _: len(self.sent_messages(conversation)) >= count, timeout):
            raise AssertionError(f"expected {count} message(s) to {conversation}, "
                                 f"got {len(self.sent_messages(conversation))}")
        return self.sent_messages(conversation)


@contextmanager
def teams_harness(
    settings: Settings,
    pipeline: Pipeline,
    *,
    store: Store | None = None,
    cloud: FakeTeamsCloud | None = None,
    staff: tuple[str, ...] = STAFF,
    start_service: bool = True,
) -> Iterator[TeamsHarness]:
    """The Teams app on loopback; `store` and `cloud` may be shared (a restart keeps both)."""
    with _cloud(cloud, staff) as fake:
        own_store = store is None
        db = store or Store.open(settings)
        parts = build_teams_ports(teams_settings(fake), token=lambda: "header.payload.signature")
        service = HelpdeskService(settings=settings, pipeline=pipeline, store=db, staff_platform=TEAMS)
        service.add_platform(TEAMS, parts.ports)
        server = LoopbackServer(Starlette(routes=build_teams_routes(parts, service))).start()
        if start_service:
            service.start()
        try:
            yield TeamsHarness(fake, service, parts, db, server)
        finally:
            server.stop()
            service.close()
            parts.close()
            if own_store:
                db.close()


@contextmanager
def _cloud(cloud: FakeTeamsCloud | None, staff: tuple[str, ...]) -> Iterator[FakeTeamsCloud]:
    if cloud is not None:
        yield cloud
        return
    with start_fake_teams(staff=set(staff)) as fake:
        yield fake
