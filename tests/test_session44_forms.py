"""Session 44 (issue 8): questions asked about or for someone else, on hand-made sentences: a coworker whose story a
clause tells (a new hire too) is set aside when the rule names no one else and carries what the coworker did; the
people a rule names are read by role, not by how a noun ends ("분실", "특수문자") or by a Latin product name; a
question relayed with 하다 or ending in 물어봐요 is read as asked directly; 사번 is a noun, not "four times"."""

from __future__ import annotations

from bot.language.terms import analyze, content_terms, raw_morphemes
from bot.rules import coworker_story, done_act
from bot.rules.relayed_ask import without_relay
from tests.support.topic_rule import checked_extractive, cover, shipped_matcher


def test_a_numeral_and_the_counter_written_as_one_word_is_a_noun() -> None:
    assert "사번" in [t.text for t in content_terms("자기 사번 넣어서 출입 암호 만들었대요")]
    assert "사번" in [t.text for t in content_terms("사번은 출입 암호에 넣지 않는다.")]
    # a count in digits or with a native numeral stays a count; a numeral inside a longer word is left alone
    assert [t.text for t in content_terms("출입 암호 5번 틀리면")] == ["출입", "암호", "틀리"]
    assert "번" not in [m.lemma for m in analyze("사번은 출입 암호에 넣지 않는다.") if m.tag == "NNBC"]
    assert ("번", "NNBC") in [(m.surface, m.tag) for m in analyze("네 번 틀렸어요")]
    for text in ("자기 사번 넣어서 출입 암호 만들었대요", "사번은 넣지 않는다."):
        assert len(analyze(text)) == len(raw_morphemes(text))  # the two readings still line up


def test_the_people_a_rule_names_are_read_by_role() -> None:
    names = coworker_story._names_people
    assert not names("출입 카드를 잃어버리면 즉시 총무 담당자에게 분실 신고를 한다.")  # 분실 ends like 실장
    assert not names("출입 암호는 영문 대문자·숫자·특수문자를 섞어 만든다.")  # 특수문자 ends like 관리자
    assert not names("개인 NAS는 회사 PC에 연결하지 않는다.")  # a product, not a person
    assert not names("출입 카드를 잃어버리면 바로 보안팀에 알린다.")  # the one a report goes to
    assert names("출입 카드는 남에게 빌려주지 않는다.")
    assert names("출입 암호는 동료나 외부 업체와 공유하지 않는다.")
    assert names("출입 카드를 새로 받으려면 팀장 승인을 받는다.")


def test_a_coworker_told_of_is_set_aside_when_the_rule_carries_what_they_did() -> None:
    sentence = "개인 NAS는 회사 PC에 연결하지 않는다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "팀원이 자기 개인 NAS를 회사 PC에 꽂아서 쓰려는데 괜찮아요?", sentence).passed
    rule = "출입 암호는 8자 이상으로 정한다."
    matcher = shipped_matcher(rule)
    # a new hire is staff: the rule for staff holds for them
    assert cover(matcher, "신입이 출입 암호 새로 정한다는데 몇 자 이상으로 하라고 알려주면 돼요?", rule).passed


def test_a_coworker_whose_act_the_rule_does_not_carry_stays_asked() -> None:
    text = "동료가 제 출입 카드를 잠깐 가져갔는데 분실 신고 해야 돼요?"
    assert coworker_story._told_coworkers(text) == (("동료", ("가져가",)),)
    sentence = "출입 카드를 잃어버리면 즉시 총무 담당자에게 분실 신고를 한다."
    # taken, not lost: the rule on losing it does not say what to do
    assert coworker_story.left_out(text, ["동료"], sentence, ["출입", "카드", "분실", "신고"],
                                   ["출입", "카드", "분실", "신고"]) == ["동료"]
    lost = "팀원이 출입 카드를 잃어버렸다는데 어디에 신고하라고 하면 돼요?"
    assert coworker_story.left_out(lost, ["팀원"], sentence, ["출입", "카드", "신고"],
                                   ["출입", "카드", "잃어버리", "신고"]) == []


