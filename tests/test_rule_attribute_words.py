"""Nouns that name the attribute asked (`bot.rules.attribute_words`; issue 8: a question's topic noun the coverage rule
did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps refusing what
it is not about."""

from __future__ import annotations

from bot.topic import asked_quantity
from tests.support.topic_noun_matcher import DEADLINE, LENGTH, RENEWAL, cover


def test_an_attribute_noun_of_the_asked_kind_is_the_quantity() -> None:
    assert asked_quantity("암호 길이 제한 있어요?") == "chars"
    assert cover("암호 만들 때 길이 제한 있어요?", LENGTH).passed  # 길이 read as 길 + 이
    assert cover("출입증 반납 마감이 언제까지예요?", DEADLINE).passed
    assert cover("자격증 갱신 신청 타이밍 언제쯤?", RENEWAL).passed


def test_an_attribute_noun_still_needs_the_asked_figure_and_the_topic() -> None:
    assert not cover("암호 최대 길이는요?", "암호는 주기적으로 정한다.").passed  # no count of characters
    assert not cover("출입증 반납 마감이 언제까지예요?", "출입증은 목에 건다.").passed
    assert not cover("자격증 갱신 신청 타이밍 언제쯤?", "출입증이 만료되면 보안팀에 알린다.").passed
