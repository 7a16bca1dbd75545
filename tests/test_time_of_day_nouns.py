"""Session 38 (issue 8): a time of day or a day of the week tells when the asker's story happens, not what is
asked (bot.language.terms.GENERIC_NOUNS): "오늘 저녁에 …", "월요일 아침이라 …". Not "나중에": a permission asked
for later needs a sentence that says when (bot.rules.first_step.later_problems)."""

from __future__ import annotations

from bot.language.terms import content_terms
from tests.support import topic_rule

# the second bullet makes 저녁 a word the policies use, so the question would have to account for it
SENTENCE = "- 로그인에 5번 연속 실패하면 계정이 20분 동안 잠긴다.\n- 저녁 당직자는 잠금 해제 요청을 받는다."


def test_times_of_day_name_no_topic() -> None:
    words = [t.text for t in content_terms("오늘 저녁에 아침에 오전 오후 점심 월요일 금요일 비밀번호")]
    assert words == ["비밀번호"]


def test_a_story_told_with_a_time_of_day_is_answered() -> None:
    question = "저녁에 로그인 여러 번 실패해서 계정이 잠겼어요. 몇 분 동안 잠겨요?"
    answer, passed = topic_rule.checked_extractive(question, "3. 계정 잠금", SENTENCE)
    assert answer is not None and "20분" in answer and passed


def test_a_time_of_the_asked_act_needs_a_sentence_that_states_one() -> None:
    from bot.rules.situations import time_problem

    no_time = "업무용 태블릿은 입사일에 지급한다."
    assert time_problem("오전에 태블릿 받을 수 있어요?", no_time) is not None
    assert time_problem("오전에 태블릿 받을 수 있어요?", "태블릿은 매일 오전 9시에 지급한다.") is None
    # the time of the story, with a clause told after it, is not asked
    assert time_problem("오전에 태블릿 떨어뜨려서 깨졌어요 어떻게 해요?", no_time) is None
