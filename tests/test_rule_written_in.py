"""Where to write (`bot.rules.written_in`): "어디 적어요?" needs a sentence that states writing, and where to write is
the document written in (issue 8: near misses aimed at the session's new leniencies, and predicate and question-form
misses that recur across many dev batches), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import written_in
from bot.rules.written_in import answers_where, asks_writing, written_documents
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule


@pytest.mark.parametrize(("act", "sentence", "expected"), [
    ("적", "승인된 앱은 사내 목록 표에 정리되어 있다.", True),  # no act of writing: no answer to where to write
    ("적", "출입할 때는 방문 대장을 작성한다.", False),  # 작성: the writing the question asks about
    ("적", "암호는 메일 본문에 쓰지 않는다.", False),  # 쓰: writing too
    ("기록", "반납한 장비는 창고에 둔다.", True),
    ("보내", "승인된 앱은 사내 목록 표에 정리되어 있다.", False),  # not a writing act: left to unnamed_event
])
def test_unstated_writing(act: str, sentence: str, expected: bool) -> None:
    assert written_in.unstated_writing(act, sentence) is expected


GLOSSARY = topic_rule.shipped_glossary()
KEPT = "백업본은 30일 동안 보관한다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."
MARK = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
BIG = "25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
LOCKED = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
BACKUP = "백업은 매일 새벽 2시에 한다."
LOG = "서버실에 들어갈 때는 출입 기록부를 작성한다."
ISSUE = "업무용 노트북은 입사일에 지급한다."
PRINTED = "대외비 문서의 출력물은 출력한 뒤 바로 회수한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([KEPT, RETURN, UNMARKED, MARK, BIG, LOCKED, SCREEN, BACKUP, LOG, ISSUE, PRINTED])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_where_to_write_is_the_document_written_in() -> None:
    assert written_documents(LOG) == ("기록부",)
    assert asks_writing("어디 적어야 돼요?")  # MeCab's adjective 적다, read as writing
    assert not asks_writing("기록부는 어디에 있어요?")  # where it is kept: a place, not the document
    assert answers_where("서버실 들어가기 전에 어디 적어야 되는거 있나요?", LOG)
    assert not answers_where("서버실 들어가기 전에 어디 적어야 되는거 있나요?", ISSUE)  # nothing written in
    assert cover("서버실 들어가기 전에 어디 적어야 되는거 있나요?", LOG).passed
    assert not cover("서버실 출입 기록부는 어디에 있어요?", LOG).passed
    assert not cover("서버실 출입 기록부는 어디에 제출해요?", LOG).passed
