"""Logs of handled questions, in text and JSON lines: ids, routes and timings, never the question."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest

from bot.ops.logsetup import LogFormat, configure_logging, make_formatter
from tests.slack_data import MakeHarness
from tests.support.slack_harness import SlackHarness, dm_event

pytest_plugins = ["tests.slack_support"]

ANSWERED = "비밀번호는 얼마나 자주 바꿔야 하나요?"
HANDED_OFF = "사내 카페테리아 점심 메뉴 추천 부탁드려요 비밀단어 QWV-9082"


@pytest.fixture
def captured() -> Iterator[io.StringIO]:
    """Everything the root logger writes at INFO (what `helpdesk -v serve` shows)."""
    root = logging.getLogger()
    saved = (root.level, list(root.handlers))
    stream = io.StringIO()
    root.handlers = [logging.StreamHandler(stream)]
    yield stream
    root.handlers = saved[1]
    root.setLevel(saved[0])


def _handle_two_questions(h: SlackHarness) -> None:
    h.send_event(dm_event("U800", ANSWERED))
    h.send_event(dm_event("U801", HANDED_OFF))
    assert h.api.wait_for(lambda _: bool(h.store.tickets() and h.store.tickets()[0].message_ts), timeout=20)
    assert h.api.wait_for(lambda _: len(h.api.calls_to("reactions.remove")) >= 2, timeout=20)


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_question_text_never_reaches_the_logs(
    fmt: LogFormat, captured: io.StringIO, make_harness: MakeHarness
) -> None:
    configure_logging(verbose=True, fmt=fmt)
    with make_harness() as h:
        _handle_two_questions(h)
    output = captured.getvalue()
    lines = [line for line in output.splitlines() if line.strip()]
    assert any("route=auto_answer" in line for line in lines), output  # the logs were captured
    assert any("route=handoff" in line for line in lines), output
    if fmt == "json":
        records = [json.loads(line) for line in lines]  # every line is one JSON object
        assert all({"time", "level", "logger", "message"} <= set(r) for r in records)
        output = "\n".join(json.dumps(r, ensure_ascii=False) for r in records)
    for question in (ANSWERED, HANDED_OFF):
        assert question not in output
        for word in question.split():
            if len(word) >= 3:
                assert word not in output, word


def test_json_lines_keep_korean_readable_and_extra_fields() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(make_formatter("json"))
    logger = logging.getLogger("bot.test_logs")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("ticket %s posted", 7, extra={"question_id": 7})
    finally:
        logger.removeHandler(handler)
        logger.propagate = True
    record = json.loads(stream.getvalue())
    assert record["message"] == "ticket 7 posted"
    assert record["level"] == "WARNING" and record["logger"] == "bot.test_logs"
    assert record["question_id"] == 7
