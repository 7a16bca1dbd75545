"""A thing the question says is not in a list or place (issue 8, hunt29): "목록에 없는 프로그램은 어떻게 봐야
하나요?", "리스트에 없는 툴은요?".

The question asks about the things *outside* N (the list, the table). A sentence that names N and says nothing
is absent ("승인된 소프트웨어는 '승인 소프트웨어 목록' 표에 정리되어 있다") speaks of what *is* in N, the other side:
it is no answer. One that states an absence or a negation ("표에 **없는** 소프트웨어는 아직 승인되지 **않은**
것이다") does. A sentence that does not name N is not judged here ("설치하기 전에 IT 담당자의 승인을 받는다" may
answer "목록에 없는 프로그램 설치하려면요?"). The counterpart of `bot.rules.absent_content` ("N 없는 X": X holds
no N), which leaves the place reading ("표에 없는") alone. Part of `TopicMatcher.coverage`; Korean questions only,
on the analyzer's tags.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact

# a negation in the sentence: 없다 (not the adverb 없이), 않다, 아니다, 못
_NEGATION_LEMMAS = frozenset({"없", "않", "아니", "못"})


@lru_cache(maxsize=8192)
def absent_places(question: str) -> tuple[str, ...]:
    """The N of "N에 없는 X" (a noun, the locative 에/에서, 없 as a modifier of a noun) in a question."""
    morphs = analyze(question)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.lemma != "없" or m.tag != "VA" or i < 2 or morphs[i - 1].tag != "JKB":
            continue
        if morphs[i - 1].surface not in ("에", "에서"):
            continue
        if not (i + 2 < len(morphs) and morphs[i + 1].tag == "ETM" and morphs[i + 2].tag in NOUN_OR_LATIN_TAGS):
            continue
        if morphs[i - 2].tag in NOUN_OR_LATIN_TAGS:
            out.append(morphs[i - 2].surface)
    return tuple(out)


@lru_cache(maxsize=8192)
def _negates(sentence: str) -> bool:
    return any(m.lemma in _NEGATION_LEMMAS and m.tag in ("VA", "VX", "VCN", "MAG") and m.surface != "없이"
               for m in analyze(sentence))


def problems(question: str, sentence: str, words: Callable[[str], list[str]]) -> list[str]:
    """The sentence names the list or place the question's thing is not in, and states no absence.
    `words`: a question word's policy words (glossary)."""
    out: list[str] = []
    squeezed = compact(sentence)
    for noun in absent_places(question):
        keys = {compact(w) for w in (noun, *words(noun)) if len(compact(w)) >= 2}
        if any(k in squeezed for k in keys) and not _negates(sentence):
            out.append(f"(the question's thing is not in the {noun}; the sentence speaks of what is in it)")
    return out
