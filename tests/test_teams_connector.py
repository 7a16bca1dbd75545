"""The Bot Connector client against the loopback fake: retries, Retry-After, tokens, size limit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.teams.connector import MAX_ACTIVITY_BYTES, BotConnector, ConnectorError
from bot.teams.directory import GraphDepartments, TeamsDepartments, TeamsStaff
from bot.teams.tokens import ClientCredentialsToken, TokenError
from tests.support.teams_cloud import FakeTeamsCloud, start_fake_teams
from tests.teams_data import APP_ID, EMPLOYEE_AAD, STAFF_TEAM, STAFF_USER, TENANT_ID


@pytest.fixture
def cloud() -> Iterator[FakeTeamsCloud]:
    with start_fake_teams(staff={STAFF_USER}) as fake:
        yield fake


def _token(cloud: FakeTeamsCloud) -> ClientCredentialsToken:
    return ClientCredentialsToken(token_url=cloud.token_url, client_id=APP_ID, client_secret="s",
                                  scope="https://api.botframework.com/.default")


@pytest.fixture
def connector(cloud: FakeTeamsCloud) -> Iterator[BotConnector]:
    sleeps: list[float] = []
    client = BotConnector(_token(cloud), max_retry_after_s=2.0, backoff_s=0.01, sleep=sleeps.append)
    client.sleeps = sleeps  # type: ignore[attr-defined]
    yield client
    client.close()


def test_send_reply_update_and_dm(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    conv = connector.open_dm(cloud.url, "29:u1", TENANT_ID)
    assert conv == "a:dm-29:u1"
    first = connector.send(cloud.url, conv, {"type": "message", "text": "안녕"})
    second = connector.reply(cloud.url, "19:c@thread.tacv2", first, {"type": "message", "text": "스레드"})
    connector.update(cloud.url, conv, first, {"type": "message", "text": "고침"})
    assert first and second and first != second
    assert cloud.activities[first]["text"] == "고침"
    (dm,) = cloud.calls_to("open_dm")
    assert dm.body["members"] == [{"id": "29:u1"}] and dm.body["channelData"]["tenant"]["id"] == TENANT_ID
    assert cloud.calls_to("reply")[0].path == f"/v3/conversations/19:c@thread.tacv2/activities/{first}"
    # the token was fetched once with the client-credentials grant and reused
    (token_call,) = cloud.calls_to("token")
    assert token_call.body["grant_type"] == "client_credentials" and token_call.body["client_id"] == APP_ID


@pytest.mark.parametrize("status", [429, 412, 502, 504])
def test_throttling_and_gateway_errors_are_retried(cloud: FakeTeamsCloud, connector: BotConnector,
                                                   status: int) -> None:
    cloud.fail_next("send", status=status, retry_after=1.5 if status == 429 else None, times=2)
    assert connector.send(cloud.url, "a:c", {"type": "message", "text": "x"})
    attempts = cloud.calls_to("send", ok_only=False)
    assert [c.status for c in attempts] == [status, status, 201]
    sleeps = connector.sleeps  # type: ignore[attr-defined]
    assert len(sleeps) == 2
    if status == 429:
        assert sleeps == [1.5, 1.5]  # Retry-After honoured
    else:
        assert 0 < sleeps[0] <= sleeps[1] * 2 + 0.01  # exponential backoff with jitter


def test_retry_after_is_capped_and_retries_end(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    cloud.fail_next("send", status=429, retry_after=600, times=10)
    with pytest.raises(ConnectorError) as err:
        connector.send(cloud.url, "a:c", {"type": "message", "text": "x"})
    assert err.value.status == 429
    assert len(cloud.calls_to("send", ok_only=False)) == connector.max_retries + 1
    assert max(connector.sleeps) == 2.0  # type: ignore[attr-defined]


def test_client_errors_are_not_retried(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    cloud.fail_next("send", status=403)
    with pytest.raises(ConnectorError) as err:
        connector.send(cloud.url, "a:c", {"type": "message", "text": "x"})
    assert err.value.status == 403 and len(cloud.calls_to("send", ok_only=False)) == 1


def test_401_fetches_a_fresh_token_once(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    connector.send(cloud.url, "a:c", {"type": "message", "text": "warm"})
    cloud.fail_next("send", status=401)
    connector.send(cloud.url, "a:c", {"type": "message", "text": "x"})
    assert len(cloud.calls_to("token")) == 2


def test_oversized_activity_is_refused_before_sending(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    with pytest.raises(ConnectorError) as err:
        connector.send(cloud.url, "a:c", {"type": "message", "text": "가" * (MAX_ACTIVITY_BYTES // 3 + 10)})
    assert err.value.status == 413 and cloud.calls_to("send", ok_only=False) == []


def test_token_endpoint_refusal_is_named(cloud: FakeTeamsCloud) -> None:
    cloud.fail_next("token", status=400)
    with pytest.raises(TokenError, match="TEAMS_CLIENT_SECRET"):
        _token(cloud)()


def test_staff_membership_and_departments(cloud: FakeTeamsCloud, connector: BotConnector) -> None:
    staff = TeamsStaff(connector, STAFF_TEAM, lambda: cloud.url)
    assert staff.is_staff(STAFF_USER) and not staff.is_staff("29:someone")
    assert staff.is_staff(STAFF_USER)  # cached
    assert len(cloud.calls_to("get_member", ok_only=False)) == 2
    cloud.fail_next("get_member", status=403)
    assert not staff.is_staff("29:other")  # a failed lookup refuses, and is not cached
    assert not staff.is_staff("29:other")

    cloud.departments[EMPLOYEE_AAD] = "HR"
    graph = GraphDepartments(cloud.url + "/graph", _token(cloud))
    departments = TeamsDepartments({"aaaaaaaa-0000-0000-0000-000000000001": "IT"}, graph)
    assert departments.resolve("AAAAAAAA-0000-0000-0000-000000000001") == "IT"  # mapping file first
    assert departments.resolve(EMPLOYEE_AAD) == "HR"  # then Graph
    assert departments.resolve("bbbbbbbb-0000-0000-0000-000000000002") is None  # unknown
    assert departments.resolve(None) is None
    assert TeamsDepartments({}, None).resolve(EMPLOYEE_AAD) is None
    (graph_call, *_) = cloud.calls_to("graph_user")
    assert graph_call.path == f"/graph/v1.0/users/{EMPLOYEE_AAD}"