def test_a_coworker_who_only_asks_or_names_a_thing_does_no_act_of_their_own() -> None:
    told = coworker_story._told_coworkers
    assert told("팀장님이 회의 끝났다고 출력물 정리하라시는데 다 쓴 출력물은 어떻게 버려요?") == (("팀장", ()),)
    assert told("선배가 넘겨준 기획서에 아무 표시가 없는데 어떤 문서로 봐야 돼요?") == (("선배", ()),)
    assert told("동기가 외우기 귀찮다고 출입 암호를 다른 데도 똑같이 쓴대요 같이 써도 돼요?") == (("동기", ()),)
    assert told("팀원이 어제 택시에 출입 카드를 두고 내렸대요. 누구한테 알려야 돼요?") == (("팀원", ("내리",)),)


def test_a_question_relayed_with_hada_or_told_is_read_as_asked() -> None:
    assert without_relay("재택하는 팀원이 카페 와이파이로 그룹웨어 들어가도 되냐고 하는데요") \
        == "카페 와이파이로 그룹웨어 들어가도 되나요?"
    assert without_relay("신입이 화면 잠금 시간을 몇 분으로 맞춰두면 되냐는데요") \
        == "화면 잠금 시간을 몇 분으로 맞춰두면 되나요?"
    assert without_relay("팀장님이 유료 툴은 누가 사는 거냐고 물어보셔서요") == "유료 툴은 누가 사는 거나요?"
    assert without_relay("팀원이 회사 프린터 집에서 써도 되냐고 물어봐요") == "회사 프린터 집에서 써도 되나요?"
    # the person who asked opens the sentence that relays, after another sentence
    assert without_relay("외부 업체에 출입 명단을 넘겨야 한대요. 팀원이 누구 승인 받아야 하냐고 물어보네요") \
        == "외부 업체에 출입 명단을 넘겨야 한대요. 누구 승인 받아야 하나요?"
    # whether to ask, or no one who asked: unchanged
    assert without_relay("VPN 되냐고 물어봐도 돼요?") == "VPN 되냐고 물어봐도 돼요?"
    assert without_relay("신입이 USB 되냐고 물어봐야돼요?") == "신입이 USB 되냐고 물어봐야돼요?"


def test_a_unit_noun_written_onto_a_figure_is_part_of_the_figure() -> None:
    text = "- 출입 암호는 8자 이상으로 정한다.\n- 출입 카드는 2년마다 갱신한다."
    answer, ok = checked_extractive("출입 암호 6자리로 정해도 돼요?", "1. 출입 암호", text)
    assert answer is not None and "8자 이상" in answer and ok
    # written apart it is a noun of the question ("자리" a seat), not the figure's unit
    answer, _ok = checked_extractive("출입 암호 정할 때 자리 비워도 돼요?", "1. 출입 암호", text)
    assert answer is None


def test_a_rule_to_press_the_button_the_asker_pressed_does_not_say_what_next() -> None:
    assert done_act.told_done("스팸 신고 버튼 눌렀는데 그 문자는 지워야 돼요?") == frozenset({"신고"})
    assert done_act.told_done("스팸 신고 버튼을 눌렀어요. 이제 뭐 해요?") == frozenset({"신고"})
    assert done_act.told_done("스팸 신고 버튼 누르면 돼요?") == frozenset()  # not pressed yet: asked
    text = "- 수상한 문자는 열지 말고 문자 앱의 '스팸 신고' 버튼으로 신고한다.\n- 문자 앱은 회사 폰에만 깐다."
    answer, _ok = checked_extractive("스팸 신고 버튼 눌렀는데 그 문자는 지워야 돼요, 그냥 둬요?", "1. 문자", text)
    assert answer is None
    answer, ok = checked_extractive("수상한 문자 왔는데 어떻게 신고해요?", "1. 문자", text)
    assert answer is not None and "버튼으로 신고한다" in answer and ok


def test_leave_to_wait_is_answered_by_a_rule_that_does_the_act_at_once() -> None:
    text = "- 출입 카드를 잃어버리면 즉시 총무 담당자에게 분실 신고를 한다.\n- 출입 카드는 2년마다 갱신한다."
    question = "출입 카드 잃어버렸는데 며칠 더 찾아보고 나서 신고해도 되나요?"
    answer, ok = checked_extractive(question, "1. 출입 카드", text)
    assert answer is not None and "즉시" in answer and ok
    # at once, but another act: the wait for it is not answered
    text = "- 출입 카드를 잃어버리면 즉시 총무 담당자에게 분실 신고를 한다.\n- 재발급은 신고 뒤에 신청한다."
    question = "출입 카드 잃어버렸는데 며칠 있다가 재발급 신청해도 되나요?"
    answer, _ok = checked_extractive(question, "1. 출입 카드", text)
    assert answer is None
