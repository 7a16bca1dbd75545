"""The hunt32 rules on hand-made questions and sentences (issue 8: wrong auto-answers of near misses and of
answerable questions): a frame noun tells no option apart (`bot.rules.alternatives`), a state the question
denies (`bot.rules.denied_state`), an act done again (`bot.rules.re_prefix.prefixed_unsaid`), a device
compound before a place (`bot.rules.thing_head`), taking a photo (`bot.rules.photo_taken`) and the duty
asked of collecting (`bot.rules.collecting_duty`). Each rule also keeps out of what it is not about."""

from __future__ import annotations

from bot.rules import alternatives, collecting_duty, denied_state, photo_taken, re_prefix, thing_head


def _no_words(_word: str) -> list[str]:
    return []


def _never(_word: str) -> bool:
    return False


EXPORT = "스틱으로 자료를 밖으로 가져갈 때는 부서장 허가를 받는다."


def test_a_frame_noun_and_a_remark_tell_no_option_apart() -> None:
    question = "반출 허가 한 번 받으면 이번 주 내내 유효한 거예요, 아니면 가지고 나갈 때마다 받아야 돼요? 넘 귀찮음"
    # "때" of "가져갈 때는" is no option of the question, nor is the remark after the question mark
    assert alternatives.problems(question, EXPORT, _no_words)
    found = alternatives.options(question)
    assert found is not None and "귀찮" not in " ".join(found[2])
    # a sentence naming an option still answers
    assert not alternatives.problems(question, "반출 허가는 한 번 받으면 그 주 내내 유효하다.", _no_words)


def test_a_denied_state_is_no_condition_met() -> None:
    question = "My badge isn't lost, it just stopped working. Do I still report it?"
    assert denied_state.denied_words(question) == {"lost"}
    assert denied_state.problems(question, ["badge", "lost", "report"])
    assert denied_state.problems("The tablet was not actually stolen, it broke. Tell IT?", ["tablet", "stolen"])
    # a sentence without the denied word, and questions that deny nothing of the rule, are left alone
    assert denied_state.problems(question, ["badge", "report"]) == []
    assert denied_state.problems("I lost my badge, it's not mine to keep. Report?", ["badge", "lost"]) == []
    assert denied_state.problems("I got a failed login alert but it wasn't me", ["login", "alert"]) == []


def test_an_act_done_again_needs_the_again() -> None:
    question = "거래처랑 정한 압축 암호 하나를 매번 재사용해도 되나요?"
    once = "압축 암호는 본문에 쓰지 않고 다른 경로로 알려 준다."
    assert re_prefix.prefixed_unsaid(question, ["암호"], once, _never, "사용")
    # the prefixed word, 다시 or 같이 in the sentence answers; a glossary variant keeps its own meaning
    assert not re_prefix.prefixed_unsaid(question, ["암호"], "압축 암호는 재사용하지 않는다.", _never, "사용")
    assert not re_prefix.prefixed_unsaid(question, ["암호"], "쓴 압축 암호는 다시 쓸 수 없다.", _never, "사용")
    assert not re_prefix.prefixed_unsaid(question, ["암호"], "압축 암호를 다른 곳에 같이 쓰지 않는다.", _never,
                                         "사용")
    assert not re_prefix.prefixed_unsaid("단말기 재부팅 해봐도 돼요?", ["부팅"], "단말기는 끄지 않는다.",
                                         lambda w: w == "재부팅", "부팅")
    # an act the sentence does not carry and the question does not end on is left to the other rules
    assert not re_prefix.prefixed_unsaid("재발급 받은 거 언제 써요?", [], once, _never, "쓰")


