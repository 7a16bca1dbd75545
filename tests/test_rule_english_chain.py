"""An English noun follows the glossary chain when the sentence's opening is named (`bot.rules.english_chain`; issue 8),
on questions and sentences invented for these tests."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support import topic_rule

BLOCK = "신고를 받은 IT 담당자가 장비를 원격으로 잠그고 계정을 정지한다."
REISSUE = "반납된 장비의 하드디스크는 초기화한 뒤 다시 지급한다."
SHIPPED = TopicMatcher(topic_rule.shipped_glossary())
SHIPPED.set_vocabulary([BLOCK, REISSUE])


def chained_passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(SHIPPED, question, sentence, "3. 분실 신고").passed


def test_an_english_noun_follows_the_chain_when_the_sentence_opening_is_named() -> None:
    assert chained_passes("someone took my laptop at a cafe, what happens to my account after I report it?", BLOCK)


def test_an_english_chain_refuses_a_sentence_whose_opening_act_is_not_named() -> None:
    # invented near misses: the lock follows a report, not a breakdown or a vacation
    assert not chained_passes("my laptop is broken, will IT lock my account?", BLOCK)
    assert not chained_passes("does IT remotely lock my laptop when I go on vacation?", BLOCK)
    assert not chained_passes("I sold my old laptop, what happens to my account?", BLOCK)


def test_an_english_chain_needs_another_topic_in_the_asking_clause() -> None:
    # 반납 named only by the story ("returned from leave"); the asking clause is about the laptop alone
    assert not chained_passes("I returned from parental leave today, do I get a new laptop?", REISSUE)


def test_an_english_chain_refuses_a_story_that_turns() -> None:
    assert not chained_passes("I reported my laptop as lost but then found it, will IT still lock my account?", BLOCK)
