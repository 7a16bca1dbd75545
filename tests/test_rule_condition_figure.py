"""A figure stated only in a rule's condition (`bot.rules.condition_figure`; batch `_zr`, issue 8: near misses that
share the rule's words but ask about another thing), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.rules import condition_figure
from bot.topic import TopicMatcher

MATCHER = TopicMatcher(Glossary({"개인정보": ("고객 정보", "고객 연락처")}))


SIZE = r"\d+\s*(?:MB|GB|KB|TB|메가|기가)"
TIMES = r"\d+\s*(?:번|회)"


@pytest.mark.parametrize(("sentence", "pattern", "clause"), [
    ("10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다.", SIZE, "10MB가 넘는 사진"),
    ("접속에 3번 연속 실패하면 계정이 막힌다.", TIMES, "접속에 3번 연속 실패하면"),
])
def test_condition_clauses(sentence: str, pattern: str, clause: str) -> None:
    assert condition_figure.condition_clauses(sentence, pattern) == (clause,)


@pytest.mark.parametrize(("sentence", "pattern"), [
    ("메신저 첨부 사진은 10MB까지 보낼 수 있다.", SIZE),  # the figure is the rule's value
    ("접속에 실패하면 3번까지 다시 시도한다.", TIMES),
])
def test_figure_stated_as_value(sentence: str, pattern: str) -> None:
    assert condition_figure.condition_clauses(sentence, pattern) is None


def test_limit_of_another_thing_is_not_answered_by_a_condition_figure() -> None:
    question = "공유 폴더 주소는 몇 MB까지 돼요?"
    sentence = "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다."
    parts, _ = MATCHER.parts(question)
    assert condition_figure.problems(parts[0], sentence, SIZE)


def test_question_naming_the_clause_or_asking_the_threshold_is_answered() -> None:
    sentence = "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다."
    for question in ("사진은 몇 MB부터 공유 폴더에 올려요?", "몇 MB 넘으면 공유 폴더에 올려요?"):
        parts, _ = MATCHER.parts(question)
        assert condition_figure.problems(parts[0], sentence, SIZE) == [], question


def test_question_asking_where_a_range_starts_is_answered() -> None:
    parts, _ = MATCHER.parts("메신저 첨부 몇 MB부터 공유 폴더 주소로 보내요?")
    assert condition_figure.problems(parts[0], "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다.", SIZE) == []
