"""How long a thing is kept "before it is deleted" asks the keeping period (bot.rules.kept_until, session 40), on
hand-made sentences."""

from __future__ import annotations

from bot.answer.checks import answers_question
from bot.models import Excerpt
from bot.topic import TopicMatcher
from tests.support import topic_rule

MATCHER = TopicMatcher(topic_rule.shipped_glossary())  # keep -> 보관, backup -> 백업본, deleted -> 삭제


def ex(text: str) -> Excerpt:
    return Excerpt(chunk_id="mail#1", doc_id="mail", title="메일 관리 규정", section="1. 메일", revision=1,
                   text=text, score=0.5)


KEEP = ex("- 메일 백업본은 90일 동안 보관한다.")
QUOTED = "메일 백업본은 90일 동안 보관한다.[1]"


def test_the_deleting_that_ends_the_keeping_is_carried_by_the_keeping_period() -> None:
    assert answers_question("How long do we keep mail backups before they get deleted?", QUOTED, [KEEP],
                            MATCHER, [1]).passed
    assert answers_question("how long are mail backups kept before they're removed?", QUOTED, [KEEP],
                            MATCHER, [1]).passed


def test_the_deleting_itself_asked_is_still_a_word_to_carry() -> None:
    # who deletes them is no question about the keeping period
    assert not answers_question("Who deleted the mail backups?", QUOTED, [KEEP], MATCHER, [1]).passed
    # a sentence without the keeping does not carry the deleting
    other = ex("- 메일 백업본은 보안팀이 관리한다.")
    assert not answers_question("How long do we keep mail backups before they get deleted?",
                                "메일 백업본은 보안팀이 관리한다.[1]", [other], MATCHER, [1]).passed