def test_a_device_compound_before_a_place_is_the_thing_asked() -> None:
    assert thing_head.thing_heads("태블릿 덮개 회사 책상에 둬도 돼요?", ["태블릿"], _never) == {"덮개"}
    assert thing_head.thing_heads("태블릿 거치대 회사 노트북에 연결해도 돼요?", ["태블릿"], _never) == {"거치대"}
    # a place with no act right after it, or a noun run that ends otherwise, is not the phrase the act takes
    assert thing_head.thing_heads("태블릿 덮개 회사 책상에 있는 거 써도 돼요?", ["태블릿"], _never) == frozenset()
    assert thing_head.thing_heads("태블릿 덮개 회사 책상 위 빌려줘도 돼요?", ["태블릿"], _never) == frozenset()


def test_taking_a_photo_needs_a_sentence_on_photos() -> None:
    sheet = "장비실에 들어갈 때는 방문 대장을 작성한다."
    assert photo_taken.problems("장비실 방문 대장 사진 찍어둬도 되나요?", sheet)
    assert photo_taken.problems("기밀 보고서 사진으로 찍어서 보관해도 돼요?", "다 쓴 기밀 보고서는 파쇄한다.")
    assert photo_taken.problems("Can I take a photo of the visitor log?", sheet)
    # a sentence on photos, a photo told as the story, or a photo only handled is left to the other rules
    assert not photo_taken.problems("장비실 방문 대장 사진 찍어둬도 되나요?", "장비실에서는 사진을 찍지 않는다.")
    assert not photo_taken.problems("태블릿 도난당해서 사진 찍어뒀는데 누구한테 알려요?", "도난당하면 바로 알린다.")
    assert not photo_taken.problems("행사 사진 파일 스틱으로 옮겨도 돼요?", "개인 스틱은 연결하지 않는다.")
    assert not photo_taken.problems("I took a picture of the thief, who do I tell?", "도난당하면 바로 알린다.")


def test_the_duty_of_collecting_is_the_rule_on_collecting() -> None:
    question = "박람회에서 방문객 연락처 받을 때 뭘 해야 돼요?"
    assert collecting_duty.asks_collecting_duty(question)
    assert collecting_duty.pins(question, "수집할 때는 목적을 알리고 동의를 받는다.")
    assert not collecting_duty.pins(question, "개인정보는 꼭 필요한 항목만 수집한다.")
    # no personal data item, no duty asked, no taking in: not the collecting duty
    assert not collecting_duty.asks_collecting_duty("박람회에서 명함 받을 때 뭘 해야 돼요?")
    assert not collecting_duty.asks_collecting_duty("박람회에서 받은 연락처 언제 지워요?")
    assert not collecting_duty.asks_collecting_duty("연락처 받을 때 동의서 양식은 어디 있어요?")


def test_taking_in_personal_data_is_the_situation_of_the_rule_on_collecting() -> None:
    """"받기 전에 뭘 해야" takes in personal data: "수집할 때는 …" is not a rule for another situation, and it is the
    one quoted (not only the section's other rules on collecting)."""
    from bot.answer.checks import answers_question
    from bot.answer.generate.extractive import ExtractiveGenerator
    from bot.models import Excerpt
    from tests.hash_embedder import HashEmbedder
    from tests.support.topic_rule import shipped_glossary

    rules = ["개인정보는 업무에 꼭 필요한 항목만 수집한다.", "수집할 때는 목적을 알리고 동의를 받는다."]
    excerpt = Excerpt(chunk_id="p#1", doc_id="p", title="개인정보 처리 지침", section="1. 수집", revision=1,
                      text="\n".join(f"- {r}" for r in rules), score=0.6)
    gen = ExtractiveGenerator(HashEmbedder(), shipped_glossary())
    gen.matcher.set_vocabulary(rules)
    question = "행사에서 고객 연락처 받으려는데 받기 전에 뭘 해야 해요?"
    draft = gen.generate(question, [excerpt])
    assert draft.status == "answered" and "목적을 알리고" in draft.answer
    assert answers_question(question, draft.answer, [excerpt], gen.matcher, [1]).passed
