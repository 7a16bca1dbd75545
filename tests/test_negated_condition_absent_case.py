"""Session 32 (issue 8), invented sentences: an English question that negates its condition ("what happens if I don't
label a photo?") is answered by a sentence whose own condition is that absence ("라벨이 없는 사진은 …"), not by one
that forbids or states the act."""

from __future__ import annotations

from bot.rules import negated_condition

_QUESTION = "what happens if I don't label a photo?"


def test_a_sentence_on_the_absent_case_answers_the_negated_condition() -> None:
    assert negated_condition.problems(_QUESTION, ["label", "photo"], "라벨이 없는 사진은 팀 한정으로 본다.") == []


def test_a_sentence_on_the_act_itself_does_not() -> None:
    assert negated_condition.problems(_QUESTION, ["label", "photo"], "모든 사진에는 라벨을 붙인다.") != []
    assert negated_condition.problems("can I use cafe wifi if I don't open the wiki?", ["wiki"],
                                      "카페 와이파이에서는 위키에 접속하지 않는다.") != []
