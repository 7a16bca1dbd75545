"""A count asked in a unit needs a figure in that unit (`bot.rules.asked_counter`; hunt `_w`, issue 8: near misses), on
hand-made sentences, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.rules import asked_counter
from tests.support.storeroom_matcher import ESCORT, PAIR, UPLOAD, covers


def test_a_count_asked_in_a_unit_needs_a_figure_in_that_unit() -> None:
    assert asked_counter.counted_unit("하루에 메신저 몇 통까지 보낼 수 있어요?") == "통"
    assert asked_counter.counted_unit("태블릿 몇 대까지 받아요?") == "대"
    assert not covers("메신저 첨부 50MB라는데 하루에 몇 통까지 올릴 수 있어요?", UPLOAD).passed
    assert covers("메신저 첨부 파일 몇 MB까지 올릴 수 있어요?", UPLOAD).passed


def test_whether_so_many_are_enough_needs_a_figure_in_that_unit() -> None:
    assert asked_counter.enough_unit("방문객 포함해서 3명이면 돼요?") == "명"
    assert asked_counter.enough_unit("태블릿 2대면 되나요?") == "대"
    assert asked_counter.enough_unit("열쇠 점검 1년에 한 번이면 충분한가요?") is None  # a rate: a frequency
    assert asked_counter.enough_unit("3명이면 돼요 말고 다른 건요?") is None  # not the asked ending
    assert not covers("창고 3인 이상이라던데 방문객 포함해서 3명이면 돼요?", ESCORT).passed
    assert not any("enough" in m for m in covers("창고 방문객 포함해서 3명이면 돼요?", PAIR).missing)  # 3인: 명
    assert any("enough" in m for m in covers("창고 방문객 포함해서 3명이면 돼요?", ESCORT).missing)


def test_a_count_in_any_unit_is_answered_by_a_count_with_gae() -> None:
    assert asked_counter.problems("태블릿은 몇 대예요?", "태블릿은 2개입니다.", "number") == []
    assert asked_counter.problems("하루에 몇 통 보내요?", "첨부는 50MB까지다.", "number") != []
