"""A figure the asker states that the sentence gives of another kind, or that alone pins a question without nouns.

"메일 첨부 파일 25개까지 보낼 수 있어요?" is not answered by "메일 첨부 파일은 25MB까지 보낼 수 있다": the number is
the same, but 25 files is a count and 25MB a size; the sentence says nothing of how many files. And "4년 안 됐어도
바꿔줘요?" names no thing at all: only its act (바꾸) and its figure (4년) say what it is about, so a sentence on
changing another thing at another interval ("비밀번호는 90일마다 바꾼다") does not answer it, while "노트북은 4년마다
교체한다" may (branch hunt21, batch `_zb2`).

So (1) a figure the question states whose number the sentence gives with a unit of another family (a
count, a size, a span of time, characters), or that it states against a sentence whose figures are all of
other families ("인증서 30개까지" against "유효기간은 1년이다"), is a figure of another thing; (2) a question part
without nouns whose stated figure the sentence does not give (in no number of its unit) is about another rule. A
sentence that gives the same figure in the same unit carries it; one that gives another number in the same unit
corrects the premise ("3번 틀렸는데 잠겨요?" against "5번 연속 실패하면"), which stays an answer.
"""

from __future__ import annotations

import re

# the family of each unit kind (`bot.matching.model._UNIT_KIND`): figures of one family measure the same sort of thing
_FAMILY = {"year": "span", "month": "span", "week": "span", "day": "span", "hour": "span", "minute": "span",
           "clock": "clock", "times": "count", "number": "count", "size": "size", "chars": "chars"}

Figure = tuple[str, str]  # (number, unit kind)


def problems(question: str, stated: list[Figure], given: list[Figure], nounless: bool, asks: bool = False) -> list[str]:
    """Missing items for the question's stated figures (`stated`) against the sentence's figures (`given`). Only
    figures written in digits: "한 번 받으면" is "once", not a count. A question that asks a figure of its own
    (`asks`: "최소 몇 글자", "얼마나 잠겨 있어요?") may tell others in its story ("입사한 지 2주 됐는데", "어제 밤
    11시쯤", "파일이 3개 있는데요"): a figure of a family the sentence does not give is then the story's, not another
    thing asked; the same number in another unit still is (25개 vs 25MB)."""
    out: list[str] = []
    for number, kind in stated:
        if (number, kind) in given or not re.search(rf"(?<!\d){re.escape(number)}(?!\d)", question):
            continue
        family = _FAMILY.get(kind, kind)
        if any(n == number and _FAMILY.get(k, k) != family for n, k in given) or (
                given and not asks and not any(_FAMILY.get(k, k) == family for _, k in given)):
            out.append(f"({number}: a figure of another kind)")
        elif nounless and not any(k == kind for _, k in given):
            out.append(f"({number}: the figure that says what is asked)")
    return out
