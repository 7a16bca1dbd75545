"""Session 36 (issue 8), an invented sentence: a figure asked with a question word after a statement of the asker's
situation ("출입증 갱신 안내 메일이 왔어요. 출입증 유효기간이 얼마나 되죠?") is answered by the sentence that gives the
figure, whatever the statement tells; a statement that states a figure of its own keeps the joined reading's test."""

from __future__ import annotations

from tests.support import topic_rule

SECTION = "2. 출입증"
SENTENCE = "- 출입증의 유효기간은 2년이다."


def test_a_figure_asked_after_a_story() -> None:
    answer, passed = topic_rule.checked_extractive("출입증 갱신 안내 메일이 왔어요. 출입증 유효기간이 얼마나 되죠?",
                                                   SECTION, SENTENCE)
    assert answer is not None and "2년" in answer and passed


def test_a_story_with_a_figure_of_its_own() -> None:
    answer, _ = topic_rule.checked_extractive("출입증 갱신 안내 메일이 3번 왔어요. 출입증 유효기간이 얼마나 되죠?",
                                              SECTION, SENTENCE)
    assert answer is None

