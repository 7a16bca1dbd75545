"""A span the asker asserts as a period or a validity is not answered by a lead time (issue 8, false premises).

"VPN 인증서 6개월마다 갱신하는 거 맞죠?" asserts how often (or for how long) something holds; the figure makes the
question want a duration (`Part.inferred_quantity`). "인증서가 만료되기 30일 전에 재발급을 신청한다" states only a
lead time before an event, for another act (신청): quoted, it neither confirms nor corrects the 6 months, and it
read as the answer because 30일 is a duration. Like `bot.rules.lead_time` for "언제까지" asked: a sentence whose
figures are all lead times ("N일 전에", "N일 전부터") and whose act the question does not name does not answer an
asserted span. A premise that asserts a lead time itself ("14일 전에 신청하면 되죠?") or asks about the time
before something (미리, before) is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.rules import lead_time

_ASSERTED_SPAN_RE = re.compile(
    r"(?:\d+|한|두|세|네|다섯|여섯)\s*(?:년|개월|달|주일?|영업일|일|시간|분|years?|months?|weeks?|days?|hours?|minutes?)"
    r"(\s*(?:전|before|ahead|in\s+advance))?", re.I)
_BEFORE_ASKED_RE = re.compile(r"미리|before|in\s+advance|ahead", re.I)


def problems(question: str, inferred: bool, sentence: str,
             policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """A lead-time sentence for another act does not answer a span the question asserts."""
    if not inferred or _BEFORE_ASKED_RE.search(question):
        return []
    spans = list(_ASSERTED_SPAN_RE.finditer(question))
    if not spans or any(s.group(1) for s in spans):
        return []  # no span asserted, or a lead time asserted ("14일 전에"): the lead time answers it
    act = lead_time.other_act(question, sentence, policy_words)
    return [] if act is None else [f"(a lead time before an event, for {act}: not the span the question asserts)"]
