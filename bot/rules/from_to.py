"""Where a thing comes from is not where it goes (issue 8, branch verbs12).

"외부에서 받은 대외비 메일은 어떻게 열어요?" asks about mail that comes from outside; the section "외부로 보내는
메일" and its sentences are about mail that goes out. A noun the question marks as the source (에서) that the
sentence or its heading marks only as the destination (로/으로), never as a source, is another direction.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze

_SOURCE = ("에서", "에서부터", "로부터")
_TO = ("로", "으로")


def _marked(text: str, particles: tuple[str, ...]) -> set[str]:
    morphs = analyze(text)
    return {m.surface for i, m in enumerate(morphs[:-1])
            if m.tag.startswith("NN") and morphs[i + 1].tag.startswith("J") and morphs[i + 1].surface in particles}


def problems(question: str, body: str) -> list[str]:
    """The item missing when the question's source noun is only the sentence's destination."""
    sources = _marked(question, _SOURCE)
    if not sources:
        return []
    to, source = _marked(body, _TO), _marked(body, _SOURCE)
    out = [f"(the direction: {noun}에서 asked, the sentence says {noun}로)" for noun in sorted(sources)
           if noun in to and noun not in source and not re.search(rf"{re.escape(noun)}에서", body)]
    return out
