"""Calendar days and business days are not the same figure (batch `_k`).

"퇴사하고 노트북 반납 5일 이내면 주말 포함해서 5일인 거죠?" asserts five calendar days; the policy's "5영업일
이내" is five business days. The numbers agree, the figures do not, so the answer must not open with 네: the
quoted sentence states 5영업일 plainly and the asker reads the difference. When the asker counts in business
days too ("영업일 기준 5일", "5영업일"), the figures agree.
"""

from __future__ import annotations

import re

_BUSINESS_RE = re.compile(r"영업일|business\s+days?|working\s+days?", re.I)


def _counts_business_days(text: str, number: str) -> bool | None:
    """Whether `text` counts `number` days as business days (True), calendar days (False), or states no such
    figure (None)."""
    found = re.search(rf"(?<!\d){number}\s*(영업일|일|business\s+days?|working\s+days?|days?)", text, re.I)
    if found is None:
        return None
    return _BUSINESS_RE.search(text) is not None


def day_kind_differs(question: str, sentence: str, number: str) -> bool:
    """The question and the sentence state `number` days, one in business days and one in calendar days."""
    asked = _counts_business_days(question, number)
    stated = _counts_business_days(sentence, number)
    return asked is not None and stated is not None and asked != stated
