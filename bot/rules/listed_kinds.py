""""What kinds of X are there?" is answered by a sentence that lists the Xs (issue 8).

"문서 등급은 어떤 종류가 있어요?", "문서 맨 위에 등급 같은 걸 표시하라고 하던데, 어떤 종류가 있는 거예요?": the noun
종류 (유형, 가지), pointed at by 어떤 / 무슨 / 몇, asks for the members of a closed set. "모든 문서에는 공개·사내 한정·
대외비 중 하나의 등급을 표시한다" lists them ("A·B·C 중 하나의 등급") without the word 종류. The kind noun is
answered when:

- the question asks for kinds: 종류 / 유형 / 가지 right after 어떤, 무슨, 몇 or before 뭐 ("종류가 뭐예요");
- the sentence lists items joined by "·" before 중, and the noun that list is of (the noun after "중 하나의", or
  after 중) is a noun of the question ("대외비 문서는 어떤 종류가 있어요?" is not answered by a list of 등급).

General wording logic, no lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_KIND_NOUNS = ("종류", "유형", "가지")
_ASKS_KINDS_RE = re.compile(r"(?:어떤|무슨|몇)\s*(?:종류|유형|가지)|(?:종류|유형)\s*(?:가|는|이)?\s*(?:뭐|무엇|뭔)")
# "공개·사내 한정·대외비 중 하나의 등급": the listed items, then the noun they are members of
_LIST_RE = re.compile(r"[^\s·]+(?:\s[^\s·]+)?(?:·[^\s·]+(?:\s[^\s·]+)?)+\s*중\s*(?:하나의\s*|한\s*)?([가-힣A-Za-z]+)")
_PARTICLES = ("을", "를", "이", "가", "은", "는", "의", "에", "으로", "로")


def _listed_of(sentence: str) -> set[str]:
    out: set[str] = set()
    for match in _LIST_RE.finditer(sentence):
        noun = match.group(1)
        for particle in _PARTICLES:
            if noun.endswith(particle) and len(noun) > len(particle) + 1:
                noun = noun[: -len(particle)]
                break
        out.add(noun)
    return out


def answered(text: str, missing_nouns: list[str], sentence: str, nouns: Collection[str]) -> list[str]:
    """`missing_nouns` without the kind noun when the question `text` asks what kinds of a thing there are and the
    sentence lists the members of that thing (one of the question's `nouns`)."""
    kinds = [n for n in missing_nouns if n in _KIND_NOUNS]
    if not kinds or _ASKS_KINDS_RE.search(text) is None:
        return missing_nouns
    if not _listed_of(sentence) & set(nouns):
        return missing_nouns
    return [n for n in missing_nouns if n not in _KIND_NOUNS]
