"""Batch `_zs` (issue 8, branch hunt17): near misses aimed at the session's new leniencies (glossary rows for
writing down, installed states; the where-question on writing). Rules tested here on invented sentences and
questions, never through the case files."""

from __future__ import annotations

import pytest

from bot import written_in
from bot.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())
PLAIN = TopicMatcher(Glossary({}))


def _coverage(question: str, sentence: str, section: str = "1. 규칙", title: str = "규정",
              matcher: TopicMatcher = MATCHER) -> tuple[bool, list[str]]:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    cov = matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)
    return cov.passed, cov.missing


# --- bot.written_in.unstated_writing: "어디 적어요?" needs a sentence that states writing -----------------

@pytest.mark.parametrize(("act", "sentence", "expected"), [
    ("적", "승인된 앱은 사내 목록 표에 정리되어 있다.", True),  # no act of writing: no answer to where to write
    ("적", "출입할 때는 방문 대장을 작성한다.", False),  # 작성: the writing the question asks about
    ("적", "암호는 메일 본문에 쓰지 않는다.", False),  # 쓰: writing too
    ("기록", "반납한 장비는 창고에 둔다.", True),
    ("보내", "승인된 앱은 사내 목록 표에 정리되어 있다.", False),  # not a writing act: left to unnamed_event
])
def test_unstated_writing(act: str, sentence: str, expected: bool) -> None:
    assert written_in.unstated_writing(act, sentence) is expected
