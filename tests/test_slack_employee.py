"""Employees: DMs and mentions answered by the real app over HTTP against the fake Slack Web API."""

from __future__ import annotations

from bot import messages
from bot.slack import blocks as kit
from bot.slack.screening import HELP, TEXT_ONLY, THANKS
from bot.store import QuestionState
from tests.slack_data import OFF_TOPIC_QUESTION, PASSWORD_QUESTION, MakeHarness, block_text
from tests.support.generators import FailingGenerator
from tests.support.slack_harness import STAFF_CHANNEL, SlackHarness, dm_event, mention_event

pytest_plugins = ["tests.slack_support"]


def _posts_to(h: SlackHarness, channel: str) -> list[dict[str, object]]:
    return [c.args for c in h.api.calls_to("chat.postMessage") if c.args.get("channel") == channel]


def test_dm_is_answered_with_sources_and_buttons(harness: SlackHarness) -> None:
    event = dm_event("U100", PASSWORD_QUESTION)
    sent = harness.send_event(event)
    assert sent.status == 200

    post = harness.api.wait_calls("chat.postMessage")[0].args
    assert post["channel"] == "D100"
    assert "thread_ts" not in post or post["thread_ts"] is None  # a DM answer goes in the DM itself
    assert "90일" in str(post["text"])
    assert "출처: 비밀번호·계정 보안 규정" in str(post["text"])
    blocks = post["blocks"]
    assert isinstance(blocks, list)
    buttons = [e for b in blocks if b["type"] == "actions" for e in b["elements"]]
    assert [b["text"]["text"] for b in buttons] == ["도움이 됐어요", "담당자에게 물어볼게요"]

    # 👀 while working, removed after; nothing goes to the staff channel
    harness.api.wait_calls("reactions.remove")
    added = harness.api.calls_to("reactions.add")[0]
    assert added.args["name"] == "eyes" and added.args["timestamp"] == event["ts"]
    assert added.at <= harness.api.calls_to("chat.postMessage")[0].at
    assert not _posts_to(harness, STAFF_CHANNEL)
    (record,) = harness.store.recent_questions("U100")
    assert record.state is QuestionState.DONE and record.route == "auto_answer"


def test_below_threshold_gives_the_design_sentence_and_a_ticket(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U101", OFF_TOPIC_QUESTION))
    harness.api.wait_for(lambda api: len(api.calls_to("chat.postMessage")) >= 2)
    employee = _posts_to(harness, "D101")
    assert [p["text"] for p in employee] == [messages.NOT_FOUND]
    (ticket_post,) = _posts_to(harness, STAFF_CHANNEL)
    text = block_text(ticket_post["blocks"])  # type: ignore[arg-type]
    assert OFF_TOPIC_QUESTION in text
    assert "<@U101>" in text
    assert kit.REASONS_KO["below_threshold"] in text
    assert "top_score" in text
    # The message reference is stored once Slack's reply to chat.postMessage has come back.
    assert harness.api.wait_for(lambda _: bool(harness.store.tickets() and harness.store.tickets()[0].message_ts))
    (ticket,) = harness.store.tickets()
    assert ticket.message_channel == STAFF_CHANNEL and ticket.message_ts


def test_model_failure_gives_a_notice_and_a_ticket(make_harness: MakeHarness) -> None:
    with make_harness(FailingGenerator()) as h:
        h.send_event(dm_event("U102", PASSWORD_QUESTION))
        h.api.wait_for(lambda api: len(api.calls_to("chat.postMessage")) >= 2)
        assert [p["text"] for p in _posts_to(h, "D102")] == [messages.STAGE_FAILED]
        (ticket_post,) = _posts_to(h, STAFF_CHANNEL)
        assert kit.REASONS_KO["generation_failed"] in block_text(ticket_post["blocks"])  # type: ignore[arg-type]
        assert h.store.tickets()[0].reason == "generation_failed"


def test_mention_in_a_channel_is_answered_in_its_thread(harness: SlackHarness) -> None:
    event = mention_event("U103", PASSWORD_QUESTION, channel="CGENERAL")
    harness.send_event(event)
    post = harness.api.wait_calls("chat.postMessage")[0].args
    assert post["channel"] == "CGENERAL" and post["thread_ts"] == event["ts"]
    assert "출처:" in str(post["text"])


def test_small_talk_files_and_long_messages_get_short_replies_without_tickets(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U104", "안녕하세요!"))
    harness.send_event(dm_event("U105", "감사합니다 🙏"))
    harness.send_event(dm_event("U106", "👍"))
    harness.send_event(dm_event("U107", "", subtype="file_share", files=[{"id": "F1", "name": "a.png"}]))
    harness.send_event(dm_event("U108", "가" * 5000))
    harness.api.wait_calls("chat.postMessage", 5)
    posts = harness.api.calls_to("chat.postMessage")
    by_channel = {str(c.args["channel"]): str(c.args["text"]) for c in posts}
    assert by_channel["D104"] == HELP
    assert by_channel["D105"] == THANKS
    assert by_channel["D106"] == HELP
    assert by_channel["D107"] == TEXT_ONLY
    assert "너무 깁니다" in by_channel["D108"]
    assert harness.store.tickets() == []
    assert all(not harness.store.recent_questions(f"U10{i}") for i in range(4, 9))


def test_edits_deletions_bots_and_own_messages_are_acknowledged_and_ignored(harness: SlackHarness) -> None:
    ignored = [
        dm_event("U109", PASSWORD_QUESTION, subtype="message_changed"),
        dm_event("U109", PASSWORD_QUESTION, subtype="message_deleted"),
        dm_event("U109", PASSWORD_QUESTION, subtype="bot_message", bot_id="BOTHER"),
        dm_event("U109", PASSWORD_QUESTION, bot_id="BOTHER"),
        dm_event("UBOT", PASSWORD_QUESTION),  # the bot's own message
        {**dm_event("U109", PASSWORD_QUESTION), "channel_type": "channel", "channel": "CGENERAL"},
    ]
    for event in ignored:
        assert harness.send_event(event).status == 200
    harness.send_event(dm_event("U110", "안녕"))  # a marker: once answered, the others had their chance
    harness.api.wait_calls("chat.postMessage")
    assert [c.args["channel"] for c in harness.api.calls_to("chat.postMessage")] == ["D110"]
    assert harness.store.recent_questions("U109") == []


def test_ask_a_person_opens_a_ticket(harness: SlackHarness) -> None:
    from tests.support.slack_harness import block_action

    harness.send_event(dm_event("U111", PASSWORD_QUESTION))
    answer = harness.api.wait_calls("chat.postMessage")[0]
    harness.api.wait_calls("reactions.remove")
    (record,) = harness.store.recent_questions("U111")
    message = {"ts": "1.000001", "blocks": answer.args["blocks"], "text": answer.args["text"]}
    sent = harness.send_interaction(block_action("U111", kit.ASK_PERSON, str(record.id), channel="D111",
                                                 message=message))
    assert sent.status == 200
    harness.api.wait_calls("chat.update")
    staff = _posts_to(harness, STAFF_CHANNEL)
    assert len(staff) == 1 and kit.EMPLOYEE_REQUEST in block_text(staff[0]["blocks"])  # type: ignore[arg-type]
    update = harness.api.calls_to("chat.update")[0].args
    assert update["channel"] == "D111" and "담당자에게 전달했어요" in block_text(update["blocks"])
    assert all(b["type"] != "actions" for b in update["blocks"])
    (ticket,) = harness.store.tickets()
    assert ticket.requested_by_employee
    assert harness.store.get_question(record.id).feedback == "asked_person"
