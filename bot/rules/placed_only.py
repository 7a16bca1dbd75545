"""An act asked with only the place it is done in named is not worded otherwise (issue 8, session 57).

A permission question's one predicate may be missing from a sentence that pins the topic down by the question's
nouns ("Postman 깔아도 돼요?" is answered by the catalogue row that says "승인 필요"). When every noun of the
question is the place the act is done in ("회사 노트북에 깔아도 돼요?", "USB에 옮겨도 돼요?"), the thing acted on is
unnamed and the act alone says what is asked: "업무용 노트북은 입사일에 지급한다" carries 노트북 and says nothing
about installing on it. So that act must be in the sentence.

General logic on the wording (each noun written right before the particle 에 / 에다 / 에서), never lists of
questions.
"""

from __future__ import annotations

import re
from collections.abc import Collection

# the place particle right after the noun, with a focus particle after it ("노트북에도")
_PLACE = r"(?:에다가|에다|에서|에)(?:도|는|만)?(?![가-힣])"


def unpinned(question: str, nouns: Collection[str]) -> bool:
    """Every one of the question's topic `nouns` is a place the act is done in: the act names what is asked."""
    return bool(nouns) and all(re.search(rf"{re.escape(noun)}{_PLACE}", question, re.I) for noun in nouns)
