"""Staff: tickets in the staff channel, claim / reply (modal) / resolve / policy gap, App Home."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.answer.generate.replay import ReplayGenerator
from bot.digest.digest import build_digest
from bot.helpdesk import render
from bot.slack import blocks as kit
from bot.slack.service import NOT_STAFF, STAFF_REPLY_PREFIX
from bot.store import TicketState
from tests.slack_data import (
    NEAR_MISS_DRAFT,
    NEAR_MISS_QUESTION,
    OFF_TOPIC_QUESTION,
    PASSWORD_QUESTION,
    MakeHarness,
    block_text,
)
from tests.support.slack_api import Call
from tests.support.slack_harness import (
    STAFF_CHANNEL,
    SlackHarness,
    block_action,
    dm_event,
    view_submission,
)

pytest_plugins = ["tests.slack_support"]

STAFF = "USTAFF1"
OTHER_STAFF = "USTAFF2"


def _ticket_post(h: SlackHarness) -> Call:
    posts = [c for c in h.api.wait_calls("chat.postMessage", 2) if c.args.get("channel") == STAFF_CHANNEL]
    assert len(posts) == 1
    deadline = time.monotonic() + 10  # the outbox records the posted message's ts right after Slack answers
    while time.monotonic() < deadline and not all(t.message_ts for t in h.store.tickets()):
        time.sleep(0.02)
    return posts[0]


def _press(h: SlackHarness, user: str, action_id: str, ticket_id: int, message: dict[str, Any]) -> None:
    assert h.send_interaction(block_action(user, action_id, str(ticket_id), channel=STAFF_CHANNEL,
                                           message=message)).status == 200


def _last_update(h: SlackHarness, count: int) -> dict[str, Any]:
    return h.api.wait_calls("chat.update", count)[-1].args


def _buttons(blocks: list[dict[str, Any]]) -> list[str]:
    return [e["text"]["text"] for b in blocks if b["type"] == "actions" for e in b["elements"]]


def test_near_miss_ticket_shows_draft_failed_checks_and_sources(make_harness: MakeHarness) -> None:
    with make_harness(ReplayGenerator(NEAR_MISS_DRAFT)) as h:
        h.send_event(dm_event("U200", NEAR_MISS_QUESTION))
        post = _ticket_post(h)
        text = block_text(post.args["blocks"])
        assert NEAR_MISS_QUESTION in text
        assert "노트북 사양에 대한 내용이 포함되어 있지 않습니다" in text  # the draft
        assert "실패한 검사" in text and "`found_in_policies`" in text
        (record,) = h.store.recent_questions("U200")
        assert record.reason == "checks_failed"
        for name in record.failed:  # every failed check is shown with its detail
            check = next(c for c in record.checks if c["name"] == name)
            assert f"`{name}`" in text and str(check["detail"])[:20] in text
        assert "top_score" in text and f"{record.top_score:.3f}" in text
        assert "가까운 규정 (유사도)" in text and " — 0." in text  # sources with scores
        assert _buttons(post.args["blocks"]) == ["담당하기", "답변 보내기", "규정 보완 필요"]
        employee = [c for c in h.api.calls_to("chat.postMessage") if c.args["channel"] == "D200"]
        assert [c.args["text"] for c in employee] == ["규정에서 확실한 답을 찾지 못해 IT 담당자에게 전달했습니다."]


def test_claim_reply_resolve_and_refusals(harness: SlackHarness) -> None:
    question = dm_event("U201", OFF_TOPIC_QUESTION)
    harness.send_event(question)
    post = _ticket_post(harness)
    (ticket,) = harness.store.tickets()
    message = {"ts": post.args.get("ts", ticket.message_ts), "blocks": post.args["blocks"]}

    # someone outside the staff channel: ephemeral refusal, nothing changes
    _press(harness, "U999", kit.CLAIM, ticket.id, message)
    refusal = harness.api.wait_calls("chat.postEphemeral")[0].args
    assert refusal["user"] == "U999" and refusal["text"] == NOT_STAFF
    assert harness.store.get_ticket(ticket.id).state is TicketState.OPEN

    # claim: the message updates in place with the state and who
    _press(harness, STAFF, kit.CLAIM, ticket.id, message)
    update = _last_update(harness, 1)
    assert update["channel"] == STAFF_CHANNEL and update["ts"] == ticket.message_ts
    assert "처리 중" in block_text(update["blocks"]) and f"<@{STAFF}>" in block_text(update["blocks"])
    assert OFF_TOPIC_QUESTION in block_text(update["blocks"])  # the body is kept
    assert _buttons(update["blocks"]) == ["답변 보내기", "해결", "규정 보완 필요"]

    # another staff member cannot claim it: told who holds it
    _press(harness, OTHER_STAFF, kit.CLAIM, ticket.id, message)
    told = harness.api.wait_calls("chat.postEphemeral", 2)[-1].args
    assert told["user"] == OTHER_STAFF and f"<@{STAFF}>" in told["text"]

    # reply: a modal, whose text reaches the employee in the thread of their DM
    _press(harness, STAFF, kit.REPLY, ticket.id, {**message, "blocks": update["blocks"]})
    view = harness.api.wait_calls("views.open")[0].args["view"]
    assert view["callback_id"] == kit.REPLY_MODAL and view["private_metadata"] == str(ticket.id)
    reply_text = "점심 메뉴는 사내 식당 공지를 확인해 주세요."
    values = {kit.REPLY_BLOCK: {kit.REPLY_INPUT: {"type": "plain_text_input", "value": reply_text}}}
    sent = harness.send_interaction(view_submission(STAFF, view, values))
    assert sent.status == 200 and sent.body in ("", "{}")
    harness.api.wait_for(lambda api: any(c.args["channel"] == "D201" and STAFF_REPLY_PREFIX in c.args["text"]
                                         for c in api.calls_to("chat.postMessage")))
    delivered = [c.args for c in harness.api.calls_to("chat.postMessage")
                 if STAFF_REPLY_PREFIX in str(c.args["text"])]
    assert delivered[0]["thread_ts"] == question["ts"] and reply_text in delivered[0]["text"]
    update = _last_update(harness, 2)
    assert "답변함" in block_text(update["blocks"])
    assert harness.store.get_ticket(ticket.id).staff_reply == reply_text

    # a non-staff modal submission is refused inside the modal
    refused = harness.send_interaction(view_submission("U999", view, values))
    assert refused.status == 200 and '"response_action":"errors"' in refused.body.replace(" ", "")

    # resolve
    _press(harness, STAFF, kit.RESOLVE, ticket.id, {**message, "blocks": update["blocks"]})
    update = _last_update(harness, 3)
    assert "해결됨" in block_text(update["blocks"])
    assert _buttons(update["blocks"]) == ["규정 보완 필요"]
    assert harness.store.get_ticket(ticket.id).state is TicketState.RESOLVED


def test_policy_gap_is_stored_and_appears_in_the_digest(make_harness: MakeHarness) -> None:
    with make_harness(ReplayGenerator(NEAR_MISS_DRAFT)) as h:
        h.send_event(dm_event("U202", NEAR_MISS_QUESTION))
        post = _ticket_post(h)
        (ticket,) = h.store.tickets()
        _press(h, STAFF, kit.POLICY_GAP, ticket.id, {"ts": ticket.message_ts, "blocks": post.args["blocks"]})
        update = _last_update(h, 1)
        assert "규정 보완 필요" in block_text(update["blocks"])
        assert "규정 보완 필요" not in _buttons(update["blocks"])
        assert h.store.get_ticket(ticket.id).policy_gap

        now = datetime.now(UTC)
        gaps = h.store.gap_questions(now - timedelta(days=1), now + timedelta(days=1))
        assert [(g.text, g.policy_gap) for g in gaps] == [(NEAR_MISS_QUESTION, True)]
        week = f"{now.isocalendar()[0]}-W{now.isocalendar()[1]:02d}"
        runtime_embedder = h.app.service.pipeline.embedder
        digest = build_digest(h.store, week, runtime_embedder, None, tz="UTC")
        assert digest.total == 1 and NEAR_MISS_QUESTION in digest.groups[0].questions
        h.app.helpdesk.post_digest(digest)
        posted = h.api.calls_to("chat.postMessage")[-1].args
        assert posted["channel"] == STAFF_CHANNEL and NEAR_MISS_QUESTION in block_text(posted["blocks"])


def test_app_home_for_employees_and_staff(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U203", OFF_TOPIC_QUESTION))
    harness.api.wait_calls("chat.postMessage", 2)
    harness.send_event({"type": "app_home_opened", "user": "U203", "channel": "D203", "tab": "home",
                        "event_ts": "1.1"})
    home = harness.api.wait_calls("views.publish")[0].args
    assert home["user_id"] == "U203"
    text = block_text(home["view"]["blocks"])
    assert "사용법" in text and OFF_TOPIC_QUESTION in text and "열린 티켓" not in text
    assert "이번 주 현황" not in text

    harness.send_event({"type": "app_home_opened", "user": STAFF, "channel": "DSTAFF", "tab": "home",
                        "event_ts": "1.2"})
    staff_home = harness.api.wait_calls("views.publish", 2)[-1].args
    staff_text = block_text(staff_home["view"]["blocks"])
    assert "열린 티켓" in staff_text and "#1" in staff_text
    assert "이번 주 현황" in staff_text and "질문: 1건" in staff_text and "담당자 전달: 1건" in staff_text


def test_auto_answer_feedback_button(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U204", PASSWORD_QUESTION))
    answer = harness.api.wait_calls("chat.postMessage")[0]
    (record,) = harness.store.recent_questions("U204")
    message = {"ts": "1.5", "blocks": answer.args["blocks"]}
    harness.send_interaction(block_action("U204", kit.HELPFUL, str(record.id), channel="D204", message=message))
    update = harness.api.wait_calls("chat.update")[0].args
    assert "의견 감사합니다" in block_text(update["blocks"]) and not _buttons(update["blocks"])
    assert harness.store.tickets() == []
    assert harness.store.get_question(record.id).feedback == "helpful"


def test_a_replica_that_never_saw_the_ticket_rebuilds_it_with_sources(make_harness: MakeHarness) -> None:
    with make_harness(ReplayGenerator(NEAR_MISS_DRAFT)) as h:
        h.send_event(dm_event("U210", NEAR_MISS_QUESTION))
        posted = block_text(_ticket_post(h).args["blocks"])
        assert h.api.wait_for(lambda _: bool(h.store.tickets() and h.store.tickets()[0].message_ts))
        (ticket,) = h.store.tickets()
        # another process rebuilds the card from the database alone
        card = render.ticket_card(ticket, h.store.get_question(ticket.question_id))
        rebuilt = block_text(kit.ticket_card_blocks(card))
        assert "가까운 규정 (유사도)" in rebuilt and " — 0." in rebuilt
        assert rebuilt.split("*상태:*")[0] == posted.split("*상태:*")[0]


def test_a_refusal_slack_will_not_show_privately_arrives_as_a_dm(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U202", OFF_TOPIC_QUESTION))
    post = _ticket_post(harness)
    (ticket,) = harness.store.tickets()
    harness.api.fail_next("chat.postEphemeral", status=200, retry_after=None,
                          body={"ok": False, "error": "user_not_in_channel"})
    _press(harness, "U998", kit.CLAIM, ticket.id, {"ts": ticket.message_ts, "blocks": post.args["blocks"]})
    opened = harness.api.wait_calls("conversations.open")[0].args
    assert opened["users"] == "U998"
    assert harness.api.wait_for(
        lambda api: any(c.args.get("text") == NOT_STAFF for c in api.calls_to("chat.postMessage"))
    )
    assert harness.store.get_ticket(ticket.id).state is TicketState.OPEN
