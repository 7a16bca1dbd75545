""""Does it stay?" is answered by a rule that orders the same thing withdrawn or removed
(`bot.rules.reversed_permission.remaining_answered`). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.reversed_permission import remaining_answered
from tests.support.topic_rule import cover, shipped_matcher

_WITHDRAWN = "프로젝트가 끝나면 프로젝트 폴더 권한은 회수된다."


def test_a_thing_ordered_withdrawn_or_removed_does_not_stay() -> None:
    assert remaining_answered("프로젝트 끝나도 폴더 권한은 남나요?", ["남"], _WITHDRAWN, True, "남") == []
    assert remaining_answered("행사 끝나면 명단은 그대로 남아요?", ["남"], "행사가 끝나면 명단은 바로 삭제한다.",
                              True, "남") == []
    # another thing withdrawn, a question that asks no yes/no, or another last act: 남 stays missing
    assert remaining_answered("프로젝트 끝나도 메일은 남나요?", ["남"], _WITHDRAWN, True, "남") == ["남"]
    assert remaining_answered("폴더 권한은 남나요?", ["남"], _WITHDRAWN, False, "남") == ["남"]
    assert remaining_answered("폴더 권한 남으면 지워요?", ["남", "지우"], _WITHDRAWN, True, "지우") == ["남", "지우"]


def test_a_right_kept_as_it_is_does_not_stay_either() -> None:
    assert remaining_answered("프로젝트 끝나도 폴더 권한은 그대로 유지돼요?", ["유지"], _WITHDRAWN, True, "유지") == []
    assert remaining_answered("프로젝트 끝나도 메일은 유지돼요?", ["유지"], _WITHDRAWN, True, "유지") == ["유지"]


def test_the_withdrawal_rule_answers_whether_the_right_stays() -> None:
    matcher = shipped_matcher(_WITHDRAWN)
    assert cover(matcher, "다음 주에 프로젝트 끝나는데 프로젝트 폴더 권한은 그대로 남나요?", _WITHDRAWN).passed
    assert not cover(matcher, "다음 주에 프로젝트 끝나는데 프로젝트 메일은 그대로 남나요?", _WITHDRAWN).passed
