"""Narrowings found by batch `_zd2` (near misses aimed at the twelfth session's leniencies).

Hand-made questions and sentences (a 기계실 / 설비실 vocabulary, a 협력사 account rule), not the case files.
"""

from __future__ import annotations

from bot.rules import permitted_act
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


def test_glossed_policy_act() -> None:
    vocabulary = {"발급", "공유", "처리"}
    assert permitted_act.glossed_policy_act("만들", {"발급"}, vocabulary)
    assert not permitted_act.glossed_policy_act("만들", set(), vocabulary)  # no glossary row
    assert not permitted_act.glossed_policy_act("만들", {"발급"}, None)
    assert not permitted_act.glossed_policy_act("만들", {"생성"}, vocabulary)  # the policies do not use it
    assert not permitted_act.glossed_policy_act("해결", {"처리"}, vocabulary)  # a noun-verb: permitted_policy_act
    assert not permitted_act.glossed_policy_act("맡기", {"처리"}, vocabulary)  # a catch-all act noun
    # a noun-verb only as a duty (as a permission it is permitted_policy_act's)
    assert permitted_act.glossed_policy_act("포맷", {"삭제"}, {"삭제"}, "태블릿 포맷해야 돼요?")
    assert not permitted_act.glossed_policy_act("포맷", {"삭제"}, {"삭제"}, "태블릿 포맷해도 돼요?")


def test_made_account_is_not_the_shared_one() -> None:
    matcher = _matcher()
    share = "계정과 비밀번호는 외부 업체와 공유하지 않는다."
    assert not cover(matcher, "협력사 계정 만들어 줘도 돼요?", share, "5. 계정 공유 금지").passed
    issue = "외부 업체 계정은 보안팀 승인을 받은 뒤 발급한다."
    assert cover(matcher, "협력사 계정 만들어 줘도 돼요?", issue, "1. 계정 발급").passed


def test_formatted_is_not_worded_otherwise() -> None:
    # 포맷 is a glossary variant of 삭제, an act the (hand-made) policies use: a duty to format is not answered
    # by a rule on another act of the same device
    matcher = _matcher()
    matcher.vocabulary = frozenset({*(matcher.vocabulary or ()), "삭제", "감염", "연락"})
    other = "감염된 태블릿은 끄지 말고 그대로 둔 채 보안팀에 연락한다."
    assert not cover(matcher, "태블릿 감염됐는데 포맷해야 돼요?", other, "2. 감염").passed
    wipe = "감염된 태블릿의 저장 장치는 완전히 삭제한다."
    assert cover(matcher, "태블릿 감염됐는데 포맷해야 돼요?", wipe, "2. 감염").passed
