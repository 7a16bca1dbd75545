"""Batch `_zu2` rules on hand-made sentences and invented questions: a duty to tell someone
(`bot.rules.telling_duty`), a permission for one act against a note that forbids another (`bot.rules.forbidden_named`),
the time a process takes against a lasting period (`bot.rules.lasting_period`), the place of an act
(`bot.rules.placed_act`) and another one of a thing (`bot.rules.another_one`)."""

from __future__ import annotations

from bot.rules import another_one, forbidden_named, lasting_period, placed_act, telling_duty

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


def test_a_place_asked_for_an_act_is_that_acts_place() -> None:
    returned = "퇴직하면 출입증을 총무팀에 돌려준다."
    signed = "창고에 들어갈 때는 출입 대장을 작성한다."
    question = "퇴직하면서 출입증 돌려줄 때 어디에 적어야 돼요?"
    assert placed_act.must_carry(question, "적", "적", returned)  # the place of the named act 돌려주다
    # a specific act of the sentence's own may word the asked one otherwise (작성 for 적다)
    assert not placed_act.must_carry("창고 들어가기 전에 어디에 적어야 돼요?", "적", "적", signed)
    # the act is the condition before the question word
    assert not placed_act.must_carry("유출 발견하면 어디에 신고?", "발견", "발견", returned)


def test_another_one_is_not_the_thing_the_rule_speaks_of() -> None:
    rule = "고장 난 프린터는 끄지 말고 그대로 둔 채 총무팀에 연락한다."
    question = "프린터 고장 나서 연락했는데 그동안 다른 프린터로 뽑아도 되나요?"
    assert another_one.other_nouns(question) == ["프린터"]
    assert another_one.problems(question, rule, lambda word: [])
    # a sentence that limits to one answers for any other one
    assert not another_one.problems("받은 연락처를 다른 목적으로 써도 돼요?", "연락처는 받은 목적 안에서만 쓴다.",
                                    lambda word: [])
    assert not another_one.problems(question, "다른 프린터로 출력할 때는 팀장에게 알린다.", lambda word: [])
