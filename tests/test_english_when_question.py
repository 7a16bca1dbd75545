"""An English when-question asks a time (`bot.matching.model._ASKS`; issue 8: near misses aimed at the session's new
leniencies), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.models import Excerpt
from bot.topic import TopicMatcher, asked_quantity, split_sentences
from tests.support.topic_rule import shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())


def _coverage(question: str, sentence: str, section: str = "1. 규칙", title: str = "규정",
              matcher: TopicMatcher = MATCHER) -> tuple[bool, list[str]]:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    cov = matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)
    return cov.passed, cov.missing


@pytest.mark.parametrize(("question", "expected"), [
    ("My account got locked. When does it unlock?", "when"),
    ("When do new hires get a laptop?", "when"),
    ("what do I do when I leave the company?", None),  # "when" inside a sentence: a condition
])
def test_english_when_asked(question: str, expected: str | None) -> None:
    assert asked_quantity(question) == expected


def test_english_when_needs_a_time() -> None:
    """"When does it unlock?" is not answered by a sentence that gives no time ("시간이 지나면"), as "언제 풀려요?"."""
    passed, _ = _coverage("My account got locked. When does it unlock?", "잠긴 계정은 시간이 지나면 자동으로 풀린다.",
                          section="3. 계정 잠금")
    assert not passed
    passed, _ = _coverage("When do new hires get a laptop?", "노트북은 입사일에 지급한다.", section="1. 지급")
    assert passed
