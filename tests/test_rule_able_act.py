"""An act a sentence says can be done, and a failed condition (`bot.rules.able_act`; issue 8, safety: narrowings of the
leniencies a story clause or a glossary step opens). Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


def test_act_a_sentence_says_can_be_done() -> None:
    from bot.rules.able_act import able_predicate
    assert able_predicate("사진 파일은 10MB까지 올릴 수 있다.") == "올리"
    assert able_predicate("사진 파일은 사내 앨범에 저장할 수 있다.") == "저장"
    assert able_predicate("사진 파일은 사내 앨범에 올린다.") is None  # a step, not an ability
    assert able_predicate("지난 사진은 다시 쓸 수 없다.") is None


def test_failed_condition_is_not_answered_by_the_ability_limit() -> None:
    matcher = TopicMatcher(shipped_glossary())
    question = "영상 파일 80MB짜리 메일로 못 보내면 어떻게 해요?"
    assert not cover(matcher, question, "메일 첨부 파일은 50MB까지 보낼 수 있다.").passed
