"""Nouns that name the attribute asked (`bot.rules.attribute_words`; issue 8: a question's topic noun the coverage rule
did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps refusing what
it is not about."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher, asked_quantity
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LENGTH = "암호는 10자 이상으로 정한다."
DEADLINE = "계약이 끝나면 3영업일 이내에 출입증을 돌려준다."
RENEWAL = "자격증이 만료되기 20일 전에 갱신을 신청한다."
COPIES = "백업본은 14일 동안 보관한다."
PRINTS = "다 쓴 기밀 출력물은 파쇄한다."
BIG_FILES = "30MB가 넘는 파일은 사내 드라이브에 올리고 링크를 보낸다."
PRIVATE_FILES = "개인정보 파일은 사내 드라이브에만 보관한다."
ID_NUMBERS = "주민등록번호는 법이 정한 경우에만 수집한다."
CONSENT = "수집할 때는 동의를 받는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, DEADLINE, RENEWAL, COPIES, PRINTS, BIG_FILES, PRIVATE_FILES, ID_NUMBERS, CONSENT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_an_attribute_noun_of_the_asked_kind_is_the_quantity() -> None:
    assert asked_quantity("암호 길이 제한 있어요?") == "chars"
    assert cover("암호 만들 때 길이 제한 있어요?", LENGTH).passed  # 길이 read as 길 + 이
    assert cover("출입증 반납 마감이 언제까지예요?", DEADLINE).passed
    assert cover("자격증 갱신 신청 타이밍 언제쯤?", RENEWAL).passed


def test_an_attribute_noun_still_needs_the_asked_figure_and_the_topic() -> None:
    assert not cover("암호 최대 길이는요?", "암호는 주기적으로 정한다.").passed  # no count of characters
    assert not cover("출입증 반납 마감이 언제까지예요?", "출입증은 목에 건다.").passed
    assert not cover("자격증 갱신 신청 타이밍 언제쯤?", "출입증이 만료되면 보안팀에 알린다.").passed
