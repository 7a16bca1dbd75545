"""Session 37 (issue 8): in an English message an emoji between two sentences ends the first, as a full stop would
(bot.rules.english_remarks), so the story before it is the story of the question after it; invented sentences."""

from __future__ import annotations

from bot.rules.english_remarks import plain
from tests.support import topic_rule


def test_an_emoji_between_sentences_is_a_full_stop() -> None:
    assert plain("I lost my laptop on the bus 😭 who do I tell?") == "I lost my laptop on the bus. who do I tell?"
    assert plain("who do I tell? 😭") == "who do I tell? 😭"  # at the end it ends nothing more


def test_the_story_before_the_emoji_is_the_questions_story() -> None:
    text = "- 노트북을 잃어버리면 즉시 총무팀에 신고한다."
    question = "I think I left my work laptop on the subway last night 😭 who should I tell first?"
    answer, passed = topic_rule.checked_extractive(question, "4. 분실", text)
    assert answer is not None and "총무팀" in answer and passed
