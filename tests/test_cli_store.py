"""`helpdesk digest / tickets / purge` through `bot.cli.main` (the data dir comes from conftest)."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.settings import load_settings
from bot.store import Store
from tests.digest_fixture import GAP_COUNT, WEEK, load_fixture


def test_digest_dry_run_on_an_empty_week_says_there_were_no_gaps(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["digest", "--dry-run", "--week", "2025-W10"]) == 0
    out = capsys.readouterr().out
    assert "이번 주에는 규정 공백 질문이 없었습니다." in out
    assert "no policy gaps in 2025-W10 (dry run: nothing posted)" in out
    assert Store.open(load_settings()).digest_state("2025-W10") is None  # a dry run records nothing


def test_digest_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    load_fixture(Store.open(load_settings()))
    assert main(["digest", "--dry-run", "--json", "--week", WEEK]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["week"] == WEEK and data["total"] == GAP_COUNT
    assert set(data["groups"][0]) == {"count", "label", "questions", "staff_answers", "nearest", "handled"}
    assert data["groups"][0]["nearest"] is None  # no policy index in this data dir


def test_digest_without_slack_settings_refuses_to_post(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["digest", "--week", "2025-W10"]) == 2
    assert "SLACK_BOT_TOKEN" in capsys.readouterr().err


def test_digest_rejects_a_malformed_week() -> None:
    with pytest.raises(SystemExit):
        main(["digest", "--dry-run", "--week", "2025-10"])


def test_tickets_and_purge(capsys: pytest.CaptureFixture[str]) -> None:
    store = Store.open(load_settings())
    ids = load_fixture(store)
    assert main(["tickets", "--state", "resolved"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1 and "resolved" in lines[0] and "S2" in lines[0]
    assert main(["purge", "--older-than", "30"]) == 0
    assert "deleted the text of" in capsys.readouterr().out
    assert all(store.get_question(qid).text is None for qid in ids.values())  # the fixture is from 2025
    assert main(["tickets", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == len(store.tickets())


def test_digest_is_posted_to_the_staff_channel_once(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.slack_api import start_fake_slack_api

    load_fixture(Store.open(load_settings()))
    with start_fake_slack_api() as api:
        monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-test")
        monkeypatch.setenv("HELPDESK_STAFF_CHANNEL", "CSTAFF")
        monkeypatch.setenv("SLACK_API_URL", api.url)
        api.fail_next("chat.postMessage", status=429, retry_after=1)
        assert main(["digest", "--week", WEEK]) == 0
        assert "posted the digest" in capsys.readouterr().err
        assert main(["digest", "--week", WEEK]) == 0  # the second run finds the week already posted
        assert "already posted" in capsys.readouterr().err
        posts = api.calls_to("chat.postMessage")
    assert len(posts) == 1 and posts[0].args["channel"] == "CSTAFF"
    assert 1 <= len(posts[0].args["blocks"]) <= 50  # type: ignore[arg-type]


def test_digest_is_posted_to_the_teams_staff_channel_when_teams_is_the_staff_platform(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.teams_cloud import start_fake_teams
    from tests.support.teams_harness import STAFF_CHANNEL, teams_env

    load_fixture(Store.open(load_settings()))
    with start_fake_teams(staff=set()) as cloud:
        for name, value in teams_env(cloud).items():
            monkeypatch.setenv(name, value)
        cloud.fail_next("send", status=429, retry_after=0.1)
        assert main(["digest", "--week", WEEK]) == 0  # no Slack settings: Teams is the staff platform
        assert "posted the digest" in capsys.readouterr().err
        assert main(["digest", "--week", WEEK]) == 0
        assert "already posted" in capsys.readouterr().err
        sent = [c for c in cloud.calls_to("send") if c.status < 300]
    assert sent and all(STAFF_CHANNEL in c.path for c in sent)
    assert "*" not in str(sent[0].body.get("text", "")).replace("**", "")  # no Slack mrkdwn bold


def test_digest_names_a_missing_teams_setting(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.teams_harness import APP_ID

    monkeypatch.setenv("HELPDESK_STAFF_PLATFORM", "teams")
    monkeypatch.setenv("TEAMS_CLIENT_ID", APP_ID)
    assert main(["digest", "--week", "2025-W10"]) == 2
    assert "TEAMS_" in capsys.readouterr().err
