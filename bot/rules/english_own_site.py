"""Sending or taking a thing to a site of the company itself, against a rule for sending it outside (issue 8,
twenty-ninth session).

"Sending a confidential doc to our overseas branch office. Do I still need my team lead's approval?" asks about
a copy that stays inside the company; "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 …" is a rule for sending
outside it, and its approval may or may not apply. The story words (overseas, branch, office) were set aside as
where the asker is, so the rule answered. The Korean reading has this already (`place_scope`: 지사, 본사 are the
workplace); this is the English one.

A destination of the company's own: "to" + "our" / "the company's" / "another" / "the other" + up to two words +
a site or unit noun (office, branch, headquarters, HQ, subsidiary, site, team, department, affiliate). A rule
scoped outside: the sentence says 외부로, 외부에, 회사 밖, 사외. Closed word classes, no questions listed.
"""

from __future__ import annotations

import re

_OWN_SITE = re.compile(
    r"\b(?:to|for|at)\s+(?:our|the\s+company'?s|another|the\s+other|a\s+different)\s+(?:[a-z-]+\s+){0,2}"
    r"(?:office|offices|branch|branches|headquarters|hq|subsidiary|site|team|department|affiliate)\b", re.I)
_OUTSIDE_SCOPE = re.compile(r"외부로|외부에|회사\s*밖|사외")


def problem(question: str, sentence: str) -> str | None:
    """What the sentence does not answer about a thing the English question sends to the company's own site."""
    found = _OWN_SITE.search(question)
    if found is None or not _OUTSIDE_SCOPE.search(sentence):
        return None
    return f"({found.group(0).strip()}: a site of the company's own; the sentence's rule is for outside it)"
