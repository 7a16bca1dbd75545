"""Narrowings (batch `_zk2`, issue 8, safety): the head of a noun-noun compound names another object, and a
noun the sentence has only inside a longer compound. Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.word_front import problems
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "태블릿이나 장비를 잃어버리거나 도난당하면 즉시 관리팀에 분실 신고를 한다.",
    "태블릿은 남에게 빌려주지 않는다.",
    "사번·전화번호는 비밀번호에 넣지 않는다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_noun_only_inside_a_longer_compound_is_found() -> None:
    rule = "사번·전화번호는 비밀번호에 넣지 않는다."
    assert problems("비밀번호 묻는 전화 받으면 어떻게 해요?", ["비밀번호", "전화"], rule, "비밀번호 만들기")
    assert not problems("전화번호 비밀번호에 넣어도 돼요?", ["전화번호", "비밀번호"], rule, "비밀번호 만들기")
    assert not problems("전화 받으면 어떻게 해요?", ["전화"], "전화를 받으면 전화번호를 적는다.", "")


def test_phone_call_is_not_answered_by_the_phone_number_rule() -> None:
    matcher = _matcher()
    rule = "사번·전화번호는 비밀번호에 넣지 않는다."
    assert not cover(matcher, "비밀번호 묻는 전화 오면 어떻게 해요?", rule, "1. 비밀번호 만들기").passed
    assert cover(matcher, "전화번호 비밀번호에 넣어도 돼요?", rule, "1. 비밀번호 만들기").passed
