"""A rule the asker heard, asked to reach one kind of its thing; a case asked to count as what a rule names (session
55), on invented sentences."""

from __future__ import annotations

from bot.rules.counted_as import case_words
from tests.support.topic_rule import cover, shipped_matcher


def test_the_words_of_the_case_asked_to_count() -> None:
    asked = "무단 반출 금지라는데 수리 끝난 모니터 집에 두는 것도 무단 반출에 들어가요?"
    assert case_words(asked, ["수리", "끝나", "모니터", "집", "반출"]) == ["수리", "끝나", "모니터", "집"]
    # the named thing first, then the case ("… 대상에 X도 들어가요?"), or no counting verb: not this form
    assert case_words("반출 금지 대상에 모니터도 들어가요?", ["반출", "모니터"]) == []
    assert case_words("모니터도 집에 가져가도 돼요?", ["모니터", "집"]) == []


def test_a_case_asked_to_count_must_be_carried() -> None:
    rule = "회사 장비를 무단으로 반출하지 않는다."
    matcher = shipped_matcher(rule)
    asked = "무단 반출 금지라는데 수리 끝난 모니터 집에 두는 것도 무단 반출에 들어가요?"
    assert any("counts as" in p for p in cover(matcher, asked, rule).missing)


def test_a_kind_of_the_heard_rule_thing_is_asked() -> None:
    rule = "이름·사번은 사물함 비밀번호에 넣지 않는다."
    matcher = shipped_matcher(rule)
    asked = "사물함 비번에 이름 넣지 말라던데 회사 이름이나 팀 이름 넣는 것도 안 돼요?"
    assert any("reaches this kind" in p for p in cover(matcher, asked, rule).missing)
    # the thing itself, named by the rule, is answered
    assert not any("reaches this kind" in p for p in cover(
        matcher, "사물함 비번에 이름 넣지 말라던데 사번도 안 돼요?", rule).missing)


def test_the_words_after_an_act_closed_by_eoseo_or_go() -> None:
    from bot.rules.forbidden_first import after_act

    assert {"요약", "돌리"} <= after_act("메신저에 고객 연락처 넣고 요약 돌려도 되나요?", "넣")
    assert "정리" in after_act("메신저에 고객 연락처 입력해서 정리해도 돼요?", "입력")
    # no link after the act: nothing comes after it
    assert after_act("메신저에 고객 연락처 넣어도 돼요?", "넣") == frozenset()


def test_leave_for_acts_after_one_the_rule_forbids() -> None:
    rule = "외부 메신저에 고객 연락처·사내 문서를 입력하지 않는다."
    matcher = shipped_matcher(rule)
    assert not cover(matcher, "외부 메신저에 고객 연락처 넣고 요약 돌려도 되나요?", rule).missing
    # what is done first may change what goes in: it stays asked
    assert cover(matcher, "외부 메신저에 고객 연락처 빼고 넣어서 요약 돌려도 되나요?", rule).missing


def test_the_goal_of_a_forbidden_act_does_not_allow_it() -> None:
    from bot.rules.forbidden_first import purpose_before

    assert {"회의록", "정리"} <= purpose_before("회의록 정리하려고 외부 메신저에 고객 연락처 넣어도 돼요?", "넣")
    assert purpose_before("외부 메신저에 고객 연락처 넣어도 돼요?", "넣") == frozenset()
    rule = "외부 메신저에 고객 연락처·사내 문서를 입력하지 않는다."
    assert not cover(shipped_matcher(rule), "회의록 정리하려고 외부 메신저에 고객 연락처 넣어도 돼요?", rule).missing


def test_only_an_act_that_gives_the_thing_away_makes_what_follows_moot() -> None:
    from bot.rules.forbidden_first import answered

    text = "휴대폰을 회사 노트북에 꽂아서 충전해도 돼요?"
    forbids = {"꽂"}.__contains__
    # connecting is no giving away: what is done after (charging) is asked
    assert answered(text, ["충전"], True, ["꽂"], forbids, "개인 기기는 업무용 노트북에 연결하지 않는다.",
                    lambda act: False) == ["충전"]
    text = "외부 메신저에 고객 연락처 넣고 요약해도 돼요?"
    assert answered(text, ["요약"], True, ["넣"], {"넣"}.__contains__, "고객 연락처를 입력하지 않는다.",
                    lambda act: True) == []
    # a prohibition with a way out, or another word before the act the sentence does not carry
    assert answered(text, ["요약"], True, ["넣"], {"넣"}.__contains__, "승인 없이 입력하지 않는다.",
                    lambda act: True) == ["요약"]
    assert answered(text, ["요약", "메신저"], True, ["넣"], {"넣"}.__contains__, "고객 연락처를 입력하지 않는다.",
                    lambda act: True) == ["요약", "메신저"]
    # a thing of its own after the act
    other = "외부 메신저에 고객 연락처 넣고 사진 보내도 돼요?"
    assert answered(other, ["사진", "보내"], True, ["넣"], {"넣"}.__contains__, "고객 연락처를 입력하지 않는다.",
                    lambda act: True) == ["사진", "보내"]


def test_the_run_before_going_in_may_carry_the_work_and_the_time() -> None:
    from bot.rules.entered_place import entered

    body = "2. 기록실 출입 기록실에는 2인 이상이 함께 출입한다."
    assert entered("야간 작업 때 기록실 혼자 들어가도 돼요?", body)
    assert entered("기록실 점검 혼자 들어가도 돼요?", body)
    assert not entered("창고 점검 혼자 들어가도 돼요?", body)
    assert not entered("기록실 옆 창고에 혼자 들어가도 돼요?", body)  # the one by it is entered


def test_a_visit_alone_asked_itself_carries_what_it_is_for() -> None:
    from bot.language.terms import Term
    from bot.rules.alone_visit import carried

    rule = "기록실에는 2인 이상이 함께 출입한다."
    terms = [Term("기록실", False), Term("점검", False), Term("들어가", True)]
    assert carried("기록실 점검 혼자 들어가도 돼요?", terms, rule, True) == {"점검", "들어가"}
    # no leave asked, nobody alone, or a sentence that does not rule going in together
    assert carried("기록실 점검 혼자 들어가도 돼요?", terms, rule, False) == set()
    assert carried("기록실 점검 들어가도 돼요?", terms, rule, True) == set()
    assert carried("기록실 점검 혼자 들어가도 돼요?", terms, "기록실에 들어갈 때는 대장을 쓴다.", True) == set()
