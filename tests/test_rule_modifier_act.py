"""A situation's act said only as a modifier (`bot.rules.modifier_act`; batch `_zt`, issue 8: answerable questions
answered with a sentence about another point), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import modifier_act


def _no_words(_word: str) -> list[str]:
    return []


def test_situation_act_only_as_a_modifier() -> None:
    question = "고객 자료 수집할 때 뭘 해야 돼요?"
    assert modifier_act.problems(question, "고객 자료는 수집 목적 안에서만 이용한다.", _no_words) == [
        modifier_act.PROBLEM]


@pytest.mark.parametrize(("question", "sentence"), [
    ("고객 자료 수집할 때 뭘 해야 돼요?", "고객 자료는 꼭 필요한 항목만 수집한다."),  # the act itself
    ("고객 자료 수집할 때 뭘 해야 돼요?", "수집할 때는 목적을 알리고 동의를 받는다."),
    ("창고 출입할 때 뭐 써야 돼요?", "창고에 들어갈 때는 출입 기록부를 작성한다."),  # a case of its own
    ("고객 자료 수집 목적이 뭐예요?", "고객 자료는 수집 목적 안에서만 이용한다."),  # no situation of the asker
    ("퇴사하면 노트북 언제까지 반납해요?", "퇴사 후 5영업일 이내에 노트북을 반납한다."),  # a time after the act
])
def test_modifier_act_left_alone(question: str, sentence: str) -> None:
    assert modifier_act.problems(question, sentence, _no_words) == []


def test_main_act_a_variant_of_the_situation_act() -> None:
    assert modifier_act.problems("파일 삭제할 때 뭘로 지워요?", "파일은 완전 삭제 도구로 지운다.",
                                 lambda w: ["삭제"] if w == "지우" else []) == []
