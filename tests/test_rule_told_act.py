"""A rule's opening event must be told by an English story (`bot.rules.told_act.untold_event`; issue 8, safety).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.told_act import untold_event
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "사원증을 잃어버리면 즉시 총무팀에 신고한다.",
    "태블릿을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_opening_event_must_be_told_by_an_english_story() -> None:
    assert untold_event("사원증을 잃어버리면", ["scratch", "사원증"]) == "잃"
    assert untold_event("사원증을 잃어버리면", ["분실", "잃어버"]) is None  # "lost" -> 분실, variant 잃어버
    assert untold_event("악성코드 감염이 의심되면", ["악성코드"]) is None  # a hedge: the event is its noun


def test_english_story_of_another_event_is_not_answered() -> None:
    matcher = _matcher()
    sentence = "사원증을 잃어버리면 즉시 총무팀에 신고한다."
    assert not cover(matcher, "who do I report my ID badge to? it got a scratch on the front", sentence).passed
