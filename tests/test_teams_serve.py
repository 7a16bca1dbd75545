"""`helpdesk serve` with Slack and Teams configured: one service, both routes on one server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from bot.settings import Settings, SettingsError, load_settings
from bot.slack.runner import Platforms, prepare, staff_platform
from bot.slack.server import build_asgi
from bot.teams.messenger import Conversation
from tests.support.slack_api import start_fake_slack_api
from tests.support.teams_cloud import FakeTeamsCloud, start_fake_teams
from tests.support.teams_harness import APP_ID, STAFF, STAFF_CHANNEL, STAFF_TEAM, TENANT_ID, teams_env

EMPLOYEE = "29:employee-9"


@pytest.fixture
def cloud(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeTeamsCloud]:
    with start_fake_teams(staff=set(STAFF)) as fake:
        for name, value in teams_env(fake).items():
            monkeypatch.setenv(name, value)
        yield fake


def _settings(shared_index: Path, tmp_path: Path, **extra: object) -> Settings:
    return load_settings(data_dir=shared_index, policies_dir=Path("policies"),
                         database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}", **extra)


def _dm(cloud: FakeTeamsCloud, text: str) -> dict[str, object]:
    return {"type": "message", "id": "act-1", "serviceUrl": cloud.url, "text": text,
            "from": {"id": EMPLOYEE, "name": "박직원"},
            "conversation": {"id": f"a:dm-{EMPLOYEE}", "conversationType": "personal", "tenantId": TENANT_ID},
            "channelData": {"tenant": {"id": TENANT_ID}}}


def test_slack_and_teams_share_one_service_and_port(
    cloud: FakeTeamsCloud, shared_index: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with start_fake_slack_api(staff=["USTAFF"]) as slack:
        settings = _settings(shared_index, tmp_path, slack_bot_token="xoxb-test", slack_signing_secret="s",
                             slack_api_url=slack.url, staff_channel="CSTAFF", staff_platform="teams")
        platforms, _ = prepare(settings, socket_mode=False)
        try:
            assert platforms.slack is not None and platforms.teams is not None
            assert platforms.helpdesk.staff_platform == "teams"
            assert set(platforms.helpdesk.platforms) == {"slack", "teams"}
            client = TestClient(build_asgi(platforms.slack.bolt, extra_routes=platforms.teams_routes))
            # Slack's route is there (an unsigned request is refused by Bolt), so is Teams'
            assert client.post("/slack/events", json={"type": "event_callback"}).status_code == 401
            assert client.post("/api/messages", json=_dm(cloud, "점심 메뉴 추천해 주세요")).status_code == 401
            token = cloud.issue_token(audience=APP_ID, service_url=cloud.url)
            response = client.post("/api/messages", json=_dm(cloud, "점심 메뉴 추천해 주세요"),
                                   headers={"Authorization": f"Bearer {token}"})
            assert response.status_code == 200
            # the handoff's ticket goes to the Teams staff channel (HELPDESK_STAFF_PLATFORM=teams)
            cloud.wait_calls("send", where=lambda c: c.path == f"/v3/conversations/{STAFF_CHANNEL}/activities")
            cloud.wait_calls("send", where=lambda c: c.path == f"/v3/conversations/a:dm-{EMPLOYEE}/activities"
                             and c.body.get("type") == "message")
            assert cloud.calls_to("token")  # the real client-credentials token, from the fake endpoint
            assert not slack.calls_to("chat.postMessage")
            assert cloud.wait_for(lambda _: bool(platforms.store.tickets()[0].message_ref), 10)
            ref = platforms.store.tickets()[0].message_ref or ""
            assert Conversation.loads(ref).conversation == STAFF_CHANNEL
        finally:
            _close(platforms)


def test_teams_alone(cloud: FakeTeamsCloud, shared_index: Path, tmp_path: Path) -> None:
    settings = _settings(shared_index, tmp_path)
    assert staff_platform(settings, teams_enabled=True) == "teams"
    platforms, _ = prepare(settings, socket_mode=False)
    try:
        assert platforms.slack is None and platforms.teams is not None
        paths = {getattr(r, "path", "") for r in build_asgi(None, extra_routes=platforms.teams_routes).routes}
        assert "/api/messages" in paths and "/slack/events" not in paths
    finally:
        _close(platforms)


def test_wrong_teams_settings_stop_start_up(cloud: FakeTeamsCloud, shared_index: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEAMS_STAFF_TEAM_ID", "General")
    monkeypatch.delenv("TEAMS_CLIENT_SECRET")
    with pytest.raises(SettingsError) as err:
        prepare(_settings(shared_index, tmp_path), socket_mode=False)
    assert "TEAMS_STAFF_TEAM_ID" in str(err.value) and "TEAMS_CLIENT_SECRET" in str(err.value)
    with pytest.raises(SettingsError, match="HELPDESK_STAFF_PLATFORM"):
        monkeypatch.setenv("TEAMS_STAFF_TEAM_ID", STAFF_TEAM)
        monkeypatch.setenv("TEAMS_CLIENT_SECRET", "s")
        prepare(_settings(shared_index, tmp_path, staff_platform="slack"), socket_mode=False)


def _close(platforms: Platforms) -> None:
    platforms.close()
    platforms.store.close()
