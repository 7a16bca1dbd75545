"""Whether a period noun in a question asks for a length of time (issue 8, the asked-kind objection).

"보관 기간이 얼마예요?" asks for a duration: the answering sentence must state one. "보관기간 끝난 개인정보 종이
서류는 어떻게 버려요?" and "보관 기간 지난 파일은 휴지통에 버리면 되죠?" name a period only to say it is over:
that is the question's situation, and what is asked is how the thing is disposed of ("종이 문서는 파쇄하고 …"),
not a figure. A period noun (기간, 기한) directly followed by a verb of ending or passing (끝나다, 지나다, 만료되다,
넘다, 다 되다), with at most a subject or topic particle between them, is such a situation, unless the question
states a span of time itself ("보관기간 끝난 개인정보는 10영업일 안에만 지우면 되지 않아요?": the figure is still
what is asked, to be confirmed or corrected).

General logic on the words right after the match, never lists of questions.
"""

from __future__ import annotations

import re

PERIOD_NOUN_RE = re.compile(r"기간|기한")
# 끝난 / 끝나면 / 지난 / 지나면 / 지났는데 / 만료된 / 넘은 / 다 된: the period is over (a situation told)
_SPAN_RE = re.compile(r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)|한\s*달|일주일|하루|이틀|사흘|보름")
_PASSED_RE = re.compile(r"\s*(?:이|가|은|는|도)?\s*(?:끝[나난났]|지[나난났]|만료|넘[은었는으]|다\s*[되된됐])")


def passed(text: str, end: int) -> bool:
    """The period noun ending at `end` in `text` is said to be over: a situation, not a figure asked."""
    return _PASSED_RE.match(text, end) is not None


def asks_length(text: str, start: int, end: int) -> bool:
    """A duration match text[start:end] asks for a length of time: not a period noun that is said to be over."""
    return not (PERIOD_NOUN_RE.fullmatch(text[start:end]) and passed(text, end) and not _SPAN_RE.search(text))
