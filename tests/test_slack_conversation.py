"""Issue 12 over the real app: a DM follow-up is read with the asker's previous question; the ticket
shows staff what was searched; a thread is its own conversation; other people's questions are not."""

from __future__ import annotations

from tests.slack_data import block_text
from tests.support.slack_harness import STAFF_CHANNEL, SlackHarness, dm_event, mention_event

pytest_plugins = ["tests.slack_support"]

RETURN_QUESTION = "회사를 그만두면 노트북은 언제까지 돌려줘야 하나요?"


def _answers(h: SlackHarness, channel: str, count: int) -> list[str]:
    h.api.wait_for(lambda api: len([c for c in api.calls_to("chat.postMessage")
                                    if c.args.get("channel") == channel]) >= count)
    return [str(c.args["text"]) for c in h.api.calls_to("chat.postMessage") if c.args.get("channel") == channel]


def _settled(h: SlackHarness, user: str, count: int) -> None:
    assert h.api.wait_for(lambda _: len([q for q in h.store.recent_questions(user, 10) if q.route]) >= count)


def test_dm_follow_up_is_answered_in_context_and_stored_with_its_query(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U300", RETURN_QUESTION))
    _answers(harness, "D300", 1)
    _settled(harness, "U300", 1)
    harness.send_event(dm_event("U300", "며칠 안에요?"))
    answers = _answers(harness, "D300", 2)
    assert "5영업일" in answers[1]
    _settled(harness, "U300", 2)
    latest = harness.store.recent_questions("U300", 1)[0]
    assert latest.text == "며칠 안에요?" and latest.retrieval_query is not None
    assert RETURN_QUESTION in latest.retrieval_query


def test_another_askers_question_is_not_context(harness: SlackHarness) -> None:
    harness.send_event(dm_event("U301", RETURN_QUESTION))
    _answers(harness, "D301", 1)
    _settled(harness, "U301", 1)
    harness.send_event(dm_event("U302", "며칠 안에요?"))
    _answers(harness, "D302", 1)
    _settled(harness, "U302", 1)
    (record,) = harness.store.recent_questions("U302", 1)
    assert record.retrieval_query == "며칠 안에요?" and record.route == "handoff"


def test_handed_off_follow_up_shows_staff_what_was_searched(harness: SlackHarness) -> None:
    root = mention_event("U303", "노트북 사양은 어떻게 되나요?")
    harness.send_event(root)
    _settled(harness, "U303", 1)
    harness.send_event(mention_event("U303", "CPU는요?") | {"thread_ts": root["ts"]})
    _settled(harness, "U303", 2)
    assert harness.api.wait_for(lambda api: any(
        "CPU는요?" in block_text(c.args.get("blocks") or [])  # type: ignore[arg-type]
        for c in api.calls_to("chat.postMessage") if c.args.get("channel") == STAFF_CHANNEL))
    tickets = [c.args for c in harness.api.calls_to("chat.postMessage") if c.args.get("channel") == STAFF_CHANNEL]
    follow_up = next(t for t in tickets if "CPU는요?" in block_text(t["blocks"]))  # type: ignore[arg-type]
    text = block_text(follow_up["blocks"])  # type: ignore[arg-type]
    assert "검색한 내용" in text and "노트북 사양은 어떻게 되나요? CPU는요?" in text
