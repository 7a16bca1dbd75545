"""A comparison asks about both of its sides (batch `_ze`, issue 8).

"노트북 교체 주기가 모니터 교체 주기보다 더 길어요?" compares the laptop's replacement cycle with the monitor's:
"노트북은 4년마다 교체한다" states one side only and does not answer it. The side after 보다 (English: after
"than") is named by its nouns; the ones the rest of the question does not also name (모니터, not 교체 주기) are
what tells it apart, and the sentence (with its heading) must name each, itself or as a glossary policy word.
A figure on that side ("30일 전보다 더 일찍", "30분보다 더 오래", "faster than 30 min", "older than a year") is
compared with the rule's own figure, which the figure rules judge: such a side is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import ATTRIBUTE_NOUNS, NOUN_TAGS, analyze, compact, lemmas_of

# the morphemes a Korean noun phrase before 보다 may hold; anything else ends it
_PHRASE_TAGS = NOUN_TAGS | {"SN", "NNBC", "NNB", "NR", "XSN", "JKG"}
_FIGURE_TAGS = frozenset({"SN", "NR", "NNBC"})
_THAN_RE = re.compile(r"\bthan\s+((?:[A-Za-z0-9][\w'-]*\s*){1,5})", re.I)
_STOP_TEXT = ("the a an my our your their his her its this that these those one ones i we you it to for of in on at "
              "is are do does if when or and use using with before after")
_ENGLISH_STOPS = frozenset(_STOP_TEXT.split())
_TIME_UNITS = frozenset(
    "second seconds minute minutes min mins hour hours day days week weeks month months year years".split())  # noqa: SIM905


def korean_side(question: str) -> tuple[str, ...]:
    """The nouns that tell the side after 보다 apart from the rest of the question; () when there is none or the
    side is a figure."""
    morphs = analyze(question)
    for i, morph in enumerate(morphs):
        if morph.lemma not in ("보다", "보단") or morph.tag != "JKB":
            continue
        start = i
        while start > 0 and morphs[start - 1].tag in _PHRASE_TAGS:
            start -= 1
        side = morphs[start:i]
        if not side or any(m.tag in _FIGURE_TAGS for m in side):
            return ()
        rest = {m.lemma for j, m in enumerate(morphs) if not start <= j < i and m.tag in NOUN_TAGS}
        return tuple(dict.fromkeys(m.lemma for m in side if m.tag in NOUN_TAGS and m.lemma not in rest
                                   and m.lemma not in ATTRIBUTE_NOUNS))
    return ()


def english_side(question: str) -> tuple[str, ...]:
    """The content words of the side after "than" that the rest of the question does not use."""
    found = _THAN_RE.search(question)
    if found is None:
        return ()
    words = [w.lower() for w in re.findall(r"[A-Za-z0-9][\w'-]*", found.group(1))]
    kept: list[str] = []
    for word in words:
        if word in _ENGLISH_STOPS:
            if kept:
                break
            continue
        kept.append(word)
    if not kept or any(w[0].isdigit() or w in _TIME_UNITS for w in kept):
        return ()
    before = {w.lower() for w in re.findall(r"[A-Za-z0-9][\w'-]*", question[:found.start()])}
    return tuple(w for w in kept if w not in before)


def problems(question: str, body: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """The side of the question's comparison the sentence does not name. `body`: the sentence with its
    heading; `policy_words`: a question word's glossary policy words."""
    english = not re.search(r"[가-힣]", question)
    side = english_side(question) if english else korean_side(question)
    if not side:
        return []
    squeezed = compact(body).lower()
    lemmas = lemmas_of(body)
    missing = [word for word in side
               if compact(word).lower() not in squeezed and word not in lemmas
               and not any(compact(w).lower() in squeezed for w in policy_words(word))]
    return [f"({'/'.join(missing)}: the other side of the comparison, not in the sentence)"] if missing else []
