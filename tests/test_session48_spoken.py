"""Spoken, hesitant messages and pronouns pointing back (session 48, probes _p48d and _p48f), on invented sentences."""

from __future__ import annotations

from bot.rules.asked_attribute import direction_problem, directions
from bot.rules.asked_sentence import trails_off
from tests.support.topic_rule import shipped_extractive


def test_a_fragment_with_no_predicate_that_trails_off_goes_on_in_the_next_piece() -> None:
    for paused in ("아 그 출입증을..", "어 관리자 계정 OTP는..", "그 유료 폰트는요..", "음 쓰레기통에…", "비번..."):
        assert trails_off(paused), paused
    for ended in ("출입증 잃어버렸어요..", "출입증은요?..", "감사합니다..", "회의실 들어갈 때요 음..", "출입증은."):
        assert not trails_off(ended), ended


def test_the_question_after_a_pause_is_read_with_what_came_before_it() -> None:
    text = "- 회사 태블릿의 잠금 비밀번호는 6자리 이상으로 정한다.\n- 공용 PC 계정은 팀장이 관리한다."
    # read alone, "… 몇 자리로 해요?" named nothing and took the tablet rule for a door lock's code
    draft, _excerpt, _gen = shipped_extractive("어 회의실 도어락은.. 음 비밀번호 몇 자리로 해요?", "2. 잠금", text)
    assert draft.status != "answered", draft.answer


def test_giving_back_written_with_the_helper_verb_is_a_transfer_out() -> None:
    assert directions("언제까지 돌려줘야 돼요?") == {"out"}
    assert directions("옆 팀에 건네줘도 돼요?") == {"out"}
    assert directions("돌려서 봐도 돼요?") == frozenset()
    # a thing described as received, then given back, is a question about giving it back
    rule = "퇴직하면 7일 안에 출입증을 총무팀에 반납한다."
    assert direction_problem("입사 때 받은 출입증 언제까지 돌려줘야 돼요?", rule) is None
    assert direction_problem("출입증 돌려줘야 돼요?", "출입증은 입사하는 날 총무팀에서 받아 온다.") is not None
