"""A wait asked with a duration is answered by how long the state lasts (bot.rules.waited_span), on hand-made
sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.waited_span import without_wait
from bot.topic import TopicMatcher, split_sentences


def test_the_wait_is_excused_by_a_stated_duration_of_the_kind_asked() -> None:
    assert without_wait("프린터 잠기면 몇 분 기다려요?", "minute", ["기다리"], "프린터는 10분 동안 잠긴다.") == []
    assert without_wait("승인 얼마나 기다려요?", "duration", ["기다리", "나오"], "승인은 3일간 유효하다.") == ["나오"]
    # no stated duration, or no time asked: the wait is kept
    # when something starts is no stretch it lasts
    assert without_wait("프린터 몇 분 기다려요?", "minute", ["기다리"], "10분 뒤 프린터가 꺼진다.") == ["기다리"]
    assert without_wait("프린터 잠기면 기다려야 돼요?", None, ["기다리"], "프린터는 10분 동안 잠긴다.") == ["기다리"]
    # a duration of another kind
    assert without_wait("프린터 몇 시간 기다려요?", "hour", ["기다리"], "프린터는 10분 동안 잠긴다.") == ["기다리"]


PRINTER = Excerpt(chunk_id="pr#1", doc_id="printer", title="프린터 규정", section="1. 잠금", revision=1, score=0.5,
                  text="- 카드 인증에 3번 실패하면 프린터가 10분 동안 잠긴다.")


def test_a_wait_question_is_answered_by_the_locks_duration() -> None:
    matcher = TopicMatcher()
    matcher.set_vocabulary([PRINTER.text])
    parts, _ = matcher.parts("프린터 잠기면 몇 분 기다려야 돼요?")
    cov = matcher.coverage(parts[0], split_sentences(PRINTER, 1)[0], PRINTER)
    assert cov.passed, cov.missing


def test_time_passing_before_an_act_is_excused_by_a_stated_delay() -> None:
    assert without_wait("몇 분 지나야 프린터가 꺼져요?", "minute", ["지나"], "10분 뒤 프린터가 꺼진다.") == []
    lasting = "프린터는 10분 동안 켜져 있다."
    assert without_wait("몇 분 지나야 프린터가 꺼져요?", "minute", ["지나"], lasting) == ["지나"]
