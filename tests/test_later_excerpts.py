"""Branch retrieval13: the excerpts ranked after the first top_k, read only strictly (bot.rules.later_excerpts).
Hand-made excerpts, not the case files."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.models import Excerpt
from bot.rules.later_excerpts import complete, reserve_for, second_look
from bot.topic import Coverage, split_sentences
from tests.support.topic_rule import shipped_glossary


def ex(section: str, *sentences: str, title: str = "사무 기기 규정") -> Excerpt:
    return Excerpt(chunk_id=f"doc#{section}", doc_id="doc", title=title, section=section, revision=1,
                   text="\n".join(f"- {s}" for s in sentences), score=0.4)


def generator() -> ExtractiveGenerator:
    return ExtractiveGenerator(embedder=None, glossary=shipped_glossary())  # type: ignore[arg-type]


FIRST = [ex("1. 지급", "복합기 토너는 총무팀이 분기마다 채운다."),
         ex("2. 교체", "복합기는 6년마다 교체한다."),
         ex("3. 반납", "퇴사하면 출입 카드를 반납한다.")]
SHRED = ex("4. 폐기", "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다.", title="문서 관리 지침")


def test_a_later_excerpt_answers_when_the_first_ones_do_not() -> None:
    gen = generator()
    question = "다 쓴 파일은 어떻게 지워요?"
    assert gen.generate(question, FIRST).status == "insufficient_evidence"
    found = second_look(gen, question, FIRST, [SHRED])
    assert found is not None
    draft, excerpts = found
    assert "완전 삭제 도구" in draft.answer and "[4]" in draft.answer and excerpts[-1] is SHRED


def test_a_noun_the_sentence_does_not_carry_is_not_set_aside_in_the_second_look() -> None:
    gen = generator()
    install = ex("5. 설치", "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다.", title="소프트웨어 사용 규정")
    question = "업무폰에 앱 설치하려면 승인 받아야 돼요?"
    assert gen.generate(question, [*FIRST, install]).status == "answered"  # the lenient rule sets 업무폰 aside
    assert second_look(gen, question, FIRST, [install]) is None


def test_a_verb_found_only_inside_another_verb_does_not_count_in_the_second_look() -> None:
    gen = generator()
    lost = ex("6. 분실", "노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.")
    question = "노트북 버릴 때 어디에 신고해요?"  # 버리 is a piece of 잃어버리, not this sentence's act
    assert second_look(gen, question, FIRST, [lost]) is None


def test_only_a_generator_that_reads_strictly_gets_later_excerpts() -> None:
    assert reserve_for(generator()) == 2
    assert reserve_for(object()) == 0


def test_a_bare_noun_right_before_a_carried_noun_may_be_left_out() -> None:
    matcher = generator().matcher
    sentence = split_sentences(SHRED, 4)[0]
    for question, expected in (("고객 엑셀 파일은 어떻게 지워요?", True),  # 엑셀 only narrows 파일
                               ("엑셀로 만든 파일은 어떻게 지워요?", False)):  # not a bare modifier
        part = matcher.parts(question)[0][0]
        carried = [t.text for t in part.terms if t.text != "엑셀"]
        cov = Coverage(sentence=sentence, covered=carried, missing=[], quantity_ok=True)
        assert complete(part, cov, SHRED) is expected
