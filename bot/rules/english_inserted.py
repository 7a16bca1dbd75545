"""A two-word English glossary phrase written with a plain word inside it is still that phrase (english19).

"What do I need to do before opening the internal **HR** system?" names an internal system (사내 시스템: internal
system), "Airport **lounge** wifi" airport wifi (공용 와이파이): the word inside only says which one, and a policy
sentence on the phrase's policy word speaks of every one of them. The glossary lists the phrase as two adjacent
words, so "internal", "HR" and "system" each had to be carried and the question was handed off.

So a two-word English variant whose words stand in a run of nouns with exactly one word between them counts as
written, spanning the word between, when that word is Latin, not a function word, has no policy word of its own and
is in no glossary variant at all: "wrong **wifi** password" (와이파이 is a policy word) is no 실패 "wrong password",
"first **business** day" (business day is a variant of 영업일) no 입사일 "first day", "my **admin** account login"
keeps its admin. Phrases of function words or with a particle ("hand … back", "shut … down") are not read this
way: only phrases of two content words.
"""

from __future__ import annotations

import re

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.rules.mixed_language import noun_runs, same_word

_LATIN = re.compile(r"[a-z][a-z'-]*")


_WORDS: dict[int, tuple[object, frozenset[str]]] = {}


def _variant_words(glossary: Glossary) -> frozenset[str]:
    """Every word of every glossary variant and policy word (lowercase), computed once per glossary."""
    cached = _WORDS.get(id(glossary.variants))
    if cached is not None and cached[0] is glossary.variants:
        return cached[1]
    words = frozenset(w for word, variants in glossary.variants.items() for v in (word, *variants)
                      for w in v.lower().split())
    _WORDS[id(glossary.variants)] = (glossary.variants, words)
    return words


def _plain(glossary: Glossary, token: str) -> bool:
    """A Latin word that means nothing to the glossary: no function word, no policy word, in no variant."""
    low = token.lower()
    if not _LATIN.fullmatch(low) or english.is_function_word(low):
        return False
    if low in _variant_words(glossary) or english.lemma(low) in _variant_words(glossary):
        return False
    return not english.policy_words_for(glossary, low)


def _runs(text: str, squeezed: str) -> list[list[tuple[str, int, int]]]:
    """Runs of three or more nouns (Latin words included) with their place in the compact text."""
    return [run for run in noun_runs(text, squeezed) if len(run) >= 3]


_PAIRS: dict[int, tuple[object, list[tuple[str, str, str]]]] = {}


def _two_word_variants(glossary: Glossary) -> list[tuple[str, str, str]]:
    """(policy word, first word, second word) of the glossary's two-word variants of content words (once per
    glossary)."""
    cached = _PAIRS.get(id(glossary.variants))
    if cached is not None and cached[0] is glossary.variants:
        return cached[1]
    out = []
    for word, variants in glossary.variants.items():
        for variant in variants:
            parts = variant.lower().split()
            if len(parts) == 2 and all(_LATIN.fullmatch(p) and not english.is_function_word(p) for p in parts):
                out.append((word, parts[0], parts[1]))
    _PAIRS[id(glossary.variants)] = (glossary.variants, out)
    return out


def spans(glossary: Glossary, text: str, squeezed: str) -> list[tuple[str, int, int]]:
    """(policy word, start, end) in the compact text of two-word English variants written with one plain word
    between their words ("internal HR system" -> 사내 시스템)."""
    if not re.search(r"[A-Za-z]", text):
        return []
    runs = _runs(text, squeezed)
    if not runs:
        return []
    out: list[tuple[str, int, int]] = []
    for word, head, tail in _two_word_variants(glossary):
        for run in runs:
            for first, middle, last in zip(run, run[1:], run[2:], strict=False):
                if _LATIN.fullmatch(first[0].lower()) and _LATIN.fullmatch(last[0].lower()) \
                        and same_word(glossary, first[0], head) and same_word(glossary, last[0], tail) \
                        and _plain(glossary, middle[0]):
                    out.append((word, first[1], last[2]))
    return out
