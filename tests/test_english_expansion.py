"""Inflected English words expanded for retrieval as their glossary forms are (`bot.language.english.expand_query`), and
an English third-person verb that maps like its base form (the extractive generator with the shipped glossary; issue 8),
on questions and sentences invented for these tests."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.models import Excerpt
from tests.support.english_glossary_matcher import GLOSSARY


def test_an_inflected_english_word_adds_its_policy_word_to_the_search():
    expanded = english.expand_query(GLOSSARY, "our vendor's files got leaked, where does that go?")
    assert "정보 유출" in expanded
    assert "반납" in english.expand_query(GLOSSARY, "are returned notebooks wiped?")


def test_function_words_and_written_forms_add_nothing_twice():
    assert english.inflected_policy_words(GLOSSARY, "is it done?") == []  # done is do, is is be
    assert english.inflected_policy_words(GLOSSARY, "leak found, 정보 유출 신고 어디로?") == []  # as written / said
    assert english.expand_query(GLOSSARY, "how do I return it") == GLOSSARY.expand_query("how do I return it")


def ex(doc: str, section: str, text: str, kind: str = "section", n: int = 0) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}#{n}", doc_id=doc, title="보관 규정", section=section, revision=1,
                   text=text, score=0.5, kind=kind)


def test_an_english_third_person_verb_maps_like_its_base_form() -> None:
    """The repository's glossary: "the screen locks" is the 잠금 of "화면이 자동으로 잠기게 한다"."""
    from pathlib import Path

    glossary = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")
    gen = ExtractiveGenerator(embedder=None, glossary=glossary)  # type: ignore[arg-type]
    excerpt = [ex("remote", "3. 재택근무 중 보안", "- 자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다.")]
    answer = gen.generate("how many minutes before the screen locks when working from home?", excerpt).answer
    assert "5분" in answer
