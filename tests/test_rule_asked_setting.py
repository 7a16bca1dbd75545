"""The time and the thing carried along that a permission question asks (`bot.rules.asked_setting`; issue 8, safety),
on hand-made questions and sentences."""

from __future__ import annotations

from bot.rules import asked_setting
from tests.support.work_phone_matcher import ROOM_LOG, passes


def test_time_and_thing_carried_are_asked() -> None:
    assert asked_setting.asked_nouns("기계실 주말에 들어가도 돼요?") == {"주말"}
    assert asked_setting.asked_nouns("기계실에 커피 들고 들어가도 돼요?") == {"커피"}
    assert asked_setting.asked_nouns("주말에 기계실 들어가요?") == set()  # no permission asked
    assert asked_setting.asked_nouns("거래처 미팅 들고 나가도 돼요?") == set()  # an occasion named by its place
    assert not passes("기계실 주말에 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert not passes("기계실에 커피 들고 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert passes("기계실 들어갈 때 출입 기록부 써야 돼요?", ROOM_LOG, "2. 출입")
