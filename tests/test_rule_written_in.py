"""Where to write (`bot.rules.written_in`): "어디 적어요?" needs a sentence that states writing (issue 8: near misses
aimed at the session's new leniencies), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import written_in


@pytest.mark.parametrize(("act", "sentence", "expected"), [
    ("적", "승인된 앱은 사내 목록 표에 정리되어 있다.", True),  # no act of writing: no answer to where to write
    ("적", "출입할 때는 방문 대장을 작성한다.", False),  # 작성: the writing the question asks about
    ("적", "암호는 메일 본문에 쓰지 않는다.", False),  # 쓰: writing too
    ("기록", "반납한 장비는 창고에 둔다.", True),
    ("보내", "승인된 앱은 사내 목록 표에 정리되어 있다.", False),  # not a writing act: left to unnamed_event
])
def test_unstated_writing(act: str, sentence: str, expected: bool) -> None:
    assert written_in.unstated_writing(act, sentence) is expected
