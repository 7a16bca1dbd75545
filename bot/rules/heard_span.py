"""A span the asker heard is not answered by a lead time (issue 8, branch hunt30).

"옆 팀 동료가 VPN 인증서는 6개월짜리라서 반년마다 새로 받아야 한다던데, 저도 지금 재발급 신청해야 하나요?" rests on
a heard figure: how long the certificate lasts. "인증서가 만료되기 30일 전에 재발급을 신청한다" names the certificate,
the reissue and the application, but its only figure is a lead time before the expiry: quoted, it neither confirms
nor corrects the 6 months the question rests on. `bot.rules.asserted_period` reads a span asserted in the question
itself and only against a sentence for another act; a span in a reported clause (-다던데, -다고 들었는데, the
markers of `bot.rules.heard_premise`) is the premise whatever the question asks after it. So a sentence whose figures
are all lead times ("N일 전에", "N일 전부터") does not answer a heard span that is not itself a lead time.
"""

from __future__ import annotations

import re

from bot.rules.heard_premise import _HEARD_CLAUSE_RE

_SPAN_RE = re.compile(
    r"(?:\d+|한|두|세|네|다섯|여섯)\s*(?:년|개월|달|주일?|영업일|일|시간|분)(\s*(?:전|뒤|후|안에|이내))?")
_LEAD_RE = re.compile(r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)(\s*전)?")


def heard_clause(text: str) -> str | None:
    """The reported clause that opens a question ("… 6개월짜리라서 반년마다 새로 받아야 한다던데"), when a question
    follows it; None otherwise."""
    m = _HEARD_CLAUSE_RE.search(text)
    if m is None or not re.search(r"[?？]|요\s*$|죠\s*$|까\s*$", text[m.end():].strip()):
        return None
    return text[:m.end()]


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question rests on a heard span and the sentence gives only lead times."""
    clause = heard_clause(question)
    if clause is None:
        return []
    spans = list(_SPAN_RE.finditer(clause))
    if not spans or any(s.group(1) for s in spans):
        return []  # no span heard, or a lead time heard ("14일 전에 신청하라던데"): a lead time answers it
    figures = list(_LEAD_RE.finditer(sentence))
    if not figures or not all(f.group(1) for f in figures):
        return []
    return ["(a heard span: the sentence gives only a lead time)"]
