"""A negated premise against a bound: no 네 / 아닙니다 (issue 8, false premises in a message of several parts).

"30MB 파일은 메일에 첨부 못 하죠?" asserts that a file above the limit cannot go, which "메일 첨부 파일은 25MB까지 보낼
수 있다" confirms; comparing the figures alone (30 is not 25) would say 아닙니다. Whether a negated claim about a
figure agrees with a bound ("N까지", "N 이상", "N 이내") depends on which side of the bound the figure lies and on
what is negated, so the answer states the policy's sentence without a verdict; the figure is there to read.
A negated claim against a plain figure ("최근 10개는 재사용 못 하는 거 맞죠?" against "최근에 쓴 비밀번호 5개는 다시 쓸
수 없다") keeps its verdict.
"""

from __future__ import annotations

import re

from bot.language.terms import raw_morphemes

# A figure stated as a bound: "25MB까지", "12자 이상", "5영업일 이내", "25MB가 넘는"
_BOUND_RE = re.compile(r"\d+\s*[A-Za-z가-힣]{0,3}\s*(?:까지|이상|이하|이내|미만|초과|가\s*넘|이\s*넘|을\s*넘|를\s*넘)")


def negates(text: str) -> bool:
    """The question negates its predicate: 안 / 못 before it, or -지 않- / -지 못하-."""
    for m in raw_morphemes(text):
        first = m.pos.split("+")[0]
        if (first == "MAG" and m.surface in ("안", "못")) or (first == "VX" and m.lemma in ("않", "못하")):
            return True
    return False


def negated_against_bound(question: str, sentence: str) -> bool:
    """The question negates and the policy sentence states its figure as a bound: no verdict on the premise."""
    return _BOUND_RE.search(sentence) is not None and negates(question)
