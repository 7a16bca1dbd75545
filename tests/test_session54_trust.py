"""Leave asked against a rule for a case already done, leave for an act only the heading frames, 혼자 read as a noun
(session 54), on invented sentences."""

from __future__ import annotations

from bot.rules.done_case import done_acts, untold_done_case
from bot.rules.noun_act import asked_act, heading_only
from tests.support.topic_rule import checked_extractive, cover, shipped_matcher


def test_the_acts_of_a_condition_told_as_done() -> None:
    assert done_acts("첨부 파일을 열었거나 주소를 클릭했다면") == ["열", "클릭"]
    assert done_acts("회의실 열쇠를 잃어버렸으면") == ["잃어버리"]
    # a condition in the present names no case already done
    assert done_acts("회의실 열쇠를 잃어버리면") == []
    assert done_acts("출장을 가면") == []


def test_leave_is_not_answered_by_a_rule_for_a_case_already_done() -> None:
    told = {"열"}.__contains__
    assert untold_done_case(True, "첨부 파일을 열었다면", lambda act: False) == "열"
    # the question tells the act, asks no leave, or the rule opens with no done case
    assert untold_done_case(True, "첨부 파일을 열었다면", told) is None
    assert untold_done_case(False, "첨부 파일을 열었다면", lambda act: False) is None
    assert untold_done_case(True, "첨부 파일을 열면", lambda act: False) is None


def test_telling_a_coworker_the_code_is_not_the_rule_after_typing_it_into_a_fake_page() -> None:
    done = "수상한 페이지에 출입 코드를 입력했다면 즉시 코드를 바꾸고 총무팀에 알린다."
    rule = "출입 코드는 동료나 방문객에게 알려 주지 않는다."
    text = f"- {done}\n- {rule}"
    assert cover(shipped_matcher(done, rule), "출입 코드 알려드려도 괜찮을까요?", done).missing
    answer, _ = checked_extractive("출입 코드 알려드려도 괜찮을까요?", "1. 출입 코드", text)
    assert answer is not None and "동료나 방문객" in answer and "총무팀" not in answer
    # told, the act of the condition lets the rule answer; a duty asked ("바꿔야 되나요?") is no leave
    assert not cover(shipped_matcher(done, rule), "수상한 페이지에 출입 코드를 입력했는데 총무팀에 알려도 되나요?",
                     done).missing


def test_the_act_a_permission_question_asks_with_hada() -> None:
    assert asked_act("출장 주 2회 해도 돼요?") == "출장"
    assert asked_act("야근해도 되나요?") == "야근"
    # a light noun asks no act of its own; no permission ending, no act
    assert asked_act("회의실 사용해도 돼요?") is None
    assert asked_act("출장 가면 어떻게 해요?") is None


def test_leave_for_an_act_only_the_heading_frames_as_its_time() -> None:
    forms = lambda word: {word}  # noqa: E731
    sentence = "숙소 영수증은 귀국 후 5일 이내에 제출한다."
    assert heading_only("출장 주 2회 해도 돼요?", True, sentence, "출장비 규정 2. 출장 중 경비", forms) == "출장"
    # the sentence names the act itself; the heading names the act as its topic, not its time; no leave asked
    assert heading_only("출장 주 2회 해도 돼요?", True, "출장은 팀장 승인 후 간다.", "2. 출장 중 경비", forms) is None
    assert heading_only("출장 주 2회 해도 돼요?", True, sentence, "2. 출장 신청", forms) is None
    assert heading_only("출장 주 2회 해도 돼요?", False, sentence, "2. 출장 중 경비", forms) is None


def test_the_heading_alone_does_not_grant_leave_for_its_act() -> None:
    sentence = "영수증은 법인카드 전표와 함께 제출한다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "출장 해도 돼요?", sentence, "2. 출장 중 경비").missing
    assert not cover(matcher, "영수증 법인카드 전표랑 같이 제출해도 돼요?", sentence, "2. 출장 중 경비").missing


def test_alone_read_as_a_noun_is_how_the_act_is_done() -> None:
    rule = "창고에는 2인 이상이 함께 출입한다."
    matcher = shipped_matcher(rule)
    parts, _ = matcher.parts("창고는 혼자 출입해도 되나요?")
    assert "혼자" in parts[0].qualifiers and all(t.text != "혼자" for t in parts[0].terms)
    assert not cover(matcher, "창고는 혼자 출입해도 되나요?", rule, "2. 창고 출입").missing


def test_time_passing_after_a_question_word_of_time_is_the_figure_asked() -> None:
    from bot.matching.model import asked_quantity
    from bot.rules.figure_verb import passing_verbs

    assert asked_quantity("창고 문이 잠겼는데 얼마나 지나면 열려요?") == "duration"
    assert passing_verbs("창고 문이 잠겼는데 얼마나 지나면 열려요?") == frozenset({"지나"})
    assert passing_verbs("몇 분 정도 있으면 열려요?") == frozenset({"있"})
    # time that passes as the rule's situation is no question word's
    assert passing_verbs("보관 기간 지나면 어떻게 해요?") == frozenset()
    rule = "창고 문은 경보가 울리면 10분 동안 잠긴다."
    matcher = shipped_matcher(rule)
    assert not cover(matcher, "경보 울려서 창고 문이 잠겼는데 얼마나 지나면 열려요?", rule, "2. 창고").missing


def test_doing_it_oneself_is_answered_by_a_rule_that_has_someone_else_do_it() -> None:
    from bot.rules.others_do_it import others_do_it

    assert others_do_it("회의실 예약은 총무팀이 대신 처리한다.")
    assert not others_do_it("회의실은 하루 전에 예약한다.")
    rule = "사무용품은 총무 담당자가 구매하고 관리한다."
    matcher = shipped_matcher(rule)
    assert not cover(matcher, "사무용품은 제가 직접 구매해야 하나요?", rule, "2. 사무용품").missing
    # a rule with no one else as its subject does not say whether the asker does it in person
    other = "사무용품은 분기마다 구매한다."
    missing = cover(shipped_matcher(other), "사무용품은 제가 직접 구매해야 하나요?", other, "2. 사무용품").missing
    assert "직접" in missing
