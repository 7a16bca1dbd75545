"""A room the question enters (`bot.rules.entered_room`; issue 8, safety: narrowings found by batch `_zd2`, near misses
aimed at the twelfth session's leniencies). Hand-made questions and sentences (a 기계실 / 설비실 vocabulary), not the
case files."""

from __future__ import annotations

from bot.rules.entered_room import entered_rooms
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_LOG = "기계실에 들어갈 때는 출입 기록부를 작성한다."


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    # words the (hand-made) policies use: the account rule below names 발급 and 공유
    matcher.vocabulary = frozenset({"기계실", "출입", "기록부", "작성", "계정", "발급", "공유", "승인", "외부 업체",
                                    "비밀번호", "보안팀"})
    return matcher


def test_entered_rooms_found() -> None:
    assert entered_rooms("회의실 들어갈 때 출입 기록 써야 돼요?") == {"회의실"}
    assert entered_rooms("창고에 혼자 들어가도 돼요?") == {"창고"}
    assert "창고" in entered_rooms("창고 정리 작업하러 들어갈 때 뭐 적어요?")  # the work's nouns come too
    assert "회의실" in entered_rooms("회의실 작업할 때 혼자 들어가도 돼요?")
    assert "자재" in entered_rooms("자재 창고 출입할 때 기록해야 돼요?")


def test_entered_rooms_not_found() -> None:
    assert entered_rooms("개인정보 들어간 엑셀 보내도 돼요?") == frozenset()  # a thing contained
    assert entered_rooms("회의 끝나고 출입 기록 써야 돼요?") == frozenset()  # no entering
    assert entered_rooms("메일 링크 눌러도 돼요?") == frozenset()


def test_another_room_is_not_set_aside() -> None:
    matcher = _matcher()
    assert not cover(matcher, "회의실 들어갈 때 출입 기록 써야 돼요?", _LOG, "2. 기계실 출입").passed
    assert not cover(matcher, "사무실 작업하러 들어갈 때도 출입 기록 써야 돼요?", _LOG, "2. 기계실 출입").passed


def test_the_room_of_the_rule_is_still_answered() -> None:
    matcher = _matcher()
    assert cover(matcher, "기계실 들어갈 때 출입 기록 써야 돼요?", _LOG, "2. 기계실 출입").passed
