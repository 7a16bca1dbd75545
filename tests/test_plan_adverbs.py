"""An adverb of a plan whose leave is asked restricts what is asked (session 41, issue 8): "오늘 밤 창고 정리 혼자
들어가서 후딱 하려는데 괜찮겠죠?" asks whether going in alone is all right, so a rule on signing the entry log does
not answer it (`bot.rules.story.scene_adverbs`)."""

from __future__ import annotations

from bot.rules.story import scene_adverbs
from tests.support.topic_rule import cover, shipped_matcher


def test_the_adverbs_of_a_plan_asked_are_not_the_story() -> None:
    assert "혼자" not in scene_adverbs("오늘 밤 창고 정리 혼자 들어가서 후딱 하려는데 괜찮겠죠?")
    assert "혼자" not in scene_adverbs("창고에 혼자 들어가려고 하는데 될까요?")
    # a story told in the past, or a plan whose leave is not asked, stays the story
    assert "혼자" in scene_adverbs("창고에 혼자 들어가서 정리했는데 괜찮나요?")
    assert "혼자" in scene_adverbs("창고 정리 혼자 하려는데 순서가 어떻게 돼요?")
    assert "새로" in scene_adverbs("폰 새로 바꿨는데 OTP는 어떻게 해요?")


def test_a_rule_that_does_not_speak_of_going_alone_does_not_answer() -> None:
    log = "창고에 들어갈 때는 출입 기록부를 작성한다."
    matcher = shipped_matcher(log)
    assert not cover(matcher, "창고 정리 혼자 들어가서 후딱 하려는데 괜찮겠죠?", log, "2. 창고 출입").passed
