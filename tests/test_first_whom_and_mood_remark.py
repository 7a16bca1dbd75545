"""Two readings of a question told after its story (issue 8, blind batches `_zb3`, `_zc3`), on hand-made questions:
"누구한테 (제일) 먼저 말해요?" asks for the first step, which a sentence ordering it (즉시, 바로) answers
(`bot.rules.first_step.asks_first`); and a remark of mood after the question ("급해요") tells no story, so a rule that
opens with its own situation is judged as if the remark were not there (`bot.rules.mood_remark`)."""

from __future__ import annotations

from bot.rules import first_step, mood_remark
from bot.topic import TopicMatcher
from tests.support import topic_rule

LOST = "출입카드를 잃어버리거나 도난당하면 즉시 총무팀에 분실 신고를 한다."
ISSUE = "출입카드는 총무팀에 신청해 발급받는다."
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([LOST, ISSUE])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


def test_whom_first_is_the_first_step_asked() -> None:
    assert first_step.asks_first("누구한테 먼저 말해야 돼요?")
    assert first_step.asks_first("어디에 제일 먼저 연락해요?")
    assert not first_step.asks_first("먼저 신청해도 돼요?")  # in advance: a way of doing the act
    assert passes("출입카드 잃어버렸어요 누구한테 먼저 말해야 돼요?", LOST)
    # ... and a sentence that orders no step is no answer
    assert not passes("출입카드 누구한테 먼저 말해야 돼요?", ISSUE)


def test_a_mood_remark_after_the_question_tells_no_story() -> None:
    assert mood_remark.tells_nothing("급해요")  # MeCab: 급 + 해요
    assert mood_remark.tells_nothing("무서워요.")
    assert not mood_remark.tells_nothing("다음 달에 휴직해요")
    assert not mood_remark.tells_nothing("놓칠까봐요")


def test_the_question_with_a_mood_remark_is_judged_as_without_it() -> None:
    told = "출입카드를 지하철에 두고 내렸어요ㅠㅠ 누구한테 먼저 말해야 돼요?"
    assert passes(told, LOST)
    assert passes(f"{told} 급해요", LOST)
