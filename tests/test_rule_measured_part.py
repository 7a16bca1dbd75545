"""A figure of a part is not the thing's figure (`bot.rules.measured_part`; batch `_zr`, issue 8: near misses that share
the rule's words but ask about another thing), on invented sentences and questions, never through the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.rules import measured_part
from bot.topic import TopicMatcher

PART_MATCHER = TopicMatcher(Glossary({}))


def _measured(question: str, sentence: str, covered: list[str]) -> list[str]:
    parts, _ = PART_MATCHER.parts(question)
    return measured_part.problems(parts[0], sentence, covered, lambda t: t.text in {"태블릿", "교체", "주기"},
                                  frozenset({"주기", "기간"}), True)


def test_figure_of_a_part_is_not_the_things_figure() -> None:
    assert _measured("태블릿 펜촉 교체 주기는 몇 년이에요?", "태블릿은 3년마다 교체한다.", ["태블릿", "교체"])


def test_the_thing_itself_or_a_measure_is_answered() -> None:
    assert _measured("태블릿 교체 주기는 몇 년이에요?", "태블릿은 3년마다 교체한다.", ["태블릿", "교체"]) == []
    # the head named in the sentence
    assert _measured("태블릿 펜촉 교체 주기는 몇 년이에요?", "태블릿 펜촉은 1년마다 교체한다.",
                     ["태블릿", "교체"]) == []


@pytest.mark.parametrize("question", [
    "퇴사 예정인데 태블릿은 며칠 안에 내요?",  # the head ends in a copula: the asker's story
    "회사 태블릿 친구한테 며칠 빌려줘도 돼요?",  # the head takes a particle of its own
])
def test_story_heads_are_left_alone(question: str) -> None:
    assert _measured(question, "태블릿은 3년마다 교체한다.", ["태블릿", "퇴사"]) == []


def test_only_for_a_figure_asked() -> None:
    parts, _ = PART_MATCHER.parts("태블릿 펜촉 교체 주기는 몇 년이에요?")
    assert measured_part.problems(parts[0], "태블릿은 3년마다 교체한다.", ["태블릿"], lambda _t: False,
                                  frozenset(), False) == []
