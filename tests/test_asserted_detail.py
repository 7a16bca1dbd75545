"""What a confirm question asserts of its topic stays asked (bot.rules.asserted_detail), and an event told before
the question counts for the lead-time rule (bot.rules.figure_scope.too_late). Invented sentences, not the case
files."""

from __future__ import annotations

from bot.rules.asserted_detail import comment_nouns
from tests.support.topic_rule import cover, shipped_matcher

_MOVED = "팀을 옮기면 이전 팀에서 쓰던 권한은 회수된다."
_RENEW = "출입증이 만료되기 30일 전에 재발급을 신청한다."


def test_the_nouns_a_confirm_question_asserts() -> None:
    assert {"발령", "다음", "날"} <= comment_nouns("팀 옮기면 이전 팀 권한은 발령 다음 날 바로 회수되는 거죠?")
    assert {"페이지", "오른쪽"} <= comment_nouns("등급 표시는 첫 페이지 오른쪽 위에 하는 게 규정이죠?")
    assert comment_nouns("팀 옮기면 권한은 언제 회수돼요?") == frozenset()  # not a confirm question
    assert comment_nouns("발령 나면 바로 회수되는 거죠?") == frozenset()  # no topic


def test_a_detail_the_sentence_does_not_state_is_not_confirmed() -> None:
    matcher = shipped_matcher(_MOVED)
    asserted = cover(matcher, "팀 옮기면 이전 팀 권한은 발령 다음 날 바로 회수되는 거죠?", _MOVED)
    assert not asserted.passed and "발령" in asserted.missing
    plain = cover(matcher, "팀 옮기면 이전 팀 권한은 회수되는 거죠?", _MOVED)
    assert "발령" not in plain.missing


def test_an_event_told_before_the_question_makes_a_lead_time_rule_too_late() -> None:
    matcher = shipped_matcher(_RENEW)
    late = cover(matcher, "출입증 만료일이 벌써 지나버렸어요.. 재발급 받기 전까지는 출입 아예 안되는건가요?", _RENEW)
    assert any("the question says it has happened" in m for m in late.missing)
    early = cover(matcher, "출입증 재발급은 언제 신청해요?", _RENEW)
    assert not any("the question says it has happened" in m for m in early.missing)
