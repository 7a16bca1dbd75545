"""Socket Mode: `apps.connections.open` (on the fake Web API) hands out a local fake websocket, which
delivers an event that the app answers; the envelope is acknowledged."""

from __future__ import annotations

import pytest
from slack_bolt.adapter.socket_mode import SocketModeHandler

from bot.answer.factory import build_pipeline
from bot.runtime import Runtime
from bot.settings import Settings, SettingsError, load_settings
from bot.slack.app import build_slack_app, require_settings
from bot.store import Store
from tests.slack_data import PASSWORD_QUESTION
from tests.support.slack_api import start_fake_slack_api
from tests.support.slack_harness import STAFF, dm_event, event_callback, harness_settings
from tests.support.socket_mode import start_fake_socket_mode

pytest_plugins = ["tests.slack_support"]


def test_socket_mode_event_is_answered(slack_runtime: Runtime, slack_settings: Settings) -> None:
    with start_fake_socket_mode() as socket, start_fake_slack_api(staff=list(STAFF), socket_url="") as api:
        api.socket_url = socket.url
        settings = harness_settings(slack_settings, api.url).model_copy(
            update={"slack_app_token": "xapp-1-test", "slack_signing_secret": None})
        store = Store.open(settings)
        app = build_slack_app(settings, build_pipeline(settings, runtime=slack_runtime), store, socket_mode=True)
        handler = SocketModeHandler(app.bolt, "xapp-1-test")
        try:
            handler.connect()
            assert socket.wait_connected()
            assert api.calls_to("apps.connections.open"), "SLACK_API_URL must apply to apps.connections.open"
            envelope = socket.deliver(event_callback(dm_event("U700", PASSWORD_QUESTION)))
            post = api.wait_calls("chat.postMessage")[0].args
            assert post["channel"] == "D700" and "출처:" in str(post["text"])
            assert api.wait_for(lambda _: socket.acked(envelope), timeout=5)
        finally:
            handler.close()
            app.close()
            store.close()


def test_missing_settings_are_named() -> None:
    bare = load_settings(slack_bot_token=None, slack_signing_secret=None, staff_channel=None)
    with pytest.raises(SettingsError, match=r"SLACK_BOT_TOKEN.*HELPDESK_STAFF_CHANNEL.*SLACK_SIGNING_SECRET"):
        require_settings(bare, socket_mode=False)
    socket = bare.model_copy(update={"slack_bot_token": "xoxb-1", "staff_channel": "C1"})
    with pytest.raises(SettingsError, match="SLACK_APP_TOKEN"):
        require_settings(socket, socket_mode=True)


def test_serve_without_settings_exits_2(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.cli import main

    for name in ("SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET", "SLACK_APP_TOKEN", "HELPDESK_STAFF_CHANNEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-1")
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert "HELPDESK_STAFF_CHANNEL" in err and "SLACK_SIGNING_SECRET" in err and "SLACK_BOT_TOKEN" not in err
