"""A noun qualified into a policy word is carried by that word only (`bot.rules.qualified_head`; issue 8). Invented
sentences, not the case files."""

from __future__ import annotations

import pytest

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


@pytest.fixture(scope="module")
def matcher() -> TopicMatcher:
    return TopicMatcher(shipped_glossary())


def test_qualified_words_need_a_modifier_that_is_not_a_noun_of_the_question() -> None:
    from bot.rules.qualified_head import qualified_words
    text = "이상한문자오면어떻게알려요?"
    assert qualified_words(text, "문자", ["문자"], [("스팸 문자", 0, 5)]) == {"스팸 문자"}
    # the variant is the noun itself, or its front is another noun of the question: not this rule's case
    assert qualified_words(text, "문자", ["문자"], [("스팸 문자", 3, 5)]) == frozenset()
    assert qualified_words("고객문자보내도돼요?", "문자", ["고객", "문자"], [("광고 문자", 0, 4)]) == frozenset()


def test_a_noun_qualified_into_a_policy_word_is_carried_by_that_word_only() -> None:
    from bot.knowledge.glossary import Glossary
    matcher = TopicMatcher(Glossary({"스팸 문자": ("이상한 문자", "수상한 문자")}))
    question = "이상한 문자 오면 어떻게 알려요?"
    assert not cover(matcher, question, "업무 문자 내용은 메신저로 알려 준다.").passed
    assert cover(matcher, question, "스팸 문자는 보안팀에 알린다.").passed
    assert cover(matcher, "문자 오면 어떻게 알려요?", "업무 문자 내용은 메신저로 알려 준다.").passed
