"""The Teams ports against the loopback fake connector: what reaches `/v3/conversations…`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest

from bot.digest.digest import Digest
from bot.helpdesk import texts
from bot.helpdesk.content import (
    AnswerMessage,
    Button,
    CheckLine,
    DigestMessage,
    Feedback,
    HistoryLine,
    Notice,
    SourceLine,
    StaffAction,
    StaffReplyMessage,
    TicketCard,
)
from bot.helpdesk.incoming import TEAMS
from bot.helpdesk.ports import Delivery, DeliveryError
from bot.teams import cards, render
from bot.teams.connector import BotConnector
from bot.teams.messenger import Conversation, People, TeamsMessenger, TeamsWorking
from tests.support.teams_cloud import FakeTeamsCloud, start_fake_teams
from tests.teams_data import EMPLOYEE, STAFF_CHANNEL, STAFF_USER, TENANT_ID


@pytest.fixture
def cloud() -> Iterator[FakeTeamsCloud]:
    with start_fake_teams(staff={STAFF_USER}) as fake:
        yield fake


@pytest.fixture
def people() -> People:
    found = People()
    found.saw(EMPLOYEE, "김직원", None)
    found.saw(STAFF_USER, "이담당", None)
    return found


@pytest.fixture
def messenger(cloud: FakeTeamsCloud, people: People) -> Iterator[TeamsMessenger]:
    connector = BotConnector(lambda: "token.for.tests", backoff_s=0.01)
    yield TeamsMessenger(connector, staff_channel=lambda: Conversation(cloud.url, STAFF_CHANNEL, TENANT_ID),
                         people=people)
    connector.close()


def _dm(cloud: FakeTeamsCloud) -> str:
    return Conversation(cloud.url, "a:dm-employee", TENANT_ID).dumps()


def _ticket(**changes: object) -> TicketCard:
    values: dict[str, object] = dict(
        ticket_id=7, title=texts.ticket_title(7), state="open", state_label=texts.STATES["open"],
        question="<b>VPN</b> 인증서 *갱신*은?", asker=EMPLOYEE, asker_platform=TEAMS, dept_label="HR",
        reason=texts.REASONS["checks_failed"], top_score=0.4123, draft="초안 [1]",
        failed_checks=(CheckLine("grounded", texts.CHECKS["grounded"], "12% < 30%"),),
        sources_title=texts.LABEL_NEAREST,
        sources=(SourceLine("원격 근무 보안 규정", "2. VPN", 2, 0.41),),
        assignee=None, assignee_platform=None, policy_gap=False,
        history=(HistoryLine(texts.ACTIONS["opened"], None, None, datetime(2026, 11, 30, 9, 0, tzinfo=UTC)),),
        buttons=(Button(texts.BUTTON_CLAIM, StaffAction.CLAIM, 7, "primary"),
                 Button(texts.BUTTON_REPLY, StaffAction.REPLY, 7),
                 Button(texts.BUTTON_POLICY_GAP, StaffAction.POLICY_GAP, 7, "danger")),
    )
    values.update(changes)
    return TicketCard(**values)  # type: ignore[arg-type]


def test_answer_with_feedback_buttons_then_note(cloud: FakeTeamsCloud, messenger: TeamsMessenger) -> None:
    answer = AnswerMessage(7, "VPN 인증서는 1년입니다 [원격 근무 보안 규정]\n출처: 원격 근무 보안 규정",
                           (Button(texts.BUTTON_HELPFUL, Feedback.HELPFUL, 7, "primary"),
                            Button(texts.BUTTON_ASK_PERSON, Feedback.ASK_PERSON, 7)))
    ref = messenger.send_answer(to=_dm(cloud), answer=answer, delivery=Delivery("answer:q7"))
    (call,) = cloud.calls_to("send")
    assert call.path == "/v3/conversations/a:dm-employee/activities"
    assert call.body["textFormat"] == "markdown" and "<br>출처: 원격 근무 보안 규정" in call.body["text"]
    actions = call.body["attachments"][0]["content"]["actions"]
    assert [(a["type"], a["verb"], a["data"]["question"]) for a in actions] == [
        ("Action.Execute", "helpful", 7), ("Action.Execute", "ask_person", 7)]
    # the outbox retrying the same key does not post twice
    assert messenger.send_answer(to=_dm(cloud), answer=answer, delivery=Delivery("answer:q7", 2)) == ref
    assert len(cloud.calls_to("send")) == 1
    messenger.update_answer(ref=ref, answer=AnswerMessage(7, answer.text, note=texts.THANKS_FEEDBACK),
                            delivery=Delivery("answer-update:q7"))
    (update,) = cloud.calls_to("update")
    assert update.path == f"/v3/conversations/a:dm-employee/activities/{Conversation.loads(ref).activity}"
    content = update.body["attachments"][0]["content"]
    assert "actions" not in content and texts.THANKS_FEEDBACK in json.dumps(content, ensure_ascii=False)


def test_ticket_card_posted_to_the_staff_channel_and_updated_in_place(
    cloud: FakeTeamsCloud, messenger: TeamsMessenger
) -> None:
    ref = messenger.post_ticket(ticket=_ticket(), delivery=Delivery("ticket-post:t7"))
    (post,) = cloud.calls_to("send")
    assert post.path == f"/v3/conversations/{STAFF_CHANNEL}/activities"
    card = post.body["attachments"][0]
    assert card["contentType"] == cards.CARD_CONTENT_TYPE and card["content"]["version"] == "1.5"
    shown = json.dumps(card["content"], ensure_ascii=False)
    for expected in ("🎫 티켓 #7", "&lt;b&gt;VPN&lt;/b&gt;", "김직원", "HR", texts.REASONS["checks_failed"], "0.412",
                     "초안 [1]", "grounded", "12% &lt; 30%", "원격 근무 보안 규정 · 2. VPN (r2) — 0.410",
                     texts.STATES["open"]):
        assert expected in shown, expected
    assert "<@" not in shown and "<b>" not in shown
    actions = card["content"]["actions"]
    assert [a.get("verb") for a in actions if a["type"] == "Action.Execute"] == ["claim", "policy_gap"]
    (dialog,) = [a for a in actions if a["type"] == "Action.Submit"]
    assert dialog["data"]["msteams"] == {"type": "task/fetch"} and dialog["data"]["ticket"] == 7

    claimed = _ticket(state="claimed", state_label=texts.STATES["claimed"], assignee=STAFF_USER,
                      assignee_platform=TEAMS,
                      buttons=(Button(texts.BUTTON_REPLY, StaffAction.REPLY, 7),
                               Button(texts.BUTTON_RESOLVE, StaffAction.RESOLVE, 7)))
    messenger.update_ticket(ref=ref, ticket=claimed, delivery=Delivery("ticket-update:t7:1"))
    (put,) = cloud.calls_to("update")
    assert put.method == "PUT" and put.path.endswith(f"/activities/{Conversation.loads(ref).activity}")
    assert "이담당" in json.dumps(put.body, ensure_ascii=False)
    assert [a["data"]["verb"] for a in put.body["attachments"][0]["content"]["actions"]] == ["reply", "resolve"]


def test_long_texts_split_and_staff_reply_and_digest(cloud: FakeTeamsCloud, messenger: TeamsMessenger) -> None:
    long_text = ("가나다라마바사 " * 1000 + "\n") * 6  # ~48,000 characters
    messenger.send_notice(to=_dm(cloud), notice=Notice(long_text), delivery=Delivery("notice:q1"))
    sends = cloud.calls_to("send")
    assert len(sends) == 3 and all(len(c.body["text"]) <= render.MESSAGE_CHARS * 1.2 for c in sends)
    cloud.clear()
    staff_reply = StaffReplyMessage(7, texts.STAFF_REPLY_TITLE, "재발급하세요 <script>", STAFF_USER, TEAMS)
    messenger.send_staff_reply(to=_dm(cloud), reply=staff_reply, delivery=Delivery("staff-reply:t7"))
    (reply,) = cloud.calls_to("send")
    assert reply.body["text"].startswith(f"**{texts.STAFF_REPLY_TITLE}**<br>")
    assert "&lt;script&gt;" in reply.body["text"] and "*IT" not in reply.body["text"]
    cloud.clear()
    digest = Digest(week="2026-W48", start=date(2026, 11, 23), end=date(2026, 11, 29),
                    total=0, previous_total=2, groups=[], unreadable=0)
    messenger.post_digest(digest=DigestMessage(digest, "요약"), delivery=Delivery("digest:2026-W48"))
    (post,) = cloud.calls_to("send")
    assert post.path == f"/v3/conversations/{STAFF_CHANNEL}/activities" and "2026-W48" in post.body["text"]


def test_failures_map_to_delivery_errors(cloud: FakeTeamsCloud, messenger: TeamsMessenger) -> None:
    cloud.fail_next("send", status=404)
    with pytest.raises(DeliveryError) as err:
        messenger.send_notice(to=_dm(cloud), notice=Notice("x"), delivery=Delivery("notice:a"))
    assert not err.value.retryable
    cloud.fail_next("send", status=503)
    with pytest.raises(DeliveryError) as err:
        messenger.send_notice(to=_dm(cloud), notice=Notice("x"), delivery=Delivery("notice:b"))
    assert err.value.retryable
    with pytest.raises(DeliveryError):
        messenger.send_notice(to="D123:ts", notice=Notice("x"), delivery=Delivery("notice:c"))


def test_typing_signal(cloud: FakeTeamsCloud) -> None:
    working = TeamsWorking(BotConnector(lambda: "t.t.t"))
    working.working(to=_dm(cloud), message=None)
    (typing,) = cloud.calls_to("send")
    assert typing.body == {"type": "typing"}
    cloud.fail_next("send", status=403)
    working.working(to=_dm(cloud), message=None)  # best effort: no exception
