"""Writing a thing down is not using it (session 55), on invented sentences."""

from __future__ import annotations

from bot.rules.written_sense import used_not_written
from tests.support.topic_rule import cover, shipped_matcher


def test_a_writing_word_is_carried_only_by_a_write_on_reading_of_sseuda() -> None:
    # 쓰다 with the place written on right before it is writing; with an object, an adverb or another verb, using
    assert not used_not_written("적", "출입 코드는 게시판에 쓰지 않는다.")
    assert used_not_written("적", "출입 코드를 다른 건물에 같이 쓰지 않는다.")
    assert used_not_written("적", "대문자와 숫자를 섞어 쓴다.")
    assert used_not_written("기재", "회의실은 다른 팀과 함께 쓰지 않는다.")
    # a sentence that says writing itself, or a question word that is no writing word
    assert not used_not_written("적", "방문객 이름은 출입 대장에 적는다.")
    assert not used_not_written("넣", "출입 코드를 다른 건물에 같이 쓰지 않는다.")


def test_writing_the_code_on_a_note_is_not_answered_by_a_rule_on_using_it_elsewhere() -> None:
    use = "회사 출입 코드를 다른 건물에 같이 쓰지 않는다."
    write = "출입 코드는 게시판에 쓰지 않는다."
    matcher = shipped_matcher(use, write)
    assert cover(matcher, "출입 코드 자꾸 까먹어서 메모지에 적어서 책상에 붙여놔도 될까요", use).missing
    assert not cover(matcher, "출입 코드 게시판에 적어도 돼요?", write).missing
