"""The matcher's state and which words a text carries: the glossary and its spans in a text, the policy
vocabulary (a word the policies never use is context, not a topic), the policy words a term stands for, and
near-synonyms by the embedding model. The base of every other part of the topic rule.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.sentences import SentenceVectors
from bot.language import english, english_spelling
from bot.language.terms import Term, analyze, compact, content_terms, words_of
from bot.matching.model import Part, split_sentences
from bot.matching.wording import inside_one_word, latin_word, span_rule, verbal_nouns
from bot.memo import Memo
from bot.models import Excerpt
from bot.rules import (
    auxiliary_verb,
    closing_question,
    english_inserted,
    mixed_language,
    spanned_word,
    syllable_noun,
    variant_stems,
    word_piece,
)

if TYPE_CHECKING:
    from bot.answer.decision import Decision


class Vocabulary:
    """The topic rule's state (glossary, vocabulary, embedder, caches) and its word matching."""

    def __init__(self, glossary: Glossary | None = None, embedder: Embedder | None = None,
                 synonym_min: float = 0.7) -> None:
        self.glossary = glossary or Glossary()
        english.protect(self.glossary)  # English glossary words are topic words, never function words
        self.embedder = embedder
        self.synonym_min = synonym_min
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        self._embedding = threading.Lock()  # one thread embeds missing words; the others then find them cached
        self.vocabulary: frozenset[str] | None = None  # words the policies use; None: every word counts as known
        self.policy_acts: frozenset[str] = frozenset()  # nouns the policies use as verbs (교체한다, 신고를 한다)
        self.rule_conditions: frozenset[str] | None = None  # the events rules open with (bot.rules.closing_question)
        self.sentences: SentenceVectors | None = None  # sentence ranking by the embedder (bot.knowledge.sentences)
        # an English word has the policy words of all its forms: file -> 파일, files -> 자료 (bot.rules.mixed_language)
        self._policy_words = Memo(lambda term: mixed_language.policy_words(self.glossary, term))
        self._spans = Memo(lambda text: tuple(self._glossary_spans(text, compact(text))))  # a text's glossary spans
        self._stems: dict[str, list[str]] | None = None
        # (the last word as written too: MeCab reads a bare stem "옮기" as 옮)
        self._phrase_memo = Memo(lambda phrase: frozenset(t.text for t in content_terms(phrase)) | {phrase.split()[-1]})
        # the learned second opinion on sentences the rule rejects only for topic words (bot.answer.decision)
        self.decision: Decision | None = None

    def policy_words_for(self, term: str) -> list[str]:
        return list(self._policy_words(term))

    def prepare(self, parts: list[Part], excerpts: list[Excerpt]) -> None:
        """Embed every question noun and excerpt word not yet cached in one call, so that judging
        each sentence costs no model call."""
        if self.embedder is None:
            return
        words = [t.text for part in parts for t in part.terms if not t.verb]
        for excerpt in excerpts:
            for sentence in split_sentences(excerpt, 0):
                words.extend(words_of(f"{excerpt.section} {sentence.text}"))
        self._embed_missing(words)

    def _embed_missing(self, words: list[str]) -> None:
        assert self.embedder is not None
        with self._embedding:
            with self._lock:
                missing = [w for w in dict.fromkeys(words) if w not in self._cache]
            if missing:
                vectors = self.embedder.embed(missing)
                with self._lock:
                    self._cache.update(zip(missing, vectors, strict=True))

    def _verb_stems(self) -> dict[str, list[str]]:
        """Verb stem -> policy words, from glossary variants that are one inflected verb (깔아 -> 깔)."""
        if self._stems is None:
            stems: dict[str, list[str]] = {}
            for word, variants in self.glossary.variants.items():
                for variant in variants:
                    if variant.isascii() or " " in variant.strip():
                        continue
                    stem = variant_stems.verb_stem(variant, analyze(variant))  # a two-verb phrase has none
                    if stem is not None:
                        stems.setdefault(stem, [])
                        if word not in stems[stem]:
                            stems[stem].append(word)
            self._stems = stems
        return self._stems

    def set_vocabulary(self, texts: list[str]) -> None:
        """The nouns and stems of the policy corpus (and the glossary's words): a question word the
        policies never use is context ("택시"), not a topic, unless the question turns on it."""
        english_spelling.know(texts)  # a Latin word the policies write is never mended as a slip ("otp")
        words: set[str] = set()
        for text in texts:
            words.update(words_of(text))
        for word, variants in self.glossary.variants.items():
            words.add(compact(word))
            words.update(compact(v) for v in variants)
        self.vocabulary = frozenset(words)
        self.policy_acts = frozenset().union(*(verbal_nouns(text) for text in texts))
        self.rule_conditions = closing_question.rule_conditions(texts, self.policy_words_for)  # 잃어버리면, 옮기면

    def known(self, term: Term) -> bool:
        if self.vocabulary is None or self.policy_words_for(term.text):
            return True
        return term.text in self.vocabulary or (bool(term.parts) and all(p in self.vocabulary for p in term.parts))

    @staticmethod
    def _surface_of(term: Term, text: str) -> str:
        if not term.verb:
            return compact(term.text)
        for m in analyze(text):
            if m.lemma == term.text:
                return compact(m.surface)
        return compact(term.text)

    def _glossary_spans(self, text: str, squeezed: str) -> list[tuple[str, int, int]]:
        """Glossary variants that occur in the question: (policy word, start, end) in the compact text."""
        out = []
        # A one-syllable variant ("샌" -> 정보 유출) counts only as a whole word of the question, never
        # inside another; the policy word itself ("보안 USB") ties the nouns it spans to it as well.
        # ("줌" is Zoom, not the chat ending of "바꿔줌?": an auxiliary verb or an ending is no word of its own)
        syllables = {compact(m.surface) for m in analyze(text) if not m.tag.startswith(spanned_word.FUNCTION_TAGS)} | {
            compact(w) for w in text.split()}
        inside = inside_one_word(text)  # "같이" (함께) is not said by "똑같이" (identically)
        lowered = text.lower()
        for word, v, latin in self.glossary.derived(_span_rules):
            start = squeezed.find(v)
            if start < 0 or (len(v) < 2 and (len(v) < 1 or v.isascii() or v not in syllables)):
                continue
            if latin is not None and not latin.search(lowered):
                continue
            if start not in inside:
                out.append((word, start, start + len(v)))
        out.extend(mixed_language.phrase_spans(self.glossary, text, squeezed))  # "고객 data", "customers …"
        out.extend(english_inserted.spans(self.glossary, text, squeezed))  # "internal HR system"
        # A variant inside a longer one of another policy word is not that word ("오피스" in "한컴오피스" is
        # not Microsoft 365), unless that policy word contains it ("잠금" in "화면 자동 잠금").
        return [(w, a, b) for w, a, b in out
                if not any(w2 != w and a2 <= a and b <= b2 and (b2 - a2) > (b - a) and compact(w) not in compact(w2)
                           for w2, a2, b2 in out)]

    def _named_in(self, part: Part) -> Callable[[Term, str], bool]:
        """Whether a term of the part, a glossary equivalent or one of its policy words occurs in a compact text."""
        return lambda term, squeezed: self.word_in(term, part, squeezed)

    def _words_for(self, part: Part) -> Callable[[str], list[str]]:
        """A question word's policy words: its glossary concepts in the part, else the glossary's."""
        return lambda word: [*part.concepts.get(word, ()), *self.policy_words_for(word)]

    def _forms_for(self, part: Part) -> Callable[[str], list[str]]:
        """A question word's policy words and the glossary variants of each (잠금 -> 잠기, 잠긴 …)."""
        def forms(word: str) -> list[str]:
            words = self._words_for(part)(word)
            return [*words, *(v for w in words for v in self.glossary.variants.get(w, ()) if not v.isascii())]
        return forms

    def _names(self, part: Part, word: str) -> bool:
        """The part names `word`: itself, as a stem it uses, or as the policy word one of its words stands for."""
        if compact(word) in compact(part.text) or word in part.predicates:
            return True
        if any(compact(word) == compact(w) for w in part.message_words):  # another part of the message names it
            return True
        policy = {*(c for words in part.concepts.values() for c in words), *part.extra}
        forms = {compact(f) for c in policy for f in (c, *self.glossary.variants.get(c, ()))}
        if compact(word) in forms:  # "바꿀 때" names 교체, a variant of 변경 that 바꾸 stands for
            return True
        # a word of a policy phrase the part stands for: "다른 팀으로 가면" stands for 부서를 옮기, naming 부서 and 옮기
        return any(word in self._phrase_words(c) for c in policy if " " in c)

    def _phrase_words(self, phrase: str) -> frozenset[str]:
        """The content words (nouns and verb stems) of a policy phrase: 부서를 옮기 -> 부서, 옮기."""
        return self._phrase_memo(phrase)

    def word_in(self, term: Term, part: Part, squeezed: str) -> bool:
        """The term, a glossary equivalent or one of its policy words occurs in the compact text."""
        return self._matches(term, squeezed, "", part.concepts.get(term.text, set()))

    def _matches(self, term: Term, squeezed: str, context: str, concepts: set[str]) -> bool:
        if self._word_matches(term.text, squeezed, context) and (
                not auxiliary_verb.only_auxiliary(term.text, context) if term.verb
                else not syllable_noun.only_inside(term.text, context)):
            return True  # ... not 차 inside 차단 (rules.syllable_noun), nor 버리 of 잃어버리면 (rules.auxiliary_verb)
        if any(compact(word) in squeezed for word in concepts):
            return True
        # ... or one of its Korean variants: the policy word 잠금 is written "잠기게" in a sentence
        if any(len(compact(v)) >= 2 and not v.isascii() and compact(v) in squeezed
               for word in concepts for v in self.glossary.variants.get(word, ())):
            return True
        # ... or a Latin variant written as a word of the sentence ("개인 PC" for 노트북)
        if context and any(len(v) >= 2 and v.isascii() and " " not in v and latin_word(v, context)
                           for word in concepts for v in self.glossary.variants.get(word, ())):
            return True
        # A compound matches when each of its parts does (회사노트북 ~ "회사 … 노트북").
        return bool(term.parts) and all(self._word_matches(p, squeezed, context) for p in term.parts)

    def _word_matches(self, word: str, squeezed: str, context: str) -> bool:
        if spanned_word.found(word, squeezed, context):  # not "과장" in "노트북과 장비" (bot.rules.spanned_word)
            return True
        return any(spanned_word.found(compact(w), squeezed, context) for w in self._equivalents(word))

    def _equivalents(self, term: str) -> list[str]:
        # A policy word's own variants too: the question's "잠금" is the policy's "잠기게".
        out: list[str] = [v for v in self.glossary.variants.get(term, ()) if not v.isascii() and len(compact(v)) >= 2]
        for word in self.policy_words_for(term):
            out.append(word)
            out.extend(v for v in self.glossary.variants.get(word, ()) if not v.isascii() and len(compact(v)) >= 2)
        return out

    def _near_for(self, part: Part, unmatched: list[Term], covered: list[str], literal: frozenset[str],
                  body: str) -> set[str]:
        """The unmatched nouns a near-synonym in `body` stands in for. Never for a word the question
        uses beside it ("노트북 교체할 때 맥북으로" asks about a 맥북 as distinct from the 노트북 the
        sentence names), and only beside a noun the sentence says itself, never alone."""
        if not any(not t.verb and t.text in covered for t in part.terms):
            return set()
        taken = {compact(w) for t in part.terms if t.text in covered
                 for w in (t.text, *part.concepts.get(t.text, ()))}
        # one syllable ("징" of 징계 as MeCab splits it) embeds as noise: no near-synonym for it
        wanted = [t for t in unmatched if not t.verb and t.text not in literal and len(t.text) >= 2
                  and not word_piece.inside_longer(part.text, t.text)]  # 객사 of 고객사
        near: set[str] = set()
        for term in wanted:
            # a noun is near only to a word that does not begin like it: "입력칸" (an input field) is not the
            # "입력" of "… 입력하지 않는다", "공유기" (a router) not the "공유" of "… 공유하지", "반납" not "반출"
            word = compact(term.text)
            modifiers = frozenset(compact(p) for p in term.parts[:-1] if len(p) >= 2)
            # ... nor to one that ends like it, another kind of the same thing: "내선번호" (an extension
            # number) is not the "비밀번호" of "… 비밀번호를 바꾸고"
            back = compact(term.parts[-1]) if term.parts and len(compact(term.parts[-1])) >= 2 else ""
            near |= self._near_synonyms([term.text], body, frozenset(taken) | modifiers, front=word[:1], back=back)
        return near

    def _near_synonyms(self, terms: list[str], text: str, taken: frozenset[str] = frozenset(),
                       front: str = "", back: str = "") -> set[str]:
        """`terms` with a near-synonym among the words of `text` other than `taken` (compact words the
        question uses itself) and other than words that begin like the term (`front`, its first syllable):
        the embedder rates words that share a syllable alike whatever they mean ("반납" and "반출", "공유기"
        and "공유", "입력칸" and "입력"), nor words that end in `back` (the head of a compound term: another kind of
        that head)."""
        if not terms or self.embedder is None:
            return set()
        words = [w for w in words_of(text)
                 if not any(x and x in compact(w) for x in taken)
                 and not (front and not front.isascii() and compact(w).startswith(front))
                 and not (back and compact(w).endswith(back))]
        if not words:
            return set()
        sims = self.word_vectors(terms) @ self.word_vectors(words).T
        out = set()
        for term, row in zip(terms, sims, strict=True):
            floor = self.synonym_min + (0.05 if term.isascii() else 0.0)  # Latin words embed noisily
            if float(row.max()) >= floor:
                out.add(term)
        return out

    def word_vectors(self, words: list[str]) -> np.ndarray:
        """The embedding of each word, one row per word in order (embedded once per process, then cached); shared
        with the rules that compare words by meaning (bot.rules.own_act, bot.answer.decision)."""
        self._embed_missing(words)
        with self._lock:
            return np.vstack([self._cache[w] for w in words])



def _span_rules(glossary: Glossary) -> tuple[tuple[str, str, re.Pattern[str] | None], ...]:
    """(policy word, compact form, Latin whole-word pattern) of every variant and policy word, in glossary order,
    without the modal variants ("do I need …": a frame, not the policy word 필요); built once per glossary."""
    return tuple((word, *span_rule(variant)) for word, variants in glossary.variants.items()
                 for variant in (*variants, word) if variant not in english.MODAL_VARIANTS)
