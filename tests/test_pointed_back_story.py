"""A question that points back with 그 + a noun the story names is one question with that story
(bot.rules.pointed_back). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.pointed_back import points_back
from tests.support.topic_rule import shipped_matcher


def test_a_question_that_points_back_with_a_determiner() -> None:
    story = "사내 메신저는 회사 계정으로만 쓰라고 돼있던데요."
    assert points_back("그 회사 계정은 누구한테 받는 거예요?", story)
    assert not points_back("그 회사 계정은 누구한테 받는 거예요?")  # no story
    assert not points_back("그 뒤에 뭐 해요?", story)  # 뒤 is not the story's
    matcher = shipped_matcher("사내 메신저는 회사 계정으로만 쓴다.", "관리자 계정은 팀장 승인을 받은 뒤 발급한다.")
    parts, _ = matcher.parts(f"{story} 그 회사 계정은 누구한테 받는 거예요?")
    assert len(parts) == 1
