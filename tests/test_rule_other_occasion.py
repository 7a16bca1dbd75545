"""Another occasion than the rule's (`bot.rules.other_occasion`): "나올 때도" against "들어갈 때는" (issue 8: near
misses aimed at the session's new leniencies), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.models import Excerpt
from bot.rules import other_occasion
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())


def _coverage(question: str, sentence: str, section: str = "1. 규칙", title: str = "규정",
              matcher: TopicMatcher = MATCHER) -> tuple[bool, list[str]]:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    cov = matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)
    return cov.passed, cov.missing


@pytest.mark.parametrize("question", [
    "창고에서 나올 때도 대장 써야 돼요?",
    "회의실 나갈 때도 기록 남겨야 해요?",
])
def test_other_occasion_found(question: str) -> None:
    assert other_occasion.problems(question, "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 창고 출입",
                                   lambda w: [])


@pytest.mark.parametrize(("question", "sentence", "heading"), [
    ("창고에 들어갈 때도 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 규칙"),  # same occasion
    ("창고 출입할 때도 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "2. 창고 출입"),  # heading
    ("창고에서 나올 때 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 규칙"),  # no 도/는
    ("퇴사할 때도 반납해요?", "퇴사하면 5일 안에 장비를 반납한다.", "1. 반납"),  # the sentence has no 때 clause
])
def test_other_occasion_left_alone(question: str, sentence: str, heading: str) -> None:
    assert not other_occasion.problems(question, sentence, heading, lambda w: [])


def test_other_occasion_policy_word() -> None:
    """The question's occasion given as a policy word the sentence carries ("들어올 때도" -> 출입)."""
    assert not other_occasion.problems("창고 들어올 때도 써야 돼요?", "창고 출입할 때는 대장을 작성한다.", "1. 규칙",
                                       lambda w: ["출입"] if w == "들어오" else [])


def test_other_occasion_in_coverage() -> None:
    passed, missing = _coverage("창고에서 나올 때도 기록 남겨야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.")
    assert not passed and any("another occasion" in m for m in missing)
