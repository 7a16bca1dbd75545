"""Questions on whether a duty binds (session 49, probe _p49f), on invented sentences."""

from __future__ import annotations

from bot.rules.duty_words import as_duty_question
from bot.rules.generic_duty import asks_bare_duty
from bot.rules.situations import also_acts, also_modifiers
from tests.support.topic_rule import shipped_extractive


def test_the_nouns_for_a_duty_are_read_as_asking_whether_it_binds() -> None:
    assert as_duty_question("명함 신청서 결재 필수예요?") == "명함 신청서 결재 꼭 해야 돼요?"
    assert as_duty_question("방문증 작성은 의무인가요?") == "방문증 작성은 꼭 해야 돼요?"
    assert as_duty_question("회의실 예약은 생략 가능해요?") == "회의실 예약은 안 해도 돼요?"
    assert as_duty_question("출입 기록 생략해도 되나요?") == "출입 기록 안 해도 돼요?"
    for named in ("필수 항목이 뭐예요?", "생략된 부분 있어요?", "의무 교육은 언제예요?"):
        assert as_duty_question(named) == named, named


def test_a_duty_asked_with_its_noun_is_answered_by_the_rule_that_states_it() -> None:
    text = "- 다 쓴 회의 자료는 분쇄한다."
    draft, _excerpt, _gen = shipped_extractive("다 쓴 회의 자료 분쇄 필수예요?", "1. 회의 자료", text)
    assert draft.status == "answered", draft.status


def test_which_one_is_asked_as_well_must_be_named() -> None:
    assert also_modifiers("회사에 신고하는 거 말고 경찰 신고도 해야 돼요?") == (("경찰", "신고"),)
    assert also_modifiers("퇴사할 때 사원증도 반납해요?") == ()
    text = "- 출입증을 잃어버리면 즉시 총무팀에 분실 신고를 한다."
    # the theft report to the police is no report the rule speaks of; its word was set aside as the story's
    question = "출입증 잃어버리면 총무팀에 신고하는 거 말고 경찰 신고도 꼭 해야 돼요?"
    draft, _excerpt, _gen = shipped_extractive(question, "1. 출입증", text)
    assert draft.status != "answered", draft.answer


def test_an_act_asked_as_well_with_when_is_one_the_sentence_must_speak_of() -> None:
    assert also_acts("이미 받은 프로그램 업데이트할 때도 매번 승인 받아야 돼요?") == ("업데이트",)
    assert also_acts("받는 것도 10MB까지예요?") == ("받",)
    assert also_acts("집에 있을 때 로그인해요?") == ()


def test_an_act_asked_as_well_in_a_glossary_phrase_is_the_policy_word_it_stands_for() -> None:
    text = "- 호텔 와이파이에서는 사내 시스템에 접속하지 않는다."
    # "시스템 들어가" is the glossary's phrase for 접속: the act asked as well is the one the rule forbids
    question = "호텔 와이파이로 잠깐 사내 시스템 들어가는 것도 안 되죠?"
    draft, _excerpt, _gen = shipped_extractive(question, "1. 출장", text)
    assert draft.status == "answered", draft.status


def test_whether_a_thing_binds_at_all_is_not_answered_by_a_rule_for_one_situation() -> None:
    assert asks_bare_duty("사원증 인증도 꼭 해야 되는 거예요?")
    assert asks_bare_duty("보안 서약 꼭 해야 돼요?")
    assert not asks_bare_duty("사원증 다시 등록해야 돼요?")  # names its act
    assert not asks_bare_duty("사원증 잃어버리면 어디에 report 해야 하나요?")  # asks where
    text = "- 휴대폰을 바꾸면 사원증 앱을 다시 등록한다."
    # the rule binds only after a new phone; read as the answer, it said the badge app is needed only then
    draft, _excerpt, _gen = shipped_extractive("사원증 앱 인증도 꼭 해야 되는 거예요?", "1. 사원증", text)
    assert draft.status != "answered", draft.answer
    draft, _excerpt, _gen = shipped_extractive("폰 바꾸면 사원증 앱 꼭 다시 등록해야 돼요?", "1. 사원증", text)
    assert draft.status == "answered", draft.status
