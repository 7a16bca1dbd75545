"""The body a question asks to report to or go to is asked (`bot.rules.asked_goal`; issue 8, safety). Invented
sentences, not the case files."""

from __future__ import annotations

from bot.rules.asked_goal import goal_nouns
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


def test_goal_of_a_report_or_a_visit_is_found() -> None:
    assert goal_nouns("사원증 잃어버리면 은행에 신고해요?") == frozenset({"은행"})
    assert goal_nouns("사원증 도난당하면 보험사에도 연락해야 되나요?") == frozenset({"보험사"})
    assert goal_nouns("사원증 도난당하면 파출소에도 가야돼요?") == frozenset({"파출소"})
    assert goal_nouns("사원증 도난당하면 경찰서 가야 돼요?") == frozenset({"경찰"})  # MeCab: 경찰 + 서/JKB


def test_no_goal_for_other_acts_or_an_asked_recipient() -> None:
    assert goal_nouns("사원증 집에 가져가도 돼요?") == frozenset()
    assert goal_nouns("사원증 잃어버리면 어디에 신고해요?") == frozenset()
    assert goal_nouns("거래처에 메일로 보내도 돼요?") == frozenset()
    assert goal_nouns("사원증 분실한 거 나중에 알려도 되나요?") == frozenset()  # when, not to whom
    assert goal_nouns("퇴근 후에 연락해도 돼요?") == frozenset()


def test_rule_naming_another_recipient_does_not_answer() -> None:
    matcher = _matcher()
    sentence = "사원증을 잃어버리면 즉시 총무팀에 신고한다."
    assert not cover(matcher, "사원증 잃어버리면 경찰서 가야 돼요?", sentence).passed
    theft = "태블릿을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
    assert not cover(matcher, "태블릿 도난당하면 경찰서 가야 돼요?", theft).passed
    assert not cover(matcher, "태블릿 도난당하면 보험사에 신고해요?", theft).passed


def test_rule_still_answers_who_to_report_to() -> None:
    matcher = _matcher()
    sentence = "사원증을 잃어버리면 즉시 총무팀에 신고한다."
    assert cover(matcher, "사원증 잃어버렸는데 어디에 신고해요?", sentence).passed
    theft = "태블릿을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
    assert cover(matcher, "태블릿 도난당했는데 누구한테 신고해요?", theft).passed


def test_the_thing_told_may_stand_between_the_goal_and_the_act() -> None:
    """"옆 팀 동료한테 제 메일 비번 알려줘도 돼요?": to whom the password goes is asked, with the thing told between;
    a rule that tells the security team ("… 보안팀에 알린다") does not answer it."""
    assert goal_nouns("옆 팀 동료한테 제 메일 비번 알려줘도 돼요?") == frozenset({"동료"})
    assert goal_nouns("거래처 담당자께 견적서 파일 보내도 돼요?") == frozenset()  # not an act of telling
    assert goal_nouns("나중에 메일 비번 알려도 되나요?") == frozenset()  # when, not to whom
    matcher = TopicMatcher(shipped_glossary())
    exposed = "메일 비밀번호가 노출됐다면 바로 보안팀에 알린다."
    matcher.set_vocabulary(["메일 비밀번호는 동료와 공유하지 않는다.", exposed])
    assert not cover(matcher, "옆 팀 동료한테 제 메일 비번 알려줘도 돼요?", exposed).passed
