"""English words carried only by a heading (`bot.rules.heading_only`; batch `_zj`, issue 8: a safety check of the
session's leniency with near misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"다른 서비스": ("게임 사이트",), "재택근무": ("home",), "태블릿": ("tablet",)})
MATCHER = TopicMatcher(GLOSSARY)


def test_an_english_question_needs_a_word_in_the_sentence_not_only_its_heading() -> None:
    heading = "3. 재택근무 중 보안"
    assert not cover(MATCHER, "can I work from home with my tablet?", "자리를 비우면 3분 뒤 화면을 잠근다.",
                     heading).passed
    assert not cover(MATCHER, "can I work from home?", "업무용 노트북은 가족과 함께 쓰지 않는다.", heading).passed
    assert cover(MATCHER, "can I use my tablet when I work from home?", "재택근무 중에는 태블릿을 쓰지 않는다.",
                 heading).passed
