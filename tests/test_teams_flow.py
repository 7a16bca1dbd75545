"""Teams end to end: signed activities over HTTP into the real service, answers and cards out to the
fake Bot Connector. Employees' DMs, duplicates, tickets, staff actions and dialogs, retries, auth."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import messages
from bot.answer.factory import build_pipeline
from bot.answer.generate import Draft
from bot.helpdesk import texts
from bot.models import Excerpt
from bot.runtime import Runtime
from bot.settings import Settings, load_settings
from bot.store import Store, TicketState
from bot.teams import cards
from bot.teams.bot import NOT_STAFF_TEAM
from bot.teams.messenger import Conversation
from tests.conftest import POLICIES
from tests.support.teams_cloud import signing_key, start_fake_teams
from tests.support.teams_harness import STAFF, STAFF_CHANNEL, TENANT_ID, TeamsHarness, teams_harness

PASSWORD_QUESTION = "비밀번호는 얼마나 자주 바꿔야 하나요?"
OFF_TOPIC_QUESTION = "점심 메뉴 추천해 주세요"
EMPLOYEE = "29:employee-1"
DM = f"a:dm-{EMPLOYEE}"
OUTSIDER = "29:outsider"


@pytest.fixture(scope="session")
def teams_runtime(shared_index: Path) -> Runtime:
    return Runtime(load_settings(data_dir=shared_index, policies_dir=POLICIES))


@pytest.fixture
def settings(teams_runtime: Runtime, tmp_path: Path) -> Settings:
    return teams_runtime.settings.model_copy(
        update={"database_url": f"sqlite:///{tmp_path / 'helpdesk.sqlite3'}", "workers": 24}
    )


@pytest.fixture
def harness(settings: Settings, teams_runtime: Runtime) -> Iterator[TeamsHarness]:
    with teams_harness(settings, build_pipeline(settings, runtime=teams_runtime)) as h:
        yield h


def _card(activity: dict[str, Any]) -> dict[str, Any]:
    return dict(activity["attachments"][0]["content"])


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _ticket_card(h: TeamsHarness) -> tuple[int, dict[str, Any]]:
    (post,) = h.wait_messages(STAFF_CHANNEL)
    card = _card(post)
    ticket_id = next(a["data"]["ticket"] for a in card["actions"])
    return int(ticket_id), card


def _ticket_ref(h: TeamsHarness, ticket_id: int) -> Conversation:
    """The stored reference of the posted card (recorded right after the post returns)."""
    assert h.cloud.wait_for(lambda _: bool(h.store.get_ticket(ticket_id).message_ref), 10)
    return Conversation.loads(h.store.get_ticket(ticket_id).message_ref or "")


def test_dm_is_answered_with_sources_and_feedback_buttons(harness: TeamsHarness) -> None:
    started = time.monotonic()
    status, body = harness.post(harness.message(EMPLOYEE, PASSWORD_QUESTION, name="김직원"))
    assert status == 200 and body is None
    assert time.monotonic() - started < 2.0  # acknowledged before the answer

    (answer,) = harness.wait_messages(DM)
    assert answer["textFormat"] == "markdown"
    assert "90일" in answer["text"] and "출처: 비밀번호·계정 보안 규정" in answer["text"]
    assert "*" not in answer["text"].replace("**", "")  # no Slack mrkdwn
    actions = _card(answer)["actions"]
    assert [(a["verb"], a["title"]) for a in actions] == [
        ("helpful", texts.BUTTON_HELPFUL), ("ask_person", texts.BUTTON_ASK_PERSON)]
    # typing first, nothing for staff
    sends = harness.cloud.calls_to("send")
    assert sends[0].body == {"type": "typing"} and sends[0].path == f"/v3/conversations/{DM}/activities"
    assert harness.sent_messages(STAFF_CHANNEL) == []


def test_a_duplicate_delivery_is_answered_once(harness: TeamsHarness) -> None:
    activity = harness.message(EMPLOYEE, PASSWORD_QUESTION)
    first = harness.post(activity)
    second = harness.post(activity)  # Teams re-sends what it thinks was not acknowledged
    assert first[0] == second[0] == 200
    harness.wait_messages(DM)
    time.sleep(0.5)
    assert len(harness.sent_messages(DM)) == 1
    assert len(harness.store.recent_questions(EMPLOYEE, limit=10)) == 1


def test_feedback_buttons(harness: TeamsHarness) -> None:
    harness.post(harness.message(EMPLOYEE, PASSWORD_QUESTION))
    harness.wait_messages(DM)
    answer_id, answer = next(
        (i, body) for i, body in harness.cloud.activities.items() if "helpful" in _text(body.get("attachments")))
    qid = next(a["data"]["question"] for a in _card(answer)["actions"])
    activity_id = [answer_id]
    # someone else cannot press the employee's buttons
    status, body = harness.post(harness.execute(OUTSIDER, "helpful", {"question": qid}, team=None,
                                                reply_to=activity_id[0]))
    assert status == 200 and body["value"] == texts.NOT_ASKER
    status, body = harness.post(harness.execute(EMPLOYEE, "ask_person", {"question": qid}, team=None,
                                                reply_to=activity_id[0]))
    assert status == 200 and body["type"] == cards.CARD_CONTENT_TYPE
    assert texts.ASKED_PERSON in _text(body["value"])
    _, card = _ticket_card(harness)  # the employee's request opened a ticket
    assert texts.EMPLOYEE_REQUEST in _text(card)
    (update,) = harness.cloud.wait_calls("update", where=lambda c: c.path.startswith(f"/v3/conversations/{DM}/"))
    assert update.path.endswith(f"/activities/{activity_id[0]}")
    assert "actions" not in _card(update.body)  # the buttons became the note


def test_handoff_creates_the_ticket_card(harness: TeamsHarness) -> None:
    harness.post(harness.message(EMPLOYEE, OFF_TOPIC_QUESTION, name="김직원"))
    (answer,) = harness.wait_messages(DM)
    assert messages.NOT_FOUND in answer["text"]
    ticket_id, card = _ticket_card(harness)
    shown = _text(card)
    for expected in (texts.ticket_title(ticket_id), OFF_TOPIC_QUESTION, "김직원", texts.LABEL_TOP_SCORE,
                     texts.STATES["open"]):
        assert expected in shown, expected
    assert card["version"] == "1.5"
    assert [a.get("verb") or a["data"]["verb"] for a in card["actions"]] == ["claim", "reply", "policy_gap"]
    assert _ticket_ref(harness, ticket_id).conversation == STAFF_CHANNEL
    assert harness.store.get_ticket(ticket_id).platform == "teams"


def test_staff_claim_reply_resolve_and_policy_gap(harness: TeamsHarness) -> None:
    staff = STAFF[0]
    harness.post(harness.message(EMPLOYEE, OFF_TOPIC_QUESTION))
    ticket_id, _ = _ticket_card(harness)
    posted = _ticket_ref(harness, ticket_id).activity

    # a non-member is refused, in the invoke response, and nothing changes
    status, body = harness.post(harness.execute(OUTSIDER, "claim", {"ticket": ticket_id}))
    assert status == 200 and body["value"] == texts.NOT_STAFF
    status, body = harness.post(harness.task(OUTSIDER, "task/fetch", {"verb": "reply", "ticket": ticket_id}))
    assert body == {"task": {"type": "message", "value": texts.NOT_STAFF}}
    # a staff member pressing a card outside the staff team is refused too
    status, body = harness.post(harness.execute(staff, "claim", {"ticket": ticket_id}, team="19:other@thread.tacv2"))
    assert body["value"] == NOT_STAFF_TEAM
    assert harness.store.get_ticket(ticket_id).state is TicketState.OPEN

    # claim: the presser gets the new card, everyone gets it through a PUT of the stored activity
    status, body = harness.post(harness.execute(staff, "claim", {"ticket": ticket_id}, ))
    assert status == 200 and body["type"] == cards.CARD_CONTENT_TYPE
    assert texts.STATES["claimed"] in _text(body["value"])
    put = harness.cloud.wait_calls("update")[-1]
    assert put.path == f"/v3/conversations/{STAFF_CHANNEL}/activities/{posted}"
    assert texts.STATES["claimed"] in _text(put.body)

    # the reply dialog: fetch shows the question and an input; an empty submit is refused in the dialog
    status, body = harness.post(harness.task(staff, "task/fetch", {"verb": "reply", "ticket": ticket_id}))
    dialog = body["task"]["value"]["card"]["content"]
    assert body["task"]["type"] == "continue" and OFF_TOPIC_QUESTION in _text(dialog)
    assert any(item["type"] == "Input.Text" for item in dialog["body"])
    status, body = harness.post(harness.task(staff, "task/submit", {"verb": "reply_submit", "ticket": ticket_id,
                                                                     "reply": "  "}))
    assert texts.REPLY_EMPTY in _text(body)
    status, body = harness.post(harness.task(staff, "task/submit", {"verb": "reply_submit", "ticket": ticket_id,
                                                                     "reply": "사내 식당 메뉴는 인트라넷에 있어요."}))
    assert body["task"]["type"] == "message"
    replies = harness.wait_messages(DM, 2)
    assert replies[-1]["text"] == f"**{texts.STAFF_REPLY_TITLE}**<br>사내 식당 메뉴는 인트라넷에 있어요."
    assert harness.store.get_ticket(ticket_id).state is TicketState.ANSWERED

    # resolve and policy gap
    status, body = harness.post(harness.execute(staff, "resolve", {"ticket": ticket_id}))
    assert texts.STATES["resolved"] in _text(body["value"])
    status, body = harness.post(harness.execute(STAFF[1], "policy_gap", {"ticket": ticket_id}))
    assert texts.POLICY_GAP_MARK in _text(body["value"])
    ticket = harness.store.get_ticket(ticket_id)
    assert ticket.state is TicketState.RESOLVED and ticket.policy_gap
    assert harness.cloud.wait_for(
        lambda c: texts.POLICY_GAP_MARK in _text(c.activities.get(posted or "", {})), timeout=30)
    # a resolved ticket refuses another reply
    status, body = harness.post(harness.task(staff, "task/fetch", {"verb": "reply", "ticket": ticket_id}))
    assert body["task"]["value"] == texts.ticket_resolved(ticket_id)


def test_throttled_connector_is_retried(harness: TeamsHarness) -> None:
    harness.cloud.fail_next("send", status=429, retry_after=0.2, times=2)
    harness.post(harness.message(EMPLOYEE, PASSWORD_QUESTION))
    harness.wait_messages(DM)
    statuses = [c.status for c in harness.cloud.calls_to("send", ok_only=False)]
    assert statuses[:2] == [429, 429] and 201 in statuses


def test_unauthenticated_and_badly_signed_requests_are_refused(harness: TeamsHarness) -> None:
    activity = harness.message(EMPLOYEE, PASSWORD_QUESTION)
    assert harness.post(activity, authorization="")[0] == 401
    assert harness.post(activity, token=harness.token(key=signing_key("attacker")))[0] == 401
    assert harness.post(activity, token=harness.token(service_url="https://evil.example/"))[0] == 401
    assert harness.post(activity, token=harness.token(audience="22222222-2222-2222-2222-222222222222"))[0] == 401
    time.sleep(0.3)
    assert harness.store.recent_questions(EMPLOYEE) == []
    assert harness.cloud.calls_to("send", ok_only=False) == []


def test_other_tenants_are_ignored(harness: TeamsHarness) -> None:
    activity = harness.message(EMPLOYEE, PASSWORD_QUESTION)
    activity["channelData"] = {"tenant": {"id": "99999999-9999-9999-9999-999999999999"}}
    activity["conversation"]["tenantId"] = "99999999-9999-9999-9999-999999999999"
    assert harness.post(activity)[0] == 200
    time.sleep(0.3)
    assert harness.store.recent_questions(EMPLOYEE) == []


class _Stuck:
    """A model that never answers until released (the process 'dies' while it waits)."""

    name = "stuck"

    def __init__(self) -> None:
        self.release = threading.Event()

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        self.release.wait(30)
        raise RuntimeError("the process died")


def test_a_question_in_flight_when_the_process_dies_is_answered_after_restart(
    settings: Settings, teams_runtime: Runtime
) -> None:
    settings = settings.model_copy(update={"lease_seconds": 1.0})
    store = Store.open(settings)
    stuck = _Stuck()
    try:
        with start_fake_teams(staff=set(STAFF)) as cloud:
            dying = teams_harness(settings, build_pipeline(settings, stuck, runtime=teams_runtime), store=store,
                                  cloud=cloud, start_service=False)
            first = dying.__enter__()
            try:
                assert first.post(first.message(EMPLOYEE, PASSWORD_QUESTION))[0] == 200
                assert cloud.wait_for(lambda c: bool(c.calls_to("send")), 10)  # typing: work started
                first.server.stop()  # the process dies: no more requests, no lease renewal
                with teams_harness(settings, build_pipeline(settings, runtime=teams_runtime), store=store,
                                   cloud=cloud) as second:
                    (answer,) = second.wait_messages(DM, timeout=20)
                    assert "90일" in answer["text"]
                    stuck.release.set()  # the old worker wakes up: it must not answer again
                    time.sleep(0.5)
                    assert len(second.sent_messages(DM)) == 1
            finally:
                stuck.release.set()
                dying.__exit__(None, None, None)
    finally:
        store.close()


def test_the_digest_posts_to_the_teams_staff_channel(harness: TeamsHarness) -> None:
    from datetime import date

    from bot.digest.digest import Digest

    digest = Digest(week="2026-W48", start=date(2026, 11, 23), end=date(2026, 11, 29), total=0,
                    previous_total=1, groups=[])
    harness.service.post_digest(digest)
    harness.service.post_digest(digest)  # once per week, however often it is asked
    (post,) = harness.wait_messages(STAFF_CHANNEL)
    assert "2026-W48" in post["text"] and post["textFormat"] == "markdown"
    time.sleep(0.3)
    assert len(harness.sent_messages(STAFF_CHANNEL)) == 1


def test_a_channel_mention_is_answered_in_its_thread(harness: TeamsHarness) -> None:
    thread = f"{STAFF_CHANNEL.replace('staffchannel', 'general')};messageid=1700000000001"
    activity = harness.message(EMPLOYEE, f"<at>IT 헬프데스크</at> {PASSWORD_QUESTION}")
    activity["conversation"] = {"id": thread, "conversationType": "channel", "tenantId": TENANT_ID}
    activity["channelData"]["team"] = {"id": "19:general@thread.tacv2"}
    assert harness.post(activity)[0] == 200
    (answer,) = harness.wait_messages(thread)
    assert "90일" in answer["text"]
    assert harness.store.recent_questions(EMPLOYEE)[0].text == PASSWORD_QUESTION  # the mention is not asked


def test_the_bot_says_how_to_use_it_when_installed(harness: TeamsHarness) -> None:
    activity = harness.message(EMPLOYEE, "")
    activity.update(type="conversationUpdate", membersAdded=[{"id": activity["recipient"]["id"]}])
    del activity["text"]
    assert harness.post(activity)[0] == 200
    (welcome,) = harness.wait_messages(DM)
    assert texts.HELP.splitlines()[0] in welcome["text"].replace("<br>", "\n")
    assert harness.store.recent_questions(EMPLOYEE) == []
