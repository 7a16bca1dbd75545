"""Helpers for tests of the topic rule on hand-made excerpts."""

from __future__ import annotations

from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences


def sentence_verdicts(matcher: TopicMatcher, question: str, excerpt: Excerpt) -> list[bool]:
    """Whether each sentence of the excerpt answers the question's first part by the topic rule."""
    parts, _ = matcher.parts(question)
    return [matcher.coverage(parts[0], s, excerpt).passed for s in split_sentences(excerpt, 1)]
