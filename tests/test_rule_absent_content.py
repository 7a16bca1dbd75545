"""A rule about a thing the question says is absent (`bot.rules.absent_content`; batch `_zr`, issue 8: near misses that
share the rule's words but ask about another thing), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import absent_content
from bot.topic import TopicMatcher, split_sentences

MATCHER = TopicMatcher(Glossary({"개인정보": ("고객 정보", "고객 연락처")}))


def _verdict(question: str, sentence: str, title: str = "규정", section: str = "1. 규칙") -> bool:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


@pytest.mark.parametrize(("question", "noun"), [
    ("개인정보 없는 일반 서류도 파쇄해야 돼요?", "개인정보"),
    ("고객 연락처 하나도 없는 명단은 그냥 버려도 돼요?", "고객 연락처"),
    ("개인정보가 안 들어간 엑셀도 지워야 돼요?", "개인정보"),
    ("주민번호 빠진 명단은요?", "주민번호"),
    ("암호 전혀 없는 압축 파일은 보내도 돼요?", "암호"),
])
def test_absent_nouns_found(question: str, noun: str) -> None:
    assert absent_content.absent_nouns(question) == (noun,)


@pytest.mark.parametrize("question", [
    "목록에 없는 프로그램은 써도 돼요?",  # where a thing is not: a place
    "휴대폰이 없으면 어떻게 해요?",  # a condition, no thing described
    "승인 없이 깔아도 돼요?",  # an adverb of manner
    "개인정보가 들어간 엑셀은 어디 둬요?",  # held, not absent
])
def test_no_absent_noun(question: str) -> None:
    assert absent_content.absent_nouns(question) == ()


def test_rule_of_a_document_about_the_absent_thing_does_not_answer() -> None:
    question = "개인정보 없는 일반 서류도 파쇄해야 돼요?"
    assert not _verdict(question, "종이 서류는 파쇄하고, 파일은 삭제 도구로 지운다.", title="개인정보 처리 규정")
    # the same sentence in a document about paper in general raises no such problem
    assert absent_content.problems(question, "종이 서류는 파쇄하고, 파일은 삭제 도구로 지운다.", "문서 관리 규정",
                                   lambda _w: []) == []


def test_sentence_about_the_absent_thing_through_a_glossary_word() -> None:
    question = "고객 연락처 하나도 없는 명단은 메일로 보내도 돼요?"
    assert not _verdict(question, "개인정보가 담긴 명단은 메일로 보내지 않는다.")


def test_sentence_that_states_the_absence_answers() -> None:
    assert _verdict("분류 표시 없는 서류는 뭘로 봐요?", "분류 표시가 없는 서류는 내부용으로 본다.")


def test_heading_alone_is_not_the_rule_subject() -> None:
    # "2. 라이선스 관리" heads a rule on copying, which is what a question on copying without one asks
    assert absent_content.problems("라이선스 없는 프로그램 복사해도 돼요?", "프로그램을 불법으로 복제하지 않는다.",
                                   "프로그램 규정", lambda _w: []) == []
