"""A noun with the suffix -용 names what the next noun is for (issue 8, hunt29): "**업무용** 노트북", "개인용 PC".

"업무용 노트북 윈도우 11로 업그레이드해도 돼요?" names one thing, the work laptop; 업무 is no second point of its
topic. A sentence on that laptop ("업무용 노트북은 입사일에 지급한다") carries the noun and its modifier, and
counting them as two points let the asked act (업그레이드, which no policy sentence names) be "worded otherwise"
by the rule on issuing it (`bot.matching.excuses.Excuses._pin_points`). The modifier still has to be carried
where it is asked; only the count of points that pin the topic changes. Korean only, on the analyzer's tags
(NNG/NNP + XSN 용 + a noun).
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze


@lru_cache(maxsize=8192)
def modified_heads(question: str) -> tuple[tuple[str, str], ...]:
    """(modifier, head) for each "N용 M" of the question, as the analyzer's lemmas."""
    morphs = analyze(question)
    out = []
    for i in range(1, len(morphs) - 1):
        m = morphs[i]
        if m.tag == "XSN" and m.surface == "용" and morphs[i - 1].tag in NOUN_OR_LATIN_TAGS \
                and morphs[i + 1].tag in NOUN_OR_LATIN_TAGS:
            out.append((morphs[i - 1].lemma.lower(), morphs[i + 1].lemma.lower()))
    return tuple(out)


def without_modifiers(question: str, nouns: list[str]) -> list[str]:
    """`nouns` without each -용 modifier whose head noun is among them."""
    pairs = modified_heads(question)
    if not pairs:
        return nouns
    dropped = {mod for mod, head in pairs if head in nouns}
    return [n for n in nouns if n not in dropped]
