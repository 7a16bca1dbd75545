"""One quoted table row per question: each quoted row is its own supporting sentence
(`bot.answer.checks.answers_question`, `supporting_sentences`; issue 8), on hand-made messages and excerpts (no model,
no index)."""

from __future__ import annotations

from bot.answer.checks import answers_question, supporting_sentences
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher


def ex(doc: str, section: str, text: str, kind: str = "section", n: int = 0) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}#{n}", doc_id=doc, title="보관 규정", section=section, revision=1,
                   text=text, score=0.5, kind=kind)


def test_each_quoted_row_is_its_own_supporting_sentence() -> None:
    rows = [ex("catalog", "목록: Alpha", "이름: Alpha / 설치: 승인 필요", kind="row", n=1),
            ex("catalog", "목록: Beta", "이름: Beta / 설치: 자유 설치", kind="row", n=2)]
    answer = "이름: Alpha / 설치: 승인 필요[1] 이름: Beta / 설치: 자유 설치[2]"
    support = supporting_sentences(answer, rows, [1, 2])
    assert [s.excerpt for s in support] == [1, 2]
    check = answers_question("Alpha 깔려면 승인 필요해요? Beta는요?", answer, rows,
                             TopicMatcher(Glossary({"설치": ("깔",)})), [1, 2])
    assert check.passed, check.detail
