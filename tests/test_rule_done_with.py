"""A thing once done with is answered by a sentence on it after use (`bot.rules.done_with`; issue 8: a question noun
missing from the answering sentence), on hand-made sentences and questions. The rule also keeps refusing what it is not
about."""

from __future__ import annotations

from bot.rules import done_with


def test_a_thing_once_done_with_is_answered_by_a_sentence_on_it_after_use() -> None:
    right_after = "기밀 보고서의 인쇄본은 인쇄한 뒤 바로 가져간다."
    used = "다 쓴 기밀 인쇄본은 분쇄한다."
    assert done_with.problems("기밀 보고서 인쇄한 거 다 보고 나면 어떻게 해요?", right_after) == [done_with.PROBLEM]
    assert done_with.problems("기밀 보고서 인쇄한 거 다 보고 나면 어떻게 해요?", used) == []
    assert done_with.problems("외장 디스크 자료 다 쓰고나면요?", "용도가 끝난 자료는 바로 지운다.") == []
    assert done_with.problems("기밀 인쇄본 다 쓰고 나서 어떻게 해요?", "기밀 인쇄본은 사용 후 바로 분쇄한다.") == []
    # no "done with" asked: a meeting's end is a time, and a plain question is left alone
    assert done_with.problems("회의 끝나고 인쇄본 어떻게 해요?", right_after) == []
    assert done_with.problems("기밀 인쇄본 어떻게 해요?", right_after) == []
