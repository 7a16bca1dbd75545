""""출장 전에 확인하려는데 VPN 인증서는 만료 14일 전에만 재발급 신청하면 되죠?": a clause opening the message that only
says the asker is checking or asking ("… 확인하려는데", "… 물어보는데", "… 여쭤보려고 하는데") frames the question; its
time or reason ("출장 전에") is when the asker asks, not when the asked act is done, so it is no topic or event a
policy sentence must name (issue 8, messages written by people in a hurry). So is an opening clause that only says
what the asker has on at the moment ("해외출장 중인데, VPN 인증서 유효기간이 …", "회의 5분 전인데 …": the asker's
clock, no figure the question asserts), when the asker asks ("주말인데", "연휴 전날이라"), where the asker is ("지방
지사에 와 있는데", "집에서 일하는데"; probes `_p47b`, `_p47d`).

`bot.matching.question_parts` reads the message without such a clause when none of its nouns is a word the policies
use ("인증서 확인하려는데 …" keeps it: the thing checked may be what is asked).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.terms import content_terms

# the opening clause, up to the connective after a verb of checking or asking
_LEAD_RE = re.compile(
    r"^\s*(?P<lead>[^?？.!]{0,30}?)\s*(?:(?:확인|체크)\s*(?:하|해)|(?:물어|여쭤|여쭈어|알아)\s*(?:보|봐))"
    r"\s*(?:려는데|려고\s*하는데|는데|려구\s*하는데)\s*요?\s*[,.~…]*\s+"
    # or what the asker has on at the moment ("해외출장 중인데", "회의 5분 전인데")
    r"|^\s*(?P<underway>[^?？.!]{0,20}?)\s*(?:중|전|직전)(?:인데|이라서|이라|이어서|이거든)\s*요?\s*[,.~…]*\s+"
    # ... or when the asker asks ("주말인데", "연휴 전날이라") or where the asker is ("지사에 와 있는데", "집에서
    # 일하는데"); not what the asker is about to leave for ("출장 가기 전에 비밀번호 바꿔 놔야 돼요?" times the act
    # against the trip, bot.rules.kind_scope)
    r"|^\s*(?P<when>(?:[^?？.!\s]+\s+){0,2}?(?:주말|연휴|휴일|공휴일|명절|새벽|밤|저녁|점심시간|연말|연초|월말|마감))"
    r"\s*(?:전날|직전|끝무렵)?\s*(?:인데|이라서|이라|이어서|이거든)\s*요?\s*[,.~…]*\s+"
    r"|^\s*(?P<where>[^?？.!]{0,20}?)\s*(?:(?:(?:에|에서)\s*)?(?:와\s*있는데|나와\s*있는데|왔는데)"
    r"|(?:에|에서)\s*(?:있는데|일하는데|근무하는데))"
    r"\s*요?\s*[,.~…]*\s+"
)


def without_inquiry_lead(text: str, known: Callable[[str], bool]) -> str:
    """The message without an opening clause that only says the asker is checking or asking, when `known` (a noun
    the policies use) holds for none of its nouns; unchanged otherwise."""
    found = _LEAD_RE.match(text)
    if found is None or not text[found.end():].strip():
        return text
    lead = next(found.group(g) for g in ("lead", "underway", "when", "where") if found.group(g) is not None)
    if any(not t.verb and known(t.text) for t in content_terms(lead)):
        return text
    return text[found.end():]
