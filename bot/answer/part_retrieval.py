"""Retrieval for a message with several questions, or with an instruction to the bot inside it
(issue 8): each question part is searched on its own and the excerpts are merged, so that the
second question's policy is among the excerpts although the first question's policy fills the
top of a search for the whole message; an injected instruction is not searched at all.

A message with one part and no instruction is searched as before (one embedding, one query).
The message's own embedding is still returned (the digest groups questions by it); the parts are
embedded in the same call.
"""

from __future__ import annotations

from datetime import date

import numpy as np

from bot.answer import lexical
from bot.answer.retrieve import _excerpt, retrieve_with_vector
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex
from bot.language import english
from bot.models import Asker, Excerpt
from bot.topic import TopicMatcher

MAX_PARTS = 4  # searched apart; a longer message's further parts share the last search


def retrieve_parts(
    index: PolicyIndex,
    embedder: Embedder,
    question: str,
    asker: Asker,
    as_of: date,
    k: int,
    glossary: Glossary,
    matcher: TopicMatcher,
) -> tuple[list[Excerpt], np.ndarray]:
    """Top excerpts for each part of the message, merged by rank (each part's best first), at most
    `k` a part; the embedding of the whole message."""
    excerpts, _later, vector = retrieve_with_later(index, embedder, question, asker, as_of, k, glossary, matcher)
    return excerpts, vector


def retrieve_with_later(
    index: PolicyIndex,
    embedder: Embedder,
    question: str,
    asker: Asker,
    as_of: date,
    k: int,
    glossary: Glossary,
    matcher: TopicMatcher,
    reserve: int = 0,
) -> tuple[list[Excerpt], list[Excerpt], np.ndarray]:
    """`retrieve_parts`, and for a one-question message the `reserve` excerpts ranked after the first `k`
    (read only under stricter conditions, bot.rules.later_excerpts); for a message of several parts, each part's
    excerpts ranked after its first `k`, read the same way."""
    parts, ignored = matcher.parts(question)
    texts = [p.text for p in parts][:MAX_PARTS]
    # one question: searched as before; only instructions: the message as it is (nothing is answered)
    if not texts or (len(texts) == 1 and not ignored):
        found, vector = retrieve_with_vector(index, embedder, question, asker, as_of, k, glossary, reserve)
        return found[:k], found[k:], vector
    vectors = embedder.embed([english.expand_query(glossary, t) for t in [question, *texts]])
    ranked: list[list[Excerpt]] = []
    for i in range(1, len(texts) + 1):  # each part re-ranked by its own words, as a one-question message is
        hits = index.query(vectors[i:i + 1], asker.dept, as_of, max(k, lexical.WIDE_POOL))
        candidates = [_excerpt(h.chunk_id, h.text, h.meta, h.distance) for h in hits]
        ranked.append(lexical.fuse(english.normalize(texts[i - 1]), candidates, k, glossary, reserve))
    merged: list[Excerpt] = []
    seen: set[str] = set()
    for rank in range(k):  # round robin: every part's best excerpt before any part's second
        # within a round the best first: the gate reads the first excerpt's score ("Q1." or a
        # greeting part that finds nothing must not hide the other parts' evidence)
        for hit in sorted((f[rank] for f in ranked if rank < len(f)), key=lambda e: -e.score):
            if hit.chunk_id not in seen:
                seen.add(hit.chunk_id)
                merged.append(hit)
    # each part's later excerpts, for a strict second look when the merged ones leave a part unanswered
    # ("고객정보 얼마나 보관하고 지난건 언제까지 파기해요": the 파기 section ranks fourth for its part)
    later: list[Excerpt] = []
    for rank in range(k, k + reserve):
        for hit in (f[rank] for f in ranked if rank < len(f)):
            if hit.chunk_id not in seen:
                seen.add(hit.chunk_id)
                later.append(hit)
    return merged, later, vectors[0]
