"""Teams pure parts: settings errors, Markdown rendering and size limits, the app package."""

from __future__ import annotations

import json
import struct
import zipfile
from pathlib import Path

import pytest

from bot.teams import render
from bot.teams.package import PackageError, build_package
from bot.teams.settings import TeamsSettingsError, load_teams_settings
from tests.teams_data import APP_ID, STAFF_CHANNEL, STAFF_TEAM, TENANT_ID

GOOD = {"client_id": APP_ID, "client_secret": "s", "tenant_id": TENANT_ID, "staff_team_id": STAFF_TEAM,
        "staff_channel_id": STAFF_CHANNEL}


def test_settings_name_every_missing_value() -> None:
    settings = load_teams_settings(client_id=APP_ID)
    assert settings.enabled
    with pytest.raises(TeamsSettingsError) as err:
        settings.require()
    for name in ("TEAMS_CLIENT_SECRET", "TEAMS_TENANT_ID", "TEAMS_STAFF_TEAM_ID", "TEAMS_STAFF_CHANNEL_ID"):
        assert name in str(err.value)
    assert "TEAMS_CLIENT_ID" not in str(err.value)


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("client_id", "my-bot", "TEAMS_CLIENT_ID"),
        ("tenant_id", "contoso.onmicrosoft.com", "TEAMS_TENANT_ID"),
        ("staff_team_id", "General", "TEAMS_STAFF_TEAM_ID"),
        ("staff_channel_id", "19:abc", "TEAMS_STAFF_CHANNEL_ID"),
        ("token_endpoint", "http://login.example.com/token", "TEAMS_TOKEN_ENDPOINT"),
        ("openid_metadata_url", "https://login.example.com/v1/keys", "TEAMS_OPENID_METADATA_URL"),
        ("service_url", "smba.trafficmanager.net", "TEAMS_SERVICE_URL"),
    ],
)
def test_settings_name_wrong_values(field: str, value: str, named: str) -> None:
    with pytest.raises(TeamsSettingsError, match=named):
        load_teams_settings(**{**GOOD, field: value}).require()


def test_settings_defaults_follow_the_cloud() -> None:
    load_teams_settings(**GOOD).require()
    public = load_teams_settings(**GOOD)
    assert public.token_url == f"https://login.microsoftonline.com/{TENANT_ID}/oauth2/v2.0/token"
    assert public.cloud_environment.openid_metadata_url.startswith("https://login.botframework.com/")
    gov = load_teams_settings(**GOOD, cloud="USGov")
    assert gov.token_url.startswith("https://login.microsoftonline.us/")
    assert gov.bot_scope == "https://api.botframework.us/.default"
    assert gov.cloud_environment.token_issuer == "https://api.botframework.us"
    with pytest.raises(TeamsSettingsError, match="TEAMS_CLOUD"):
        load_teams_settings(**GOOD, cloud="mars")


def test_slack_mrkdwn_does_not_leak() -> None:
    text = (
        "🧑‍💻 *IT 담당자 답변*\n자세한 내용은 <https://it.example.com/vpn|VPN 안내>를 보세요. "
        "<@U123> ~취소~ &lt;b&gt;"
    )
    out = render.from_mrkdwn(text)
    assert "**IT 담당자 답변**" in out
    assert "[VPN 안내](https://it.example.com/vpn)" in out
    assert "<@" not in out and "|" not in out and "~~취소~~" in out and "&lt;" not in out
    assert render.from_mrkdwn("2*3*4 = 24, a * b") == "2*3*4 = 24, a * b"  # arithmetic stays
    assert render.escape("<at>everyone</at> & co") == "&lt;at&gt;everyone&lt;/at&gt; &amp; co"


def test_long_text_is_split_then_trimmed_with_a_note() -> None:
    paragraph = "가" * 900 + "\n"
    pieces = render.split_text(paragraph * 30, limit=2000, max_parts=3)
    assert len(pieces) == 3
    assert all(len(p) <= 2000 for p in pieces)
    assert pieces[-1].endswith(render.TRIMMED_NOTE)
    assert render.split_text("짧은 답") == ["짧은 답"]
    activities = render.messages("*굵게* 답")
    assert activities == [{"type": "message", "textFormat": "markdown", "text": "**굵게** 답"}]


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_app_package(tmp_path: Path) -> None:
    out = build_package(client_id=APP_ID, domain="helpdesk.example.com", out=tmp_path / "app.zip")
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["color.png", "manifest.json", "outline.png"]
        manifest = json.loads(archive.read("manifest.json"))
        assert _png_size(archive.read("color.png")) == (192, 192)
        assert _png_size(archive.read("outline.png")) == (32, 32)
    assert manifest["manifestVersion"] == "1.22" and manifest["id"] == APP_ID
    (bot,) = manifest["bots"]
    assert bot["botId"] == APP_ID and set(bot["scopes"]) == {"personal", "team"}
    assert manifest["validDomains"] == ["helpdesk.example.com"]
    assert "${" not in json.dumps(manifest)
    with pytest.raises(PackageError, match="--domain"):
        build_package(client_id=APP_ID, domain="https://helpdesk.example.com/api", out=tmp_path / "x.zip")
    with pytest.raises(PackageError, match="TEAMS_CLIENT_ID"):
        build_package(client_id="bot", domain="helpdesk.example.com", out=tmp_path / "x.zip")
