"""A question that asks in which case a rule applies (issue 8, hunt29): "OTP 인증은 어떤 경우에 꼭 해야 돼요?",
"어떨 때 신고해야 돼요?", "in which cases do I need OTP?".

A rule that opens with its situation ("회사 밖에서 사내 시스템에 접속할 **때는** OTP 다단계 인증을 반드시
사용한다") is a rule for that situation, and a question that never names it asks about another one
(`bot.matching.situations`, the sentence's scene). When the question asks *which* situation, that opening is the
answer, not a situation the question fails to tell. Korean and English; a closed list of question phrases.
"""

from __future__ import annotations

import re

_CASE_ASKED = re.compile(
    r"(?:어떤|어느|무슨)\s*(?:경우|상황|때)|어떨\s*때|언제\s*언제|"
    r"\bin\s+(?:what|which)\s+(?:cases?|situations?|circumstances)\b|\bwhat\s+(?:cases?|situations?)\b", re.I)


def asks_case(question: str) -> bool:
    """The question asks in which case or situation something applies."""
    return _CASE_ASKED.search(question) is not None
