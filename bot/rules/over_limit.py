"""A file that will not attach because it is too big is the case of the rule on files over the limit (issue 8,
branch cover23, batch `_zn2`).

"40메가짜리 영상이 메일로 안 보내지는데 어떻게 보내요?", "파일 용량이 너무 커서 메일에 안 붙는데 어떡함": the asker
tells a failure (안 붙어요, 안 보내지는데) and a size (a figure above the limit, or 용량 / 커서). The sentence that
states what to do with files over the limit ("25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다") is that
case: the failing act, the size words and the thing the size measures ("40메가짜리 **영상**", "PPT가 40MB라") are the
asker's way of saying "a file over the limit", not topic words the sentence must repeat.

Only for a sentence that states an over-the-limit condition (N MB가 넘는) and a question whose figure is above N
(or that says the file is big without a figure) and tells that attaching or sending fails. Other checks stay.
General logic on patterns of figures and negation, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_OVER = re.compile(r"(\d+)\s*MB\s*(?:가|이)?\s*넘는", re.I)
_SIZE = re.compile(r"(\d+)\s*(MB|메가바이트|메가|GB|기가)", re.I)
_BIG = re.compile(r"용량|커서|커요|크고|크다|큰\s")
# attaching or sending does not go through: "안 붙어요", "안 보내지는데", "첨부가 안 돼요", "못 올려요"
# (and "메일이 안 나가요", "attach가 안 돼요": the mail does not go out, an English word for attaching)
_FAILS = re.compile(
    r"(?:안|못)\s*(?:붙|보내|올라|올려|들어가|첨부|나가)|(?:첨부|전송|attach\w*)(?:가|이)?\s*안\s*[돼되]", re.I)
# the thing measured: "40메가짜리 PPT", "PPT가 40MB라"
_MEASURED_AFTER = re.compile(
    r"\d+\s*(?:MB|메가바이트|메가|GB|기가)\s*(?:짜리|되는|나가는)?\s*([가-힣A-Za-z]+?)(?:을|를|이|가|은|는|도)?\s",
    re.I)
_MEASURED_BEFORE = re.compile(r"([가-힣A-Za-z]+?)(?:이|가|은|는)\s*\d+\s*(?:MB|메가|GB|기가)", re.I)
_SIZE_WORDS = frozenset({"메가", "메가바이트", "mb", "gb", "기가", "용량", "크"})
_FAIL_ACTS = frozenset({"붙", "보내", "보내지", "올라가", "올리", "들어가", "첨부", "나가", "되"})
_TROUBLE = re.compile(r"\(the problem: (\S+) does not happen\)")


def _megabytes(number: str, unit: str) -> int:
    return int(number) * (1000 if unit.lower() in ("gb", "기가") else 1)


def explained(question: str, sentence: str) -> frozenset[str]:
    """The question's words that only say "a file over the limit does not attach", when `sentence` states the
    rule for files over the limit and the question tells that case; else empty."""
    over = _OVER.search(sentence)
    if over is None or not _FAILS.search(question):
        return frozenset()
    sizes = [_megabytes(n, u) for n, u in _SIZE.findall(question)]
    if sizes and max(sizes) <= int(over.group(1)):
        return frozenset()
    if not sizes and not _BIG.search(question):
        return frozenset()
    measured = {m.lower() for m in _MEASURED_AFTER.findall(question + " ")} | {
        m.lower() for m in _MEASURED_BEFORE.findall(question)}
    return frozenset(_SIZE_WORDS | _FAIL_ACTS | measured) - {"메일", "파일"}


def without_explained(question: str, sentence: str, missing: Sequence[str]) -> list[str]:
    """`missing` less the words `explained` sets aside and the failure they tell ("(the problem: 붙 …)")."""
    words = explained(question, sentence)
    if not words:
        return list(missing)
    out = []
    for item in missing:
        trouble = _TROUBLE.fullmatch(item)
        # a unit read with its ending ("40메가라" -> 메가라) is the size word still
        unit = item.lower().startswith(("메가", "기가"))
        if item.lower() in words or unit or (trouble is not None and trouble.group(1) in words):
            continue
        out.append(item)
    return out
