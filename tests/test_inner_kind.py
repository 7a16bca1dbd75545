"""An unknown word between two carried nouns names a kind of its own (`bot.rules.inner_kind`), on hand-made
questions against a catalog-like row."""

from __future__ import annotations

from bot.rules.inner_kind import inner_nouns
from bot.topic import TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
ROW = "이름: Google Chrome / 분류: 유틸리티 / 라이선스: 무료 / 설치: 기본 설치"
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([ROW, "표에 없는 소프트웨어는 아직 승인되지 않은 것이다."])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


def test_an_extension_of_a_listed_program_is_not_the_program() -> None:
    assert not passes("크롬 확장 프로그램 설치했는데 돼요?", ROW)
    assert not passes("크롬 확장 프로그램 깔아도 돼요?", ROW)
    assert not passes("크롬 확장 프로그램 써도 되나요?", ROW)
    assert not passes("크롬 확장 프로그램 설치 가능해요?", ROW)
    assert not passes("회사 노트북에 크롬 확장 프로그램 설치해도 돼요?", ROW)


def test_the_listed_program_itself_is_still_answered() -> None:
    assert passes("크롬 설치해도 돼요?", ROW)
    assert passes("크롬 무료예요?", ROW)


def test_only_a_word_between_two_carried_nouns_is_kept() -> None:
    known = {"크롬", "프로그램"}.__contains__
    assert inner_nouns("크롬 확장 프로그램 깔아도 돼요?", ["크롬", "프로그램"], known) == {"확장"}
    assert inner_nouns("크롬 확장 프로그램 깔아도 돼요?", ["크롬"], known) == frozenset()


def test_a_last_noun_marked_as_means_is_not_the_head() -> None:
    known = {"대외비", "메일"}.__contains__
    assert inner_nouns("거래처에 대외비 계약서 메일로 보내도 돼요?", ["대외비", "메일"], known) == frozenset()
