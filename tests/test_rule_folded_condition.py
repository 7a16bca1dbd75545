"""A condition carried only as the rule's result (`bot.rules.folded_condition`; batch `_zr`, issue 8: near misses that
share the rule's words but ask about another thing), on invented sentences and questions, not the case files."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import folded_condition
from bot.topic import TopicMatcher

FOLDING = TopicMatcher(Glossary({"폐기": ("분쇄기 돌리", "분쇄기 돌려"), "잠금": ("잠기", "잠겨")}))


def _folded(question: str, sentence: str) -> list[str]:
    parts, _ = FOLDING.parts(question)
    return folded_condition.problems(parts[0], sentence)


def test_condition_carried_only_as_the_result_is_no_answer() -> None:
    assert _folded("분쇄기 돌리면 서류 완전히 폐기된 거 맞아요?", "서류는 전문 업체에 맡겨 폐기한다.")


def test_condition_in_the_sentence_itself_answers() -> None:
    assert _folded("분쇄기 돌리면 서류 완전히 폐기된 거 맞아요?", "분쇄기를 돌리면 서류가 폐기된 것으로 본다.") == []


def test_permission_with_the_condition_is_left_alone() -> None:
    # "V-면 되나요?" asks whether that way is enough: the rule naming the right way answers it
    assert _folded("서류는 분쇄기 돌리면 되나요?", "서류는 전문 업체에 맡겨 폐기한다.") == []


def test_condition_with_a_policy_word_of_its_own_is_left_alone() -> None:
    assert _folded("로그인 3번 틀리면 계정 잠기는 거 맞죠?", "로그인에 3번 연속 실패하면 계정이 잠긴다.") == []
