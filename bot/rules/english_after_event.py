"""An English question that asks what happens once an event has come looks past the event (issue 8, english18).

"If my password expires while I'm on vacation and I miss the reminder, what happens when I come back?" asks what
follows the expiry; "만료 7일 전부터 사내 포털에 변경 안내가 표시된다" says what comes before it, and was quoted
(batch `_zz2`, odd half: a near miss answered). `bot.rules.figure_scope.too_late` already refuses a sentence that says
what to do before an event the question says has happened ("password expired again, …"); a question that asks
"what happens" with the event in a condition clause ("if / when / once / after it expires") stands after the event
the same way, whatever the tense of its verb.
"""

from __future__ import annotations

import re

from bot.language import english

_WHAT_HAPPENS = re.compile(r"\bwhat(?:\s+will|\s+would|'ll|\s+is\s+going\s+to)?\s+happens?\b|\bwhat\s+then\b", re.I)
_CONDITION = re.compile(r"\b(?:if|when|once|after|whenever)\b", re.I)


def asks_after(question: str, surface: str) -> bool:
    """Whether an English `question` asks what happens and names `surface` (the event, as the question writes it)
    after a condition word ("if my password expires, what happens?")."""
    if not english.is_english(question) or not _WHAT_HAPPENS.search(question):
        return False
    lowered = question.lower()
    at = lowered.find(surface.lower())
    if at < 0:
        return False
    return any(m.start() < at for m in _CONDITION.finditer(lowered))
