"""Inbound authentication on `/api/messages`: the SDK's JWT validation against a loopback JWKS."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import jwt
import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient

from bot.teams.server import MESSAGES_PATH, teams_routes
from bot.teams.settings import TeamsSettings
from tests.support.teams_cloud import FakeTeamsCloud, signing_key, start_fake_teams
from tests.teams_data import APP_ID, teams_settings

pytestmark = pytest.mark.filterwarnings("ignore::Warning")


@pytest.fixture
def cloud() -> Iterator[FakeTeamsCloud]:
    with start_fake_teams() as fake:
        yield fake


@pytest.fixture
def seen() -> list[dict[str, Any]]:
    return []


@pytest.fixture
def client(cloud: FakeTeamsCloud, seen: list[dict[str, Any]]) -> TestClient:
    settings: TeamsSettings = teams_settings(cloud)

    async def handle(activity: dict[str, Any]) -> tuple[int, Any]:
        seen.append(activity)
        return 200, None

    return TestClient(Starlette(routes=teams_routes(settings, handle)))


def _activity(cloud: FakeTeamsCloud, **extra: Any) -> dict[str, Any]:
    return {"type": "message", "id": "a1", "serviceUrl": cloud.url, "text": "hello",
            "from": {"id": "29:u"}, "conversation": {"id": "a:c"}, **extra}


def test_valid_token_reaches_the_handler(cloud: FakeTeamsCloud, client: TestClient, seen: list) -> None:
    token = cloud.issue_token(audience=APP_ID, service_url=cloud.url)
    response = client.post(MESSAGES_PATH, json=_activity(cloud), headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200
    assert [a["id"] for a in seen] == ["a1"]
    assert seen[0]["serviceUrl"] == cloud.url and seen[0]["from"]["id"] == "29:u"


def _unsigned(cloud: FakeTeamsCloud) -> str:
    now = int(time.time())
    return jwt.encode({"iss": "https://api.botframework.com", "aud": APP_ID, "exp": now + 600,
                       "serviceurl": cloud.url}, key=None, algorithm="none")


@pytest.mark.parametrize(
    "make_header",
    [
        pytest.param(lambda c: None, id="missing"),
        pytest.param(lambda c: "Basic abc", id="not-bearer"),
        pytest.param(lambda c: "Bearer not-a-jwt", id="garbage"),
        pytest.param(lambda c: "Bearer " + _unsigned(c), id="unsigned"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience=APP_ID, service_url=c.url, expires_in=-900),
                     id="expired"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience="00000000-0000-0000-0000-000000000000",
                                                         service_url=c.url), id="wrong-audience"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience=APP_ID, service_url="https://evil.example/"),
                     id="wrong-serviceurl"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience=APP_ID, service_url=None), id="no-serviceurl"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience=APP_ID, service_url=c.url,
                                                         issuer="https://evil.example"), id="wrong-issuer"),
        pytest.param(lambda c: "Bearer " + c.issue_token(audience=APP_ID, service_url=c.url,
                                                         key=signing_key("attacker")), id="other-key"),
    ],
)
def test_bad_tokens_get_401_and_nothing_is_processed(
    cloud: FakeTeamsCloud, client: TestClient, seen: list, make_header: Any
) -> None:
    header = make_header(cloud)
    headers = {"Authorization": header} if header else {}
    response = client.post(MESSAGES_PATH, json=_activity(cloud), headers=headers)
    assert response.status_code == 401
    assert seen == []


def test_activity_without_service_url_is_refused(cloud: FakeTeamsCloud, client: TestClient, seen: list) -> None:
    token = cloud.issue_token(audience=APP_ID, service_url=None)
    body = _activity(cloud)
    del body["serviceUrl"]
    response = client.post(MESSAGES_PATH, json=body, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 400
    assert seen == []


def test_malformed_and_oversized_bodies_are_refused(cloud: FakeTeamsCloud, client: TestClient, seen: list) -> None:
    token = cloud.issue_token(audience=APP_ID, service_url=cloud.url)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    assert client.post(MESSAGES_PATH, content=b"{not json", headers=headers).status_code == 400
    assert client.post(MESSAGES_PATH, content=b"[]", headers=headers).status_code == 400
    huge = _activity(cloud, text="가" * 400_000)
    assert client.post(MESSAGES_PATH, json=huge, headers=headers).status_code == 413
    assert seen == []
