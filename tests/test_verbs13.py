"""Rules of branch verbs13 (issue 8): predicate and question-form misses that recur across many dev batches,
on hand-made sentences and questions. Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
KEPT = "백업본은 30일 동안 보관한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([KEPT, RETURN])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_a_duration_asked_with_keeping_is_retention() -> None:
    # "며칠/몇 년/얼마나 갖고 있어요" asks how long something is kept: the policy's 보관 (glossary phrases)
    assert cover("백업해둔거 며칠 갖고있어요?", KEPT).passed
    assert cover("백업본 몇일 가지고 있어요?", KEPT).passed
    assert cover("백업본은 얼마나 갖고 있어요?", KEPT).passed
    # keeping without a duration asked is not retention ("노트북 갖고 있어도" is answered by 반납, if at all)
    assert not cover("백업해둔거 갖고있어도 돼요?", KEPT).passed
    # nor is a duration of keeping a thing no retention rule names
    assert not cover("노트북 며칠 갖고 있어도 돼요?", RETURN).passed
