"""The extractive generator: no model, no network. It answers with the excerpt sentences that answer
the question, cited by number, and abstains when the excerpts do not cover what the question asks.

Coverage is judged per content term of the question: a term is covered by an excerpt when it occurs
there (or its verb root does), or when the embedding model places it close to a word of the excerpt
(암호 ~ 비밀번호). Topic terms must all be covered by ONE excerpt: "노트북 사양" is not answered by an
excerpt about issuing laptops, and "와이파이 비밀번호" is not answered by one excerpt about Wi-Fi and
another about passwords. General logic only: no lists of known questions.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

import numpy as np

from bot.embeddings import Embedder
from bot.generate.base import Draft
from bot.generate.terms import content_terms, is_verb_form, lexical_match, words_of
from bot.models import Excerpt

SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")


@dataclass(frozen=True)
class Sentence:
    excerpt: int  # 1-based excerpt number
    text: str
    compact: str


def split_sentences(excerpts: list[Excerpt]) -> list[Sentence]:
    out = []
    for n, excerpt in enumerate(excerpts, 1):
        for piece in SENTENCE_RE.split(excerpt.text):
            text = piece.strip().lstrip("-*• ").strip()
            if len(text) >= 4 and not text.startswith("|"):
                out.append(Sentence(n, text, _compact(text)))
    return out


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text.lower())


class ExtractiveGenerator:
    name = "extractive"

    def __init__(
        self,
        embedder: Embedder,
        synonym_min: float = 0.55,
        verb_synonym_min: float = 0.3,
        max_sentences: int = 2,
    ) -> None:
        self.embedder = embedder
        self.synonym_min = synonym_min
        self.verb_synonym_min = verb_synonym_min
        self.max_sentences = max_sentences
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    # -- term similarity (cached: policy vocabulary is small) -------------------------------------

    def _vectors(self, words: list[str]) -> np.ndarray:
        with self._lock:
            missing = [w for w in dict.fromkeys(words) if w not in self._cache]
        if missing:
            vectors = self.embedder.embed(missing)
            with self._lock:
                self._cache.update(zip(missing, vectors, strict=True))
        with self._lock:
            return np.vstack([self._cache[w] for w in words]) if words else np.zeros((0, 1))

    def _coverage(self, terms: list[str], excerpt: Excerpt) -> dict[str, float]:
        """Per term: 1.0 for a lexical match, else the best embedding similarity to an excerpt word."""
        compact = _compact(f"{excerpt.title} {excerpt.section} {excerpt.text}")
        scores = {t: 1.0 for t in terms if lexical_match(t, compact)}
        rest = [t for t in terms if t not in scores]
        if rest:
            words = words_of(f"{excerpt.section} {excerpt.text}")
            sims = self._vectors(rest) @ self._vectors(words).T
            for term, row in zip(rest, sims, strict=True):
                scores[term] = float(row.max()) if row.size else 0.0
        return scores

    def _covered(self, term: str, score: float) -> bool:
        return score >= (self.verb_synonym_min if is_verb_form(term) else self.synonym_min)

    # -- generation ---------------------------------------------------------------------------------

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        terms = content_terms(question)
        if not terms or not excerpts:
            return Draft(status="insufficient_evidence", answer="규정에서 답을 찾지 못했습니다.")
        coverage = [self._coverage(terms, e) for e in excerpts]
        # The answering excerpt: the first (best ranked) that covers every topic term.
        best = next(
            (i for i, cov in enumerate(coverage) if all(self._covered(t, cov[t]) for t in terms)),
            None,
        )
        if best is None:
            return Draft(status="insufficient_evidence", answer="규정에서 답을 찾지 못했습니다.")
        picked = self._pick_sentences(terms, coverage[best], excerpts, best + 1)
        if not picked:
            return Draft(status="insufficient_evidence", answer="규정에서 답을 찾지 못했습니다.")
        answer = " ".join(f"{_as_sentence(s.text)}[{s.excerpt}]" for s in picked)
        return Draft(status="answered", answer=answer, evidence=re.findall(r"\d+", " ".join(s.text for s in picked)))

    def _pick_sentences(
        self, terms: list[str], coverage: dict[str, float], excerpts: list[Excerpt], number: int
    ) -> list[Sentence]:
        sentences = [s for s in split_sentences(excerpts) if s.excerpt == number]
        if not sentences:
            return []
        # Score each sentence by the terms it matches itself; the excerpt's heading covers the rest.
        def hits(sentence: Sentence) -> float:
            return sum(1.0 for t in terms if lexical_match(t, sentence.compact))

        scored = sorted(enumerate(sentences), key=lambda p: (-hits(p[1]), p[0]))
        first_index, first = scored[0]
        picked = [(first_index, first)]
        if hits(first) == 0:
            # No sentence names a term: the section heading carries the topic (e.g. "2. 변경 주기").
            picked = [(i, s) for i, s in enumerate(sentences)][: self.max_sentences]
        else:
            for index, sentence in scored[1:]:
                if len(picked) >= self.max_sentences:
                    break
                if hits(sentence) >= max(1.0, hits(first) - 0) and index not in {i for i, _ in picked}:
                    picked.append((index, sentence))
        return [s for _, s in sorted(picked)]


def _as_sentence(text: str) -> str:
    """A policy bullet ("비밀번호는 90일마다 바꾼다.") reads as a plain statement; keep it verbatim."""
    text = text.strip()
    return text if text.endswith((".", "다", "요", "!", "?")) else text
