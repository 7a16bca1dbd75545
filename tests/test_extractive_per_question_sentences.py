"""Several questions in one message, each answered by its own sentence (the extractive generator; issue 8): not by the
sentence of another question's act, no quote repeated, a how-to question answered by a prohibition, a compound the
glossary names whole. Hand-made messages and excerpts (no model, no index)."""

from __future__ import annotations

from bot.answer.generate.extractive import NOT_FOUND
from bot.knowledge.glossary import Glossary
from tests.support import topic_rule
from tests.support.extractive_generator import ex, generator


def test_a_question_is_not_answered_by_the_sentence_of_another_questions_act() -> None:
    text = "- 태블릿은 3년마다 교체한다.\n- 업무용 태블릿은 입사일에 지급한다."  # the first of equals: 교체
    excerpt = [ex("tab", "1. 지급과 교체", text)]
    gen = generator([text], Glossary({"교체": ("바꾸", "바꿔")}))
    parts, _ = gen.matcher.parts("태블릿 언제 줘요? 몇년마다 바꿔줘요?")
    first, second = (gen.matcher.best(p, excerpt, parts) for p in parts)
    assert first is not None and "입사일" in first.sentence.text
    assert second is not None and "3년" in second.sentence.text
    # without the other questions, either sentence passes for "언제 줘요?" and the first of equals wins
    alone = gen.matcher.best(parts[0], excerpt)
    assert alone is not None and "교체" in alone.sentence.text


def test_a_quote_an_earlier_question_already_holds_is_not_repeated() -> None:
    text = ("- 태블릿을 잃어버리면 즉시 총무팀에 분실 신고를 한다.\n"
            "- 신고를 받은 총무팀이 태블릿을 원격으로 잠근다.")
    excerpt = [ex("tab", "3. 분실", text)]
    gen = generator([text], Glossary({"분실": ("잃어버",)}))
    answer = gen.generate("태블릿 잃어버리면 어디에 신고해요? 그리고 신고받으면 총무팀이 뭘 해줘요?", excerpt).answer
    assert answer.count("원격으로 잠근다") == 1


def test_a_how_to_question_answered_by_a_prohibition_gets_the_rule_on_what_it_needs() -> None:
    text = ("- 고객 명단을 협력사에 제공하려면 영업본부장의 승인을 받는다.\n"
            "- 승인 없이 협력사에 고객 명단을 넘기지 않는다.")
    excerpt = [ex("sales", "4. 외부 제공", text)]
    answer = generator([text]).generate("고객 명단 협력사에 넘기려면 어떻게 해요?", excerpt).answer
    assert "영업본부장" in answer and "넘기지 않는다" in answer


def test_a_compound_the_glossary_names_whole_is_not_carried_by_its_head_alone() -> None:
    """"화면잠금" is the glossary's 화면 자동 잠금: a sentence on the account lock (잠긴다) does not carry it."""
    glossary = topic_rule.shipped_glossary()
    text = "- 로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
    gen = generator([text], glossary)
    concepts = gen.matcher.parts("화면잠금은 10분이면 되죠?")[0][0].concepts
    assert "잠금" not in concepts["화면잠금"] and "화면 자동 잠금" in concepts["화면잠금"]
    assert gen.generate("화면잠금은 10분이면 되죠?", [ex("pw", "3. 잠금", text)]).answer == NOT_FOUND
    # the screen-lock rule itself still answers
    screen = "- 자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
    answer = generator([screen], glossary).generate("화면잠금은 10분이면 되죠?", [ex("vpn", "3. 재택", screen)]).answer
    assert answer.startswith("아닙니다.") and "5분" in answer
