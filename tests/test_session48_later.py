"""A later excerpt read strictly (session 48, dev handoffs read by their missing words), on invented sentences."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.models import Excerpt
from bot.rules.later_excerpts import second_look
from tests.hash_embedder import HashEmbedder
from tests.support.topic_rule import shipped_extractive, shipped_glossary


def _excerpt(n: int, section: str, text: str) -> Excerpt:
    return Excerpt(chunk_id=f"d{n}#{section}", doc_id=f"d{n}", title="사내 규정", section=section, revision=1,
                   text=text, score=0.5)


def _strict_answer(question: str) -> str | None:
    first = [_excerpt(1, "1. 회의실", "- 회의실은 예약한 뒤 사용한다."),
             _excerpt(2, "2. 명함", "- 명함은 총무팀에 신청한다.")]
    later = [_excerpt(3, "3. 폰트", "- 유료 폰트는 설치하기 전에 디자인팀의 승인을 받는다.")]
    gen = ExtractiveGenerator(HashEmbedder(), shipped_glossary())
    gen.matcher.set_vocabulary([e.text.lstrip("- ") for e in [*first, *later]])
    found = second_look(gen, question, first, later)
    return None if found is None else found[0].answer


def test_for_work_names_no_narrower_case_in_the_strict_look() -> None:
    answer = _strict_answer("업무에 필요한 유료 폰트 깔려면 누구 승인 받아야 돼요?")
    assert answer is not None and "디자인팀" in answer
    # a work phone is another device than the rule names: still no answer
    assert _strict_answer("업무폰에 유료 폰트 깔려면 누구 승인 받아야 돼요?") is None


def test_a_figure_the_question_gives_is_no_answer_to_it() -> None:
    text = "- 점검은 매일 새벽 3시에 한다."
    draft, _shown, _gen = shipped_extractive("점검 새벽 3시에 시작하면 몇 시쯤 끝나요?", "2. 점검", text)
    assert draft.status != "answered", draft.answer
    draft, _shown, _gen = shipped_extractive("점검 몇 시에 해요?", "2. 점검", text)
    assert draft.status == "answered" and "3시" in draft.answer
    draft, _shown, _gen = shipped_extractive("점검 3시에 하죠?", "2. 점검", text)  # a premise: the figure confirms it
    assert draft.status == "answered" and "3시" in draft.answer


def test_a_choice_of_figures_is_answered_by_the_one_the_rule_states() -> None:
    text = "- 출입 비번은 8자 이상으로 만든다."
    draft, _shown, _gen = shipped_extractive("출입 비번 최소 길이가 6자예요 8자예요? 헷갈려서요", "2. 출입", text)
    assert draft.status == "answered" and "8자" in draft.answer
