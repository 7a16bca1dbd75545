"""Ways employees word a question that a rule answers (session 55), on invented sentences."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import absent_state, contrast, done_moment, elsewhere, figure_verb, situations
from tests.support.topic_rule import cover, shipped_matcher


def test_the_largest_figure_asked_is_no_state_a_rule_carries() -> None:
    assert figure_verb.superlative_verbs("사진 제일 크게 몇 장까지 올려요?") == {"크"}
    assert figure_verb.superlative_verbs("업로드 젤 큰 거 몇 MB까지 돼?") == {"크"}
    # no superlative, or no figure asked
    assert figure_verb.superlative_verbs("사진 크게 올려도 돼요?") == frozenset()
    assert figure_verb.superlative_verbs("제일 큰 회의실이 어디예요?") == frozenset()
    sentence = "게시판 사진은 10MB까지 올릴 수 있다."
    assert not cover(shipped_matcher(sentence), "게시판 사진 제일 크게 몇 MB까지 올릴 수 있어요?", sentence).missing


def test_an_act_never_done_is_negated() -> None:
    assert "시도" in situations.negated_korean("출입 시도한 적 없는데 실패 기록이 떴어요")
    assert "열" in situations.negated_korean("그 파일 열어본 적 없는데요")
    assert "시도" not in situations.negated_korean("출입 시도한 적 있는데요")


def test_a_thing_marked_do_and_asked_to_count_keeps_the_frame_out_of_its_terms() -> None:
    sentence = "외부 메신저에 고객 연락처·사내 문서를 올리지 않는다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "메신저에 고객 연락처 올리지 말라는 건 아는데 사내 문서도 해당돼요?", sentence).missing
    # the thing asked to count must be in the sentence
    assert cover(matcher, "메신저에 고객 연락처 올리지 말라는 건 아는데 회의 사진도 해당돼요?", sentence).missing
    terms = matcher.parts("사내 문서도 해당돼요?")[0][0].terms
    assert Term("해당", True) not in terms
    terms = matcher.parts("해당 문서 어디 있어요?")[0][0].terms
    assert any(t.text == "해당" for t in terms)


def test_acts_told_of_another_workplace_are_the_story() -> None:
    asked = "전에 다니던 데는 사물함 열쇠 두 번 틀리면 바로 정지됐는데 여긴 몇 번까지 틀려도 돼요?"
    assert {"다니", "정지"} <= elsewhere.told_acts(asked)
    assert "틀리" not in elsewhere.told_acts(asked)  # said again about here: asked
    # a part about here that only points back, or says no act of its own, asks the told act itself; no other
    # workplace, nothing set aside
    assert elsewhere.told_acts("예전엔 사물함 열쇠 막 복사해서 썼는데 여기도 그래도 돼요?") == frozenset()
    assert elsewhere.told_acts("전 회사는 열쇠 두 번 잃어버리면 정지됐는데 여긴 몇 번까지 돼요?") == frozenset()
    assert elsewhere.told_acts("사물함 열쇠 잃어버렸는데 여긴 몇 번까지 틀려도 돼요?") == frozenset()
    assert elsewhere.left_out(asked, ["다니", "복사"]) == ["복사"]


def test_a_value_that_closes_its_own_clause_has_no_head() -> None:
    nouns = ["도커", "개인", "공짜", "노트북"]
    sentence = "이름: 도커 / 라이선스: 유료 / 비고: 회사 사용은 유료"
    text = "도커 개인은 공짜라던데 회사 노트북에도 그냥 깔면 되죠?"
    assert contrast.states_other_value("공짜", nouns, sentence, text)
    # written right before another noun, the value is that noun's ("공짜 노트북"): no value of the license
    assert not contrast.states_other_value("공짜", nouns, sentence, "도커 개인은 공짜 노트북에도 깔면 되죠?")
    assert contrast.answered(["개인", "공짜"], nouns, sentence, True, text) == []


def test_forgetting_to_do_a_thing_is_its_absence() -> None:
    assert "깜빡하" in absent_state.negated_states("회의록에 작성자 적는 거 깜빡했으면 어떻게 돼요?")
    assert "까먹" in absent_state.negated_states("작성자 까먹었는데요")
    sentence = "작성자 표시가 없는 회의록은 팀 공용으로 본다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "회의록에 작성자 표시하는 거 깜빡했으면 그 회의록은 뭘로 취급돼요?", sentence).missing


def test_the_honorific_is_no_past() -> None:
    assert done_moment.told_past_acts("기사님 혼자 들어가시게 해도 돼요?") == frozenset()
    assert done_moment.told_past_acts("기사님 혼자 들어갔는데 문 닫아도 돼요?") == {"들어가"}


def test_a_clause_describing_the_named_row_thing_is_no_topic() -> None:
    from bot.rules.row_reason import described

    text = "사진 보는 프로그램 뷰어원 깔아도 돼요?"
    assert described(text, ["사진"], True, ["뷰어원", "프로그램", "깔"]) == []
    # no named row; a clause before a noun the sentence does not carry
    assert described(text, ["사진"], False, ["뷰어원", "프로그램", "깔"]) == ["사진"]
    assert described("사진 보는 친구가 깔아도 돼요?", ["사진", "친구"], True, ["깔"]) == ["사진", "친구"]


def test_the_korean_name_of_the_reader_is_one_name() -> None:
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    assert "Adobe Acrobat Reader" in glossary.policy_words_in("아크로뱃 리더 깔아도 돼요?")
    assert "Adobe Acrobat Reader" in glossary.policy_words_in("어도비 리더 깔아도 되나요?")
    assert "리더" not in " ".join(t.text for t in shipped_matcher("x").parts("아크로뱃 리더 깔아도 돼요?")[0][0].terms)


def test_an_event_told_as_ended_is_the_purpose_achieved() -> None:
    from bot.rules.ended_purpose import ended_anchor
    from bot.rules.kind_scope import other_event_problem

    rule = "보관 기간은 목적을 달성한 날부터 6개월이다."
    assert ended_anchor("설문 끝난 뒤 응답지는 언제까지 갖고 있어도 돼요?", "설문", rule)
    assert other_event_problem("설문 끝난 뒤 응답지는 언제까지 갖고 있어도 돼요?", rule, rule, {}) is None
    # not told as ended, or a sentence counted from something else
    assert not ended_anchor("설문 시작 전 응답지는 언제까지 갖고 있어요?", "설문", rule)
    assert not ended_anchor("설문 끝난 뒤 응답지는 언제까지 갖고 있어도 돼요?", "설문", "응답지는 6개월 동안 보관한다.")


def test_some_of_a_thing_before_another_question_word_is_no_count_asked() -> None:
    from bot.rules.answer_kind import asked_kind

    assert asked_kind("상자 몇 개 정도 창고에 옮기려는데 누구 승인이 필요해요?").counter is None
    assert asked_kind("상자 몇 개까지 옮길 수 있어요?").counter == "개"


def test_an_act_closed_by_eoseo_before_the_carried_act_is_its_first_step() -> None:
    from bot.rules.chained_act import leads_to

    assert leads_to("상자에 서류 담아서 고객사 창고에 가져가려고 하는데 어떻게 해요?", "담", {"가져가"})
    # an act that leads to nothing the sentence carries, or one not closed by -어서
    assert not leads_to("상자에 서류 담아서 고객사 창고에 가져가려고 하는데 어떻게 해요?", "담", {"보관"})
    assert not leads_to("서류를 담고 가져가려고 해요", "담", {"가져가"})


def test_someone_who_said_it_is_no_who_asked() -> None:
    from bot.rules.answer_kind import asked_kind

    assert not asked_kind("창고 문은 밤에 잠가야 한다고 누가 그러던데 맞아요?").who
    assert asked_kind("창고 문은 누가 잠가요?").who
    assert asked_kind("창고 열쇠 누가 가져갔는지 어떻게 알아요?").who


def test_a_hedge_on_an_event_told_with_geot_euro() -> None:
    from bot.rules.hedged_condition import hedged_nouns

    assert hedged_nouns("PC가 곰팡이에 오염된 것으로 의심되는데 꺼도 돼요?", "의심") == ["오염"]
    assert hedged_nouns("곰팡이 의심되면 누구한테 연락해요?", "의심") == ["곰팡이"]
