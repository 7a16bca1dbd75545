"""Block Kit builders stay within Slack's limits; the running app schedules and posts the digest."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.helpdesk import render
from bot.models import Reason, Result, Route
from bot.runtime import Runtime
from bot.slack import blocks as kit
from bot.slack.runner import start_digest
from bot.slack.screening import HELP, THANKS, small_talk_reply
from bot.store import QuestionRecord, QuestionState, Ticket, TicketState, schema, work
from tests.slack_data import block_text
from tests.support.digest_week import due_week
from tests.support.slack_harness import STAFF_CHANNEL, SlackHarness

pytest_plugins = ["tests.slack_support"]


def _within_limits(blocks: list[dict[str, Any]], max_blocks: int = kit.MESSAGE_BLOCKS) -> None:
    assert len(blocks) <= max_blocks
    for block in blocks:
        if block["type"] == "section" and "text" in block:
            assert len(block["text"]["text"]) <= kit.SECTION_LIMIT
        if block["type"] == "header":
            assert len(block["text"]["text"]) <= kit.HEADER_LIMIT
        for element in block.get("elements", []):
            if element.get("type") == "mrkdwn":
                assert len(element["text"]) <= kit.SECTION_LIMIT


def test_long_answers_are_split_and_cut_within_limits() -> None:
    answer = ("비밀번호는 90일마다 바꿉니다. " * 40 + "\n") * 30  # ~30,000 characters
    blocks = kit.answer_blocks(answer, 7, with_buttons=True)
    _within_limits(blocks)
    assert blocks[-1]["type"] == "actions"
    assert len(kit.split_text("가" * 7000)) == 3
    huge = kit.answer_blocks("x " * 200_000, 7, with_buttons=True)
    _within_limits(huge)
    assert "생략" in block_text(huge)
    assert len(kit.fallback("a" * 50_000)) <= kit.FALLBACK_LIMIT


def test_ticket_blocks_with_huge_fields_stay_within_limits() -> None:
    now = datetime.now(UTC)
    record = QuestionRecord(
        id=1, channel="D1", asker_id="U1", dept=None, text="질문 " * 3000, thread_ts="1.1", event_id=None,
        received_at=now, state=QuestionState.DONE, reason="checks_failed", top_score=0.31, draft="초안 " * 3000,
        checks=[{"name": f"check{i}", "passed": False, "detail": "d" * 500} for i in range(10)],
        failed=[f"check{i}" for i in range(10)],
    )
    ticket = Ticket(id=1, question_id=1, state=TicketState.OPEN, assignee=None, staff_reply=None, policy_gap=False,
                    reason="checks_failed", requested_by_employee=False, message_channel=None, message_ts=None,
                    created_at=now, updated_at=now)
    record = record.model_copy(update={
        "sources": [{"title": "t" * 300, "section": "s" * 300, "revision": 1, "score": 0.5} for _ in range(60)]
    })
    blocks = kit.ticket_card_blocks(render.ticket_card(ticket, record))
    _within_limits(blocks)
    assert blocks[-1]["block_id"] == kit.ACTIONS_BLOCK
    json.dumps(blocks)  # serialisable as sent


def test_escape_keeps_user_text_from_pinging_everyone() -> None:
    assert kit.escape("<!channel> & <@U1>") == "&lt;!channel&gt; &amp; &lt;@U1&gt;"


def test_small_talk_is_recognised_and_questions_are_not() -> None:
    for text in ("안녕하세요", "hi!", "👋", ":wave:", "<@UBOT>", "도움말"):
        assert small_talk_reply(text) == HELP, text
    for text in ("감사합니다!", "고마워요 ㅎㅎ", "thanks"):
        assert small_talk_reply(text) == THANKS, text
    for text in ("비밀번호는 얼마나 자주 바꿔야 하나요?", "안녕하세요, VPN이 안 돼요", "네트워크가 느려요"):
        assert small_talk_reply(text) is None, text


def test_the_running_app_posts_the_weekly_digest_to_the_staff_channel(
    harness: SlackHarness, slack_runtime: Runtime
) -> None:
    settings = harness.app.service.settings
    # the bot ran in the week the digest is due for and a question there went unanswered: the catch-up posts it
    _, start = due_week(harness.store, settings)
    asked = start + timedelta(days=2)
    qid = harness.store.record_question("D9", "U9", None, "프린터 드라이버 설치 규정이 있나요?", received_at=asked)
    with harness.store.transaction() as conn:
        work.heartbeat(conn, "earlier-process", asked - timedelta(days=1))
        conn.execute(schema.service_runs.update().values(seen_at=asked + timedelta(hours=1)))
    harness.store.finish_question(qid, Result(question="x", route=Route.HANDOFF, reason=Reason.CHECKS_FAILED,
                                              answer="x"))
    scheduler = start_digest(harness.app, settings, slack_runtime)  # catch-up runs the due week at start
    try:
        posts = harness.api.wait_calls("chat.postMessage", 1, timeout=15)
    finally:
        scheduler.shutdown(wait=True)
    assert posts[0].args["channel"] == STAFF_CHANNEL
    assert "규정 공백 주간 요약" in block_text(posts[0].args["blocks"])
    # once a week: a second scheduler (another replica, a restart) does not post it again
    again = start_digest(harness.app, settings, slack_runtime)
    try:
        harness.api.wait_for(lambda api: len(api.calls_to("chat.postMessage")) > 1, timeout=1.0)
    finally:
        again.shutdown(wait=True)
    assert len(harness.api.calls_to("chat.postMessage")) == 1
