"""A notice told before a question that asks a figure is no event the sentence must tell
(`bot.rules.alert_told`), and a span asked after an event is not answered by a lead time before it
(`bot.rules.lead_time.after_problems`). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.alert_told import without_notice
from bot.rules.lead_time import after_problems
from tests.support.topic_rule import cover, shipped_matcher

_RENEW = "출입증이 만료되기 14일 전에 갱신을 신청한다."


def test_the_notice_is_set_aside_only_for_a_figure_asked_with_nothing_else_missing() -> None:
    told = "출입증 만료 알림 떴는데 갱신 신청은 며칠 전에 해요?"
    assert without_notice(told, "day", ["알림", "뜨"]) == []
    event = "(뜨: the event the question tells, which the sentence does not)"
    assert without_notice(told, "day", ["알림", event]) == []
    assert without_notice(told, None, ["알림", "뜨"]) == ["알림", "뜨"]  # no figure asked: the notice is asked about
    assert without_notice(told, "day", ["알림", "뜨", "출입증"]) == ["알림", "뜨", "출입증"]  # something else missing
    assert without_notice("출입증 알림은 며칠 전에 와요?", "day", ["알림"]) == ["알림"]  # the notice is asked


def test_a_lead_time_rule_answers_the_figure_asked_after_a_notice() -> None:
    matcher = shipped_matcher(_RENEW)
    assert cover(matcher, "출입증 만료 알림이 떴는데 갱신 신청은 만료 며칠 전에 해야 돼요?", _RENEW).passed
    assert not cover(matcher, "출입증 만료 알림이 떴는데 어떻게 해야 돼요?", _RENEW).passed


def test_a_span_after_an_event_is_not_a_lead_time_before_it() -> None:
    assert after_problems("출입증 만료되면 며칠 안에 갱신돼요?", _RENEW)
    assert after_problems("출입증 만료되고 며칠 지나면 못 써요?", _RENEW)
    assert not after_problems("출입증 만료 며칠 전에 갱신 신청해요?", _RENEW)  # the time before is asked
    assert not after_problems("퇴사하면 며칠 안에 반납해요?", "퇴사 후 5영업일 이내에 반납한다.")  # a span after
    matcher = shipped_matcher(_RENEW)
    assert not cover(matcher, "출입증 만료되면 며칠 안에 갱신돼요?", _RENEW).passed


def test_where_the_notice_appeared_is_part_of_telling_it() -> None:
    told = "메신저에 출입증 갱신하라는 알림이 떴는데 갱신은 며칠 전에 신청해요?"
    assert without_notice(told, "day", ["메신저", "알림", "뜨"]) == []
    assert without_notice("메신저 알림 떴는데 출입증 갱신은 며칠 전에 신청해요?", "day", ["메신저", "알림"]) == [
        "메신저", "알림"]  # not where it appeared: a thing of its own
