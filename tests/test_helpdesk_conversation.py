"""Issue 12 on the platform-neutral service: a follow-up is read with its conversation (a direct
chat's recent questions, or the thread), also after a takeover; the ticket card shows staff what was
searched, on Slack and on Teams; a message outside any thread and chat carries no context."""

from __future__ import annotations

import dataclasses
import time

from bot.helpdesk import texts
from bot.helpdesk.content import TicketCard
from bot.helpdesk.incoming import Incoming
from bot.helpdesk.service import Receipt
from bot.runtime import Runtime
from bot.settings import Settings
from bot.slack import blocks as kit
from bot.store import Store
from bot.teams import cards
from tests.slack_data import block_text
from tests.test_helpdesk_service import Setup, fast_settings, setup  # noqa: F401

pytest_plugins = ["tests.slack_support"]

RETURN_QUESTION = "회사를 그만두면 노트북은 언제까지 돌려줘야 하나요?"
FOLLOW_UP = "며칠 안에요?"


def _in_channel(s: Setup, user: str, text: str, event_id: str, thread: str | None) -> Incoming:
    return dataclasses.replace(s.fake.incoming(user, text, event_id), direct=False, conversation="team:1",
                               reply_to="team:1", thread=thread)


def test_a_direct_follow_up_and_a_thread_follow_up_are_read_with_their_conversation(setup: Setup) -> None:  # noqa: F811
    setup.ask("E20", RETURN_QUESTION, "ev-c1")
    assert setup.done(1)
    setup.ask("E20", FOLLOW_UP, "ev-c2")
    assert setup.done(2)
    answers = [s.content.text for s in setup.fake.of("send_answer")]
    assert "5영업일" in answers[1]
    latest = setup.store.recent_questions("E20", 1)[0]
    assert latest.text == FOLLOW_UP and latest.direct and latest.retrieval_query == f"{RETURN_QUESTION} {FOLLOW_UP}"

    # a channel: the thread is the conversation; the ticket shows what was searched
    setup.service.receive(_in_channel(setup, "E21", "노트북 사양은 어떻게 되나요?", "ev-c3", "root-1"))
    assert setup.done(3)
    setup.service.receive(_in_channel(setup, "E21", "CPU는요?", "ev-c4", "root-1"))
    assert setup.done(4)
    card: TicketCard = next(s.content for s in setup.fake.of("post_ticket") if s.content.question == "CPU는요?")
    assert card.searched == "노트북 사양은 어떻게 되나요? CPU는요?"
    slack_text = block_text(kit.ticket_body_blocks(card))
    teams_text = str(cards.ticket_card(card, lambda user, platform: user))
    for text in (slack_text, teams_text):
        assert texts.LABEL_SEARCHED in text and "노트북 사양은 어떻게 되나요? CPU는요?" in text

    # outside a thread and not direct: no context, nothing searched but the message
    setup.service.receive(_in_channel(setup, "E21", "CPU는요?", "ev-c5", None))
    assert setup.done(5)
    record = setup.store.recent_questions("E21", 1)[0]
    assert record.retrieval_query == "CPU는요?" and not record.direct
    card = next(s.content for s in setup.fake.of("post_ticket") if s.content.question_id == record.id)
    assert card.searched is None and texts.LABEL_SEARCHED not in block_text(kit.ticket_body_blocks(card))


def test_a_follow_up_taken_over_from_a_dead_process_reads_its_conversation_again(
    fast_settings: Settings, slack_runtime: Runtime  # noqa: F811
) -> None:
    alive = Setup(fast_settings, slack_runtime).start()
    dead = Setup(fast_settings, slack_runtime, store=Store.open(fast_settings))
    try:
        alive.ask("E22", RETURN_QUESTION, "ev-t1")
        assert alive.done(1)
        dead.service.pool.shutdown(wait=False)
        dead.service._submit = lambda fn, *args: None  # type: ignore[method-assign]
        assert dead.ask("E22", FOLLOW_UP, "ev-t2") is Receipt.QUEUED  # recorded, never worked
        started = time.monotonic()
        assert alive.fake.wait_for(lambda: len(alive.fake.of("send_answer")) == 2, 15)
        assert time.monotonic() - started < fast_settings.lease_seconds + 10
        assert "5영업일" in alive.fake.of("send_answer")[1].content.text
        assert RETURN_QUESTION in (alive.store.recent_questions("E22", 1)[0].retrieval_query or "")
    finally:
        alive.close()
        alive.store.close()
        dead.store.close()
