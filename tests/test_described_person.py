"""A sentence about the people who did something answers only a question that tells that act
(bot.rules.described_person). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.described_person import acts_of_people
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
