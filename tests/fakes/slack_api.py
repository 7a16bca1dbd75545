"""The fake Slack Web API (lives in `tests.support` so `helpdesk bench slack` can use it too)."""

from tests.support.slack_api import BOT_USER_ID, TEAM_ID, Call, FakeSlackAPI, start_fake_slack_api

__all__ = ["BOT_USER_ID", "TEAM_ID", "Call", "FakeSlackAPI", "start_fake_slack_api"]
