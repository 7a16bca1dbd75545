"""Whether a word found in a text with its spaces removed is written there, or only its letters across a boundary
(issue 8, branch recall20).

The lexical side of retrieval and the topic rule look a question's word up in the text with every space removed,
and the glossary looks its variants up in a question the same way, so that "사내드라이브" is found in "사내
드라이브에만". That also finds letters that run from a particle across a space into the next word: "과장님" (a
manager, the asker's story) was carried by "노트북**과 장**비를 반납한다", "이상" by "노트북**이 상**태", and the
glossary's 보유 (-> 보관) was found in every "정**보 유**출". A found word counts when it begins where a written word
begins ("사내 드라이브"), or at a morpheme of a content word ("고객개인 정보": 개인 is a noun of its own), or lies
inside one written word without beginning on a particle or an ending ("성형" in "생성형", "당하" in "도난당하면"); it
does not count when it begins on a particle or an ending (과, 이, 는 …), or in the middle of a morpheme and runs past
the written word's end ("전부" in "이전 부서", "공개" in "외부 제공 개인정보"), or ends inside a particle or an ending
that begins after it ("전부" in "7일 전부터").

General logic on MeCab-ko's analysis, never lists of words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from bot.language.terms import Morph, analyze, compact, lemmas_of, lexical_match

# particles, endings and auxiliary verbs: no word begins on them ("줌" in "바꿔줌?", the chat ending of 바꿔 주다, is
# not Zoom)
FUNCTION_TAGS = ("J", "E", "VX")


@lru_cache(maxsize=8192)
def _layout(text: str) -> tuple[str, tuple[int, ...], frozenset[int], tuple[int, ...]] | None:
    """The text squeezed (lower-cased, spaces removed), the original offset of each squeezed character, the squeezed
    offsets where a written word begins and, for each squeezed character, the squeezed end of its written word."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return None
    offsets: list[int] = []
    starts: set[int] = set()
    word_end: list[int] = []
    for word in re.finditer(r"\S+", lowered):
        first = len(offsets)
        starts.add(first)
        offsets.extend(range(word.start(), word.end()))
        word_end.extend([len(offsets)] * (word.end() - word.start()))
    return "".join(lowered[i] for i in offsets), tuple(offsets), frozenset(starts), tuple(word_end)


def _morph_at(morphs: tuple[Morph, ...], offset: int) -> Morph | None:
    return next((m for m in morphs if m.start <= offset < m.end), None)


def _ends_in_function(word: str, text: str, at: int, length: int, offsets: tuple[int, ...]) -> bool:
    """The found letters end inside a particle or an ending that begins after them and goes on past them ("전부"
    in "전부터": 전 + 부터), unless the word itself ends on one. A particle the letters cover whole is MeCab-ko's
    misreading of an unknown word's last syllable ("피그마": 피그 + 마)."""
    end = offsets[at + length - 1]
    last = _morph_at(analyze(text), end)
    return last is not None and last.tag.startswith(("J", "E")) and last.start > offsets[at] and last.end > end + 1 \
        and not _ends_on_function(word)


@lru_cache(maxsize=4096)
def _ends_on_function(word: str) -> bool:
    morphs = analyze(word)
    return bool(morphs) and morphs[-1].tag.startswith(("J", "E"))


def _counts(text: str, at: int, length: int, offsets: tuple[int, ...], starts: frozenset[int],
            word_end: tuple[int, ...], word: str = "") -> bool:
    if word and _ends_in_function(word, text, at, length, offsets):
        return False  # "전부" in "만료 7일 전부터": the letters run into the particle 부터
    if at in starts:
        return True
    morph = _morph_at(analyze(text), offsets[at])
    if morph is None:
        return True
    begins_morph = morph.start == offsets[at]
    if begins_morph and morph.tag.startswith(FUNCTION_TAGS):
        return False  # "과 장비": the particle 과 and the next word's first letter
    if at + length <= word_end[at]:
        return True  # inside one written word ("성형" in "생성형")
    return begins_morph  # across a space only from the start of a content morpheme ("고객개인 정보")


def written(word: str, squeezed: str, text: str) -> bool:
    """`word` (lower case, no spaces), found in `squeezed` (= `text` lower-cased without spaces), occurs there as
    written and not only as letters across a boundary; True when it cannot tell (no text, another squeezing, a Latin
    word, not found)."""
    if not text or not word or word.isascii() or word not in squeezed:
        return True
    layout = _layout(text)
    if layout is None or layout[0] != squeezed:
        return True
    _, offsets, starts, word_end = layout
    return any(_counts(text, at, len(word), offsets, starts, word_end, word) for at in _places(word, squeezed))


def _places(word: str, squeezed: str) -> Iterator[int]:
    """Every offset where `word` begins in `squeezed`, overlapping ones included."""
    at = squeezed.find(word)
    while at >= 0:
        yield at
        at = squeezed.find(word, at + 1)


def occurs(word: str, squeezed: str, text: str) -> bool:
    """`word` (spaces ignored) occurs in `squeezed` (= `text` squeezed) as written (see `written`)."""
    target = compact(word)
    return bool(target) and target in squeezed and written(target, squeezed, text)


def written_in(word: str, text: str) -> bool:
    """`word` (spaces ignored) occurs in `text` as written (see `written`)."""
    return occurs(word, compact(text), text)


def found(word: str, squeezed: str, text: str = "") -> bool:
    """`bot.language.terms.lexical_match`, without letters across a boundary: the word is used in `text` as a stem,
    or written in it (see `written`)."""
    if not lexical_match(word, squeezed, text):
        return False
    if word.isascii() or not text or word not in squeezed or written(word, squeezed, text):
        return True
    return word in lemmas_of(text)  # found across a boundary, and no morpheme of the text is the word


@lru_cache(maxsize=4096)
def _begins_on_particle(variant: str) -> bool:
    morphs = analyze(variant)
    return bool(morphs) and morphs[0].tag.startswith("J")


@lru_cache(maxsize=4096)
def _ends_on_particle(variant: str) -> bool:
    morphs = analyze(variant)
    return len(morphs) > 1 and morphs[-1].tag.startswith("J")


def _inside_one_word(word: str, squeezed: str, text: str) -> bool:
    layout = _layout(text)
    if layout is None or layout[0] != squeezed:
        return True
    word_end = layout[3]
    return any(at + len(word) <= word_end[at] for at in _places(word, squeezed))


def variant_written(variant: str, squeezed: str, text: str) -> bool:
    """A glossary variant found in `squeezed` (= `text` squeezed) is written there (see `written`). A variant that
    begins on a particle itself ("으로 다시 돌려") is taken as found; one written as a noun and its particle in one
    word ("애가") counts only inside one written word, not as a noun and the next word ("애 가방")."""
    if _begins_on_particle(variant):
        return True
    target = compact(variant)
    if len(target) == 1 and not target.isascii() and not any(
            compact(m.surface) == target and not m.tag.startswith(FUNCTION_TAGS) for m in analyze(text)):
        return False  # one letter counts only as a morpheme of its own ("줌" is Zoom, not the "-줌" of "알려줌?")
    if " " not in variant.strip() and _ends_on_particle(variant) and not _inside_one_word(target, squeezed, text):
        return False
    return written(target, squeezed, text)
