"""Session 35 (issue 8), invented sentences: 전 / 후 written onto a noun ("설치전에") times against it and is no
part of a compound; 정리 (tidying up) names no topic; leave asked to do an act after an event is answered by a
sentence that sets its time before that event; a statement word that the glossary maps to a policy word (첫 출근 ->
입사일) counts as told in a joined reading."""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.rules.kind_scope import other_event_problem
from tests.support import topic_rule


def test_before_and_after_written_onto_a_noun_are_no_compound() -> None:
    words = {t.text for t in content_terms("프린터 설치전에 누구한테 허락 받아요?")}
    assert "설치" in words and "설치전" not in words
    assert "퇴근" in {t.text for t in content_terms("퇴근후에 출입증 어디 둬요?")}
    assert "출입증" in {t.text for t in content_terms("출입증 번호는 몇 자리예요?")}


def test_tidying_up_is_no_topic() -> None:
    words = {t.text for t in content_terms("지난 행사 명단 정리하려는데 언제까지 지워야 돼요?")}
    assert "정리" not in words and "명단" in words


def test_leave_to_act_after_the_event_is_answered_by_the_time_before_it() -> None:
    sentence = "출입증이 만료되기 10일 전에 갱신을 신청한다."
    body = f"2. 출입증 {sentence}"
    assert other_event_problem("출입증 만료되고 나서 갱신 신청해도 되지 않나?", body, sentence, {}) is None
    assert other_event_problem("출입증 만료되고 나서 며칠 안에 갱신 신청해야 돼요?", body, sentence, {}) is not None


def test_a_told_word_the_glossary_maps_is_told() -> None:
    answer, passed = topic_rule.checked_extractive(
        "저 다음주 월요일 첫 출근인데요! 사원증은 언제 받나요?", "1. 지급", "- 사원증은 입사일에 지급한다.")
    assert answer is not None and "입사일" in answer and passed
    answer, _ = topic_rule.checked_extractive(
        "저 다음주 월요일 첫 출근인데요! 사원증은 언제 받나요?", "1. 지급", "- 사원증은 분실하면 다시 지급한다.")
    assert answer is None
