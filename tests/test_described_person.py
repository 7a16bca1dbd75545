"""A sentence about the people who did something answers only a question that tells that act
(bot.rules.described_person). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.described_person import acts_of_owners, acts_of_people
from tests.support.topic_rule import cover, shipped_matcher

_NO_PENALTY = "신고한 사람에게는 어떤 불이익도 없다."


def test_the_acts_that_describe_people() -> None:
    assert acts_of_people(_NO_PENALTY) == ["신고"]
    assert acts_of_people("퇴사한 직원은 계정이 삭제된다.") == ["퇴사"]
    assert acts_of_people("잃어버린 사람은 바로 알린다.") == ["잃어버리"]
    # a role is the rule's actor, not people described by an act
    assert acts_of_people("신고를 받은 IT 담당자가 장비를 원격으로 잠근다.") == []
    assert acts_of_people("사람이 많다.") == []


def test_a_rule_for_reporters_does_not_answer_a_question_about_leakers() -> None:
    matcher = shipped_matcher(_NO_PENALTY, "정보 유출을 알게 되면 즉시 보안팀에 신고한다.")
    wrong = cover(matcher, "정보 유출하면 징계 받아요?", _NO_PENALTY, "3. 정보 유출 신고").missing
    assert any("신고: the sentence speaks of those who did it" in m for m in wrong)
    right = cover(matcher, "유출 신고하면 불이익 있어요?", _NO_PENALTY, "3. 정보 유출 신고").missing
    assert not any("the sentence speaks of those who did it" in m for m in right)


_WIPED = "회수된 태블릿의 메모리는 초기화한 뒤 다시 지급한다."


def test_the_acts_done_to_an_owner() -> None:
    assert acts_of_owners(_WIPED) == ["회수"]
    assert acts_of_owners("반납된 장비의 저장 장치는 완전히 삭제한 뒤 재사용한다.") == ["반납"]
    # a kind of thing, not a case of it; an act before a time noun
    assert acts_of_owners("업무에는 회사에 등록된 보안 USB만 사용한다.") == []
    assert acts_of_owners("승인된 소프트웨어는 목록에 정리되어 있다.") == []
    assert acts_of_owners("자료를 삭제한 뒤 재사용한다.") == []


def test_a_rule_for_returned_things_does_not_answer_a_question_that_tells_no_return() -> None:
    matcher = shipped_matcher(_WIPED, "퇴사하면 태블릿을 IT 담당자에게 반납한다.")
    wrong = cover(matcher, "태블릿 메모리 초기화 어떻게 해요?", _WIPED, "4. 반납").missing
    assert any("회수: the sentence speaks of what was done to the thing's owner" in m for m in wrong)
    right = cover(matcher, "회수된 태블릿 메모리는 어떻게 돼요?", _WIPED, "4. 반납").missing
    assert not any("what was done to the thing's owner" in m for m in right)
