"""Helpers for tests of the topic rule on hand-made excerpts."""

from __future__ import annotations

from pathlib import Path

from bot.answer.generate.base import Draft
from bot.answer.generate.extractive import ExtractiveGenerator
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.hash_embedder import HashEmbedder

SHIPPED_GLOSSARY = Path(__file__).resolve().parents[2] / "policies" / "glossary.yaml"


def shipped_glossary() -> Glossary:
    """The glossary the bot ships (`policies/glossary.yaml`, with its English companion)."""
    return Glossary.load(SHIPPED_GLOSSARY)


def shipped_matcher(*sentences: str) -> TopicMatcher:
    """A topic matcher with the shipped glossary and `sentences` as the policies' vocabulary."""
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(list(sentences))
    return matcher


def sentence_verdicts(matcher: TopicMatcher, question: str, excerpt: Excerpt) -> list[bool]:
    """Whether each sentence of the excerpt answers the question's first part by the topic rule."""
    parts, _ = matcher.parts(question)
    return [matcher.coverage(parts[0], s, excerpt).passed for s in split_sentences(excerpt, 1)]


def one_sentence_excerpt(sentence: str, section: str = "1. 규칙") -> Excerpt:
    """A policy excerpt holding one bullet: the sentence under `section`."""
    return Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1,
                   text=f"- {sentence}", score=0.5)


def cover(matcher: TopicMatcher, question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    """The topic rule's verdict on the question's first part against one sentence under `section`."""
    excerpt = one_sentence_excerpt(sentence, section)
    parts, _ = matcher.parts(question)
    return matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def shipped_extractive(question: str, section: str, text: str) -> tuple[Draft, Excerpt, ExtractiveGenerator]:
    """The extractive generator's draft for `question` from one hand-made excerpt (`text` under `section`), with the
    shipped glossary, a hash embedder and the excerpt's bullets as the vocabulary; the excerpt and the generator too,
    for a check on the draft."""
    excerpt = Excerpt(chunk_id=f"x#{section}", doc_id="x", title="사내 규정", section=section, revision=1,
                      text=text, score=0.6)
    gen = ExtractiveGenerator(HashEmbedder(), shipped_glossary())
    gen.matcher.set_vocabulary([line.lstrip("- ") for line in text.splitlines()])
    return gen.generate(question, [excerpt]), excerpt, gen


def checked_extractive(question: str, section: str, text: str) -> tuple[str | None, bool]:
    """The extractive answer to `question` from one hand-made excerpt (None when it declines) and whether the
    `answers_question` check passes it."""
    from bot.answer.checks import answers_question

    draft, excerpt, gen = shipped_extractive(question, section, text)
    if draft.status != "answered":
        return None, False
    return draft.answer, answers_question(question, draft.answer, [excerpt], gen.matcher, [1]).passed
