"""Where to write (`bot.rules.written_in`): "어디 적어요?" needs a sentence that states writing, and where to write is
the document written in (issue 8: near misses aimed at the session's new leniencies, and predicate and question-form
misses that recur across many dev batches), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import written_in
from bot.rules.written_in import answers_where, asks_writing, written_documents
from tests.support.state_verb_matcher import ISSUE, LOG, cover


@pytest.mark.parametrize(("act", "sentence", "expected"), [
    ("적", "승인된 앱은 사내 목록 표에 정리되어 있다.", True),  # no act of writing: no answer to where to write
    ("적", "출입할 때는 방문 대장을 작성한다.", False),  # 작성: the writing the question asks about
    ("적", "암호는 메일 본문에 쓰지 않는다.", False),  # 쓰: writing too
    ("기록", "반납한 장비는 창고에 둔다.", True),
    ("보내", "승인된 앱은 사내 목록 표에 정리되어 있다.", False),  # not a writing act: left to unnamed_event
])
def test_unstated_writing(act: str, sentence: str, expected: bool) -> None:
    assert written_in.unstated_writing(act, sentence) is expected


def test_where_to_write_is_the_document_written_in() -> None:
    assert written_documents(LOG) == ("기록부",)
    assert asks_writing("어디 적어야 돼요?")  # MeCab's adjective 적다, read as writing
    assert not asks_writing("기록부는 어디에 있어요?")  # where it is kept: a place, not the document
    assert answers_where("서버실 들어가기 전에 어디 적어야 되는거 있나요?", LOG)
    assert not answers_where("서버실 들어가기 전에 어디 적어야 되는거 있나요?", ISSUE)  # nothing written in
    assert cover("서버실 들어가기 전에 어디 적어야 되는거 있나요?", LOG).passed
    assert not cover("서버실 출입 기록부는 어디에 있어요?", LOG).passed
    assert not cover("서버실 출입 기록부는 어디에 제출해요?", LOG).passed
