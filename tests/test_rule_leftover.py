"""The leftover of a finished occasion is the thing after use (`bot.rules.leftover`; issue 8: coverage misses of
families recurring across many dev batches), on hand-made questions and sentences. The rule also keeps refusing what it
is not about."""

from __future__ import annotations

from bot.rules import leftover
from bot.topic import TopicMatcher
from tests.support import topic_rule

DONE_SHRED = "다 쓴 기밀 출력물은 파쇄한다."
PRINTED_BACK = "기밀 문서의 출력물은 출력한 뒤 바로 회수한다."
LEFT_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
LEFT_MATCHER.set_vocabulary([DONE_SHRED, PRINTED_BACK])


def test_a_leftover_of_a_finished_occasion_is_the_thing_after_use() -> None:
    assert leftover.leftover_asked("워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?")
    assert leftover.leftover_asked("교육 마치고 남은 건 어떻게 버려요?")
    cover = topic_rule.cover(LEFT_MATCHER, "워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?", DONE_SHRED)
    assert cover.passed, cover.missing


def test_other_senses_of_left_stay_missing() -> None:
    # right after printing is not after use
    question = "워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?"
    assert "남" in topic_rule.cover(LEFT_MATCHER, question, PRINTED_BACK).missing
    assert not leftover.leftover_asked("남은 용량 어떻게 확인해요?")  # no finished occasion: what remains free
    assert not leftover.leftover_asked("프로젝트 끝나고 남는 라이선스 어떻게 해요?")  # a surplus
    assert not leftover.leftover_asked("워크숍 끝나고 자료 남아 있어요?")  # what persists
    assert not leftover.leftover_asked("워크숍 끝나고 남은 기밀 출력물 집에 가져가도 돼요?")  # no handling asked
    # another act asked of the leftover
    assert not topic_rule.cover(LEFT_MATCHER, "워크숍 끝나고 남은 기밀 출력물 어떻게 복사해요?", DONE_SHRED).passed
