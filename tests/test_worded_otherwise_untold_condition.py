"""The "one predicate worded otherwise" excuse of `TopicMatcher._unexcused` is refused for a rule under a condition the
question does not tell, and kept when the question tells it (issue 8). Invented sentences, not the case files."""

from __future__ import annotations

import pytest

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


@pytest.fixture(scope="module")
def matcher() -> TopicMatcher:
    return TopicMatcher(shipped_glossary())


_LOSS = "회의실 태블릿을 잃어버리면 즉시 총무팀에 신고한다."


def test_a_rule_under_an_untold_condition_does_not_excuse_the_asked_act(matcher: TopicMatcher) -> None:
    # the rule opens with an act done to the tablet (잃어버리면) the question does not tell: another situation
    assert not cover(matcher, "회의실 태블릿 팀끼리 나눠 써도 돼요?", _LOSS).passed
    assert cover(matcher, "회의실 태블릿 팀끼리 나눠 써도 돼요?", "회의실 태블릿은 총무팀에 등록한 뒤 사용한다.").passed


def test_a_told_condition_keeps_the_excuse(matcher: TopicMatcher) -> None:
    assert cover(matcher, "회의실 태블릿 잃어버렸는데 팀끼리 나눠 써도 돼요?", _LOSS).passed
