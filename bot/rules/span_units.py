"""A span asserted in one unit against the policy's span in another (issue 8, false premises).

"VPN 인증서는 6개월짜리라서 …되는 거죠?" asserts 6 months; "VPN 인증서의 유효기간은 1년이다" states a year. The
premise verdict compared figures of the asserted unit only, found no month in the sentence and said nothing, so
the correction read like a plain quote. Spans convert exactly within years and months (1년 = 12개월) and within
weeks, days, hours and minutes; across the two (개월 against 일) only a difference of more than a tenth counts
(1개월 and 30일 are the same span). Business days (영업일) never convert. Only a sentence with exactly one span
figure is compared, so the span it states is the one the premise asserts.
"""

from __future__ import annotations

import re

_SPAN_RE = re.compile(r"(\d+)\s*(영업일|년|개월|달|주|일|시간|분)(?!기|류|실|야|석)")
# minutes in each unit; 년 and 개월 as months times 30 days when compared across the two families
_MONTHS = {"년": 12, "개월": 1, "달": 1}
_MINUTES = {"주": 7 * 1440, "일": 1440, "시간": 60, "분": 1}
_KIND_UNITS = {"year": "년", "month": "개월", "week": "주", "day": "일", "hour": "시간", "minute": "분"}


def _value(number: int, unit: str) -> tuple[str, float]:
    if unit in _MONTHS:
        return "months", number * _MONTHS[unit]
    return "minutes", number * _MINUTES[unit]


def differs(number: str, kind: str, sentence: str) -> bool:
    """True when the sentence's one span, in another unit, is not the asserted span (`number` of `kind`)."""
    unit = _KIND_UNITS.get(kind)
    if unit is None or not number.isdigit():
        return False
    found = _SPAN_RE.findall(sentence)
    if len(found) != 1 or found[0][1] == "영업일":
        return False
    family, asserted = _value(int(number), unit)
    other_family, stated = _value(int(found[0][0]), found[0][1])
    if family == other_family:
        return asserted != stated
    months = asserted if family == "months" else stated
    minutes = stated if family == "months" else asserted
    as_minutes = months * 30 * 1440
    return abs(as_minutes - minutes) > 0.1 * max(as_minutes, minutes)
