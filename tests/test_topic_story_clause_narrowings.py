"""A story clause does not excuse a permitted act the policies name, and a condition before a consequence asked stays
(`TopicMatcher`; issue 8, safety: narrowings of the leniencies a story clause or a glossary step opens). Invented
sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "회원 명부는 잠금 서랍에 보관한다.",
    "다 쓴 회원 명부는 파쇄한다.",
    "회원 명부는 인쇄한 뒤 바로 회수한다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_story_clause_does_not_excuse_a_permitted_act_the_policies_name() -> None:
    # "사진 찍어서" is the story; 보관 is the act asked, a noun-verb the policies use themselves: the rule on
    # shredding the register does not say whether a photo of it may be kept
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 사진 찍어서 보관해도 되나요?", "다 쓴 회원 명부는 파쇄한다.").passed
    assert not cover(matcher, "회원 명부 복사해서 보관해도 돼요?", "회원 명부는 인쇄한 뒤 바로 회수한다.").passed


def test_story_clause_still_set_aside_for_the_act_the_sentence_carries() -> None:
    matcher = _matcher()
    assert cover(matcher, "회원 명부 묶어서 보관해도 되나요?", "회원 명부는 잠금 서랍에 보관한다.").passed
    # taking a photo is an act of its own, never a story clause (bot.rules.photo_taken, hunt32): keeping the register
    # itself does not say whether a photo of it may be kept
    assert not cover(matcher, "회원 명부 사진 찍어서 보관해도 되나요?", "회원 명부는 잠금 서랍에 보관한다.").passed


def test_condition_before_a_consequence_asked_stays() -> None:
    # "늦으면 어떻게 돼요?" asks what follows being late; "넣으면 안 되나요?" asks whether the act is allowed
    parts, _ = TopicMatcher().parts("회원 명부 반납 늦으면 어떻게 돼요?")
    assert TopicMatcher._is_condition(parts[0], "늦")
    parts, _ = TopicMatcher().parts("회원 명부에 넣으면 안 되나요?")
    assert not TopicMatcher._is_condition(parts[0], "넣")
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 반납 늦으면 어떻게 돼요?", "반납된 회원 명부는 파쇄한다.").passed
