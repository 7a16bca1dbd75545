"""Helpers for tests of the topic rule on hand-made excerpts."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import Coverage, TopicMatcher, split_sentences

SHIPPED_GLOSSARY = Path(__file__).resolve().parents[2] / "policies" / "glossary.yaml"


def shipped_glossary() -> Glossary:
    """The glossary the bot ships (`policies/glossary.yaml`, with its English companion)."""
    return Glossary.load(SHIPPED_GLOSSARY)


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
