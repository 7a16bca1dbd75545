"""The act an English question asks, named only by the document title (issue 8, hunt29): "when do I **return** my
laptop? it stopped working" is not answered by "노트북은 4년마다 교체한다" of the "업무용 장비 지급·반납 규정".

The Korean rule (`bot.matching.coverage`, the act the question ends on) already says that a title naming the asked
act does not make a sentence on another act answer it; an English verb is a plain topic word there, so the title
carried it. Here an English word is the asked act when it stands right after the asking clause's subject or
modal in a sentence that asks ("do I return", "can I return", "should we renew"; not "I need to email …." of a
told sentence); when the sentence (with its heading)
does not carry it and only the title does, it is missing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from bot.language import english
from bot.language.terms import analyze, noun_words

_ACT_SLOT = re.compile(
    r"\b(?:do|does|did|can|could|should|shall|will|would|must|may)\s+(?:i|we|you|they|he|she)\s+([a-z]+)\b", re.I)


@lru_cache(maxsize=4096)
def asked_acts(question: str) -> frozenset[str]:
    """The verbs in the act slot of the asking clauses, as written and as lemmas."""
    out: set[str] = set()
    asking = " ".join(s for s in re.split(r"(?<=[.?!])\s+", question) if s.rstrip().endswith("?"))
    for found in _ACT_SLOT.finditer(asking):
        word = found.group(1).lower()
        out |= {word, english.lemma(word)}
    return frozenset(out)


def title_acts(question: str, titled: list[str], title: str, words: Callable[[str], list[str]]) -> list[str]:
    """The words of `titled` (carried by the document title alone) that are the asked act of an English
    question, when the title writes the act's policy word as a word of its own ("지급·반납 규정"; not the front of
    a compound such as 저장 of 저장매체, which names a thing). `words`: a question word's policy words."""
    if not titled or not english.is_english(question):
        return []
    acts = asked_acts(question)
    whole = {word for word, _parts, _after in noun_words(analyze(title)).values()}
    return [w for w in titled if (w.lower() in acts or english.lemma(w.lower()) in acts)
            and any(p in whole for p in words(w))]
