"""hunt29 rules on hand-made sentences and invented questions: a thing not in a list (`bot.rules.absent_from`), a
"…다는 뜻인가요" frame (`bot.rules.said_meaning`), a case asked (`bot.rules.asked_case`), a -용 modifier
(`bot.rules.suffix_modifier`), a loss that is over (`bot.rules.found_again`), an English act named only by the
title (`bot.rules.english_title_act`), a noun only as the tail of another compound (`bot.rules.word_tail`), who
gives to whom (`bot.rules.giver_side`), another modifier of a phrase's head (`bot.rules.other_modifier`), a
printer as the means (`bot.rules.modifier_noun`) and an English "when" after a told clause (`bot.matching.model`,
`bot.rules.answer_kind`)."""

from __future__ import annotations

from bot.matching.model import asked_quantity
from bot.rules import (
    absent_from,
    answer_kind,
    asked_case,
    english_title_act,
    found_again,
    giver_side,
    modifier_noun,
    other_modifier,
    said_meaning,
    suffix_modifier,
    word_tail,
)


def _none(_word: str) -> list[str]:
    return []


def test_a_thing_not_in_a_list_is_not_answered_by_what_the_list_holds() -> None:
    question = "명부에 없는 방문객은 어떻게 해요?"
    assert absent_from.absent_places(question) == ("명부",)
    assert absent_from.problems(question, "등록된 방문객은 방문객 명부에 적혀 있다.", _none)
    assert not absent_from.problems(question, "명부에 없는 방문객은 들어올 수 없다.", _none)  # states the absence
    assert not absent_from.problems(question, "방문객은 안내 데스크에서 확인을 받는다.", _none)  # no 명부
    assert not absent_from.absent_places("개인정보 없는 자료도 파쇄해요?")  # content, not a place


def test_a_said_meaning_frame_is_no_topic_and_asks_no_definition() -> None:
    question = "명부에 없으면 들어가도 된다는 뜻인가요?"
    assert said_meaning.frame_nouns(question) == frozenset({"뜻"})
    assert said_meaning.answered(question, ["명부", "뜻"]) == ["명부"]
    assert not said_meaning.frame_nouns("상시 출입은 무슨 뜻이에요?")  # a word's meaning is asked
    definition = "구분 칸의 뜻: 상시 출입은 언제든 들어갈 수 있다는 뜻, 사전 신청은 하루 전에 신청한다는 뜻이다."
    assert answer_kind.definition_problem(question, definition, frozenset())
    assert not answer_kind.definition_problem("상시 출입은 무슨 뜻이에요?", definition, frozenset())


def test_a_case_asked_lets_the_rules_situation_answer() -> None:
    assert asked_case.asks_case("출입증은 어떤 경우에 꼭 보여줘야 돼요?")
    assert asked_case.asks_case("In which cases do I need a badge?")
    assert not asked_case.asks_case("출입증은 어디서 받아요?")


def test_a_purpose_suffix_names_one_thing_with_its_head() -> None:
    question = "업무용 태블릿 최신 버전으로 업그레이드해도 돼요?"
    assert suffix_modifier.modified_heads(question) == (("업무", "태블릿"),)
    assert suffix_modifier.without_modifiers(question, ["업무", "태블릿"]) == ["태블릿"]
    assert suffix_modifier.without_modifiers(question, ["업무"]) == ["업무"]  # the head is not carried


def test_a_loss_that_is_over_is_not_answered_by_the_loss_rule() -> None:
    rule = "출입증을 잃어버리면 즉시 총무팀에 신고한다."
    assert found_again.problems("잃어버렸다 다시 찾은 출입증 계속 써도 돼요?", rule)
    assert found_again.problems("I lost my badge but found it again, can I keep using it?", rule)
    assert not found_again.problems("출입증 잃어버린 것 같은데 좀 더 찾아보고 신고해도 돼요?", rule)  # still looking
    assert not found_again.problems("잃어버렸다 다시 찾은 출입증 계속 써도 돼요?", "출입증은 본인만 쓴다.")


def test_an_english_act_only_in_the_title_is_missing() -> None:
    title = "출입증 발급·반납 규정"
    words = {"return": ["반납"], "keep": ["보관"]}.get
    assert english_title_act.title_acts("when do I return my badge? it broke", ["return"], title,
                                        lambda w: words(w) or [])
    # a told sentence ("I need to return …") does not ask; a title with the word inside a compound names a thing
    assert not english_title_act.title_acts("I need to return my badge. Who is at the desk?", ["return"], title,
                                            lambda w: words(w) or [])
    assert not english_title_act.title_acts("should i keep the badge?", ["keep"], "보관함 사용 규정",
                                            lambda w: words(w) or [])


def test_a_noun_only_as_the_tail_of_another_compound_is_missing() -> None:
    question = "명함에 사무실 번호 넣어도 돼요?"
    sentence = "비밀번호는 남에게 알려 주지 않는다."
    assert word_tail.problems(question, ["명함", "사무실", "번호"], sentence, "1. 계정")
    assert not word_tail.problems(question, ["명함", "사무실", "번호"], "사무실 번호는 명함에 넣는다.", "1. 명함")
    # the glossary ties the question's phrase to the compound the sentence has
    assert not word_tail.problems("휴대폰 번호 넣어도 돼요?", ["휴대폰", "번호"], "전화번호는 넣지 않는다.", "",
                                  lambda w: ["전화번호"] if w in ("휴대폰 번호", "휴대폰번호") else [])


def test_a_giver_is_not_the_recipient_of_the_rule() -> None:
    question = "협력 업체가 명단을 우리 쪽에 넘겨준다는데 받을 때도 승인 필요해요?"
    assert giver_side.problems(question, "승인 없이 협력 업체에 명단을 넘기지 않는다.")
    rule = "승인 없이 협력 업체에 명단을 넘기지 않는다."
    assert not giver_side.problems("협력 업체가 명단 달라는데 줘도 돼요?", rule)
    assert not giver_side.problems(question, "협력 업체가 보내는 명단은 총무팀이 받는다.")


def test_a_printer_asked_to_print_with_is_the_means() -> None:
    assert "프린터" in modifier_noun.means_nouns("집에 있는 프린터로 회의 자료 뽑아도 돼요?")
    assert "프린터" not in modifier_noun.means_nouns("프린터로 회의 자료 뽑았는데 가져가도 되죠?")  # told as done


def test_an_english_when_after_a_told_clause_asks_a_time() -> None:
    assert asked_quantity("I forgot my badge and got stuck outside, when does the desk open?") == "when"
    assert answer_kind.asked_kind("I forgot my badge at home, when does the desk open?").when
    assert asked_quantity("what do I do when I forget my badge?") != "when"


def test_another_modifier_of_the_phrase_head_is_another_kind() -> None:
    phrases = ["사원 카드"]
    body = "1. 출입 임시 카드는 당일 반납한다."
    assert other_modifier.problems("사원 카드 들고 나갈 때 어디에 적어요?", phrases, body, "임시 카드는 당일 반납한다.")
    other = "임시 카드는 당일 반납한다."
    assert not other_modifier.problems("사원 카드 말고 임시 카드 써도 돼요?", phrases, body, other)
    assert not other_modifier.problems("사원 카드 잃어버리면요?", phrases, "사원 카드를 잃어버리면 신고한다.",
                                       "사원 카드를 잃어버리면 신고한다.")
