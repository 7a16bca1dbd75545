""""I heard …" frames an English premise like "right?" does: the source of a premise is no topic word
(`bot.language.english.FRAME_WORDS`, batch `_zp2`). Hand-made sentences only."""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.topic import TopicMatcher
from tests.support import topic_rule

LOCK = "로그인에 3번 연속 실패하면 계정이 10분 동안 잠긴다."
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([LOCK])


def test_heard_is_no_topic_word() -> None:
    assert "heard" not in {t.text for t in content_terms("I heard the account locks for an hour, right?")}


def test_a_heard_premise_is_answered_by_the_rule_it_is_about() -> None:
    assert topic_rule.cover(MATCHER, "I heard the account locks for 30 minutes after 2 wrong passwords, right?",
                            LOCK).passed
