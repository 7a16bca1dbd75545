"""Whether only one thing is allowed, asked (issue 8): "회사 노트북에 꽂을 수 있는 건 보안 USB**뿐**이에요?" is
answered by the rule that says only that thing ("… 보안 USB**만** 사용한다"), not by a rule that forbids some other
things ("개인 USB나 외장 하드는 … 연결하지 않는다"), which leaves open what else is allowed. On the text alone.
"""

from __future__ import annotations

import re

# "X뿐이에요?", "X만 돼요?", "X만 가능해요?", "only X?"; not a figure's bound ("10MB까지만 되죠?", "12자만 넘으면")
_ASKS_ONLY = re.compile(
    r"(?<!까지)(?<![0-9])(?<!\d[가-힣A-Za-z])(?<=[가-힣A-Za-z])\s*(?:뿐|만)\s*(?:이에요|인가요|이죠|인지|예요|이야|인가|이냐|가능|돼|되|써야|사용|허용)"
    # English "only" before a figure bounds it ("only needs to be 8 characters", "only once a year"): no thing asked
    r"|\bonly\b(?!(?:\s+[a-z]+){0,5}?\s+(?:\d+|once|twice|two|three|four|five|six|ten)\b)",
    re.I,
)
# a sentence that says only: a noun with 만, 뿐, 외에는 / 이외 / 말고는, only
_STATES_ONLY = re.compile(r"[가-힣A-Za-z0-9]만(?=[\s.,]|$)|뿐|외에는|이외|말고는|\bonly\b", re.I)


def problems(question: str, sentence: str) -> list[str]:
    """A question whether only one thing is allowed is answered only by a sentence that says only."""
    if _ASKS_ONLY.search(question) and not _STATES_ONLY.search(sentence):
        return ["(only one thing asked: the sentence does not say only)"]
    return []
