"""Batch `_zu2` rules on hand-made sentences and invented questions: a duty to tell someone
(`bot.rules.telling_duty`), a permission for one act against a note that forbids another (`bot.rules.forbidden_named`)
and the time a process takes against a lasting period (`bot.rules.lasting_period`)."""

from __future__ import annotations

from bot.rules import forbidden_named, lasting_period, telling_duty

CONSENT = "회원 정보는 꼭 필요한 항목만 모은다."
ALERT = "사원증을 잃어버리면 바로 총무팀에 알린다."
APPLY = "출입증이 만료되기 10일 전에 갱신을 신청한다."


def test_a_duty_to_tell_someone_needs_a_sentence_that_tells() -> None:
    assert telling_duty.asks_duty_to_tell("회원들한테도 따로 알려야 하나요?")
    assert telling_duty.asks_duty_to_tell("누구한테 얘기해야 돼요")
    assert not telling_duty.asks_duty_to_tell("출입증 번호 알려줘도 돼요?")  # a permission to disclose
    assert not telling_duty.asks_duty_to_tell("갱신 방법 알려주세요")  # a request to the bot
    assert telling_duty.problems("회원 정보 잘못 보냈는데 회원들한테도 알려야 하나요?", CONSENT)
    assert not telling_duty.problems("사원증 잃어버렸는데 누구한테 말해야 돼요?", ALERT)
    assert not telling_duty.problems("출입증 갱신하려면 며칠 전에 말해야 돼요?", APPLY)  # asking for it


NOTE = "이름: 사내 메신저 / 분류: 협업 / 설치: 기본 설치 / 비고: 삭제 금지"


def test_a_note_that_forbids_another_act_does_not_answer_a_permission() -> None:
    assert forbidden_named.forbidden_act(NOTE) == "삭제"
    assert forbidden_named.forbidden_act("메신저는 업무에만 쓰지 않는다.") is None  # a clause, not a note
    assert forbidden_named.forbids_other("사내 메신저 잠깐 꺼 둬도 돼요?", True, "끄", NOTE, lambda word: [])
    # the asked act is the forbidden one, written in the question or through its policy words
    assert not forbidden_named.forbids_other("사내 메신저 삭제해도 돼요?", True, "삭제", NOTE, lambda word: [])
    assert not forbidden_named.forbids_other("사내 메신저 지워도 돼요?", True, "지우", NOTE,
                                             lambda word: ["삭제"] if word == "지우" else [])
    assert not forbidden_named.forbids_other("사내 메신저 꺼 둬야 해요?", False, "끄", NOTE, lambda word: [])


def test_the_time_a_process_takes_is_not_a_lasting_period() -> None:
    valid = "출입증의 유효기간은 2년이다."
    assert lasting_period.problems("How long does it take to get a renewed badge?", valid)
    assert lasting_period.problems("출입증 재발급 받는 데 며칠 걸려요?", valid)
    assert not lasting_period.problems("출입증은 얼마 동안 쓸 수 있어요?", valid)  # how long it lasts
    assert not lasting_period.problems("출입증 재발급 받는 데 며칠 걸려요?", "재발급은 신청 후 3일 안에 나온다.")
