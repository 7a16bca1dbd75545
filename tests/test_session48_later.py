"""A later excerpt read strictly, and "usually" asked (session 48, dev handoffs read by their missing words), on
invented sentences."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.language.terms import content_terms
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


def test_usually_is_no_topic() -> None:
    assert "보통" not in [t.text for t in content_terms("노트북은 보통 몇 년마다 교체해요?")]
    question = "태블릿은 보통 몇 년마다 바꿔 줘요?"
    draft, _shown, _gen = shipped_extractive(question, "2. 교체", "- 태블릿은 3년마다 교체한다.")
    assert draft.status == "answered" and "3년" in draft.answer
