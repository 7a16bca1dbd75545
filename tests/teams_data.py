"""Ids and settings shared by the Teams tests."""

from __future__ import annotations

from typing import Any

from bot.teams.settings import TeamsSettings, load_teams_settings
from tests.support.teams_cloud import FakeTeamsCloud

APP_ID = "11111111-2222-3333-4444-555555555555"
TENANT_ID = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"
STAFF_TEAM = "19:staffteam0001@thread.tacv2"
STAFF_CHANNEL = "19:staffchannel0001@thread.tacv2"
STAFF_USER = "29:staff-1"
EMPLOYEE = "29:employee-1"
EMPLOYEE_AAD = "0f0f0f0f-1111-2222-3333-444444444444"


def teams_settings(cloud: FakeTeamsCloud, **overrides: Any) -> TeamsSettings:
    values: dict[str, Any] = {
        "client_id": APP_ID,
        "client_secret": "test-secret",
        "tenant_id": TENANT_ID,
        "staff_team_id": STAFF_TEAM,
        "staff_channel_id": STAFF_CHANNEL,
        "openid_metadata_url": cloud.metadata_url,
        "token_endpoint": cloud.token_url,
        "service_url": cloud.url,
        "graph_url": cloud.url + "/graph",
        "max_retry_after_s": 1.0,
    }
    values.update(overrides)
    return load_teams_settings(**values)
