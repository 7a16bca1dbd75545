"""A short question after a question that asks it again in other words (issue 8, batch `_en_z`).

"password change 주기 어케 돼요? 몇일마다?", "외부 메일로 confidential 파일 보내도 됨? 뭐 해야되는거 있어요?":
the second piece names no topic of its own, adds no act and no condition, and only asks for the figure or for
what to do. `bot.topic.TopicMatcher.parts` reads it with the nouns of the question before it, like any
topicless follow-up; a follow-up that asks something else ("안 되면 뭘 써야 돼요?": a condition, another case)
must be answered by another sentence, while a restatement may be answered by the same one.
"""

from __future__ import annotations

import re

from bot.language.terms import Term, analyze

_CONDITION_EN = re.compile(r"\b(?:if|when|unless|otherwise)\b", re.I)


def restates(piece: str, terms: list[Term], quantity: str | None, asks_what_to_do: bool) -> bool:
    """`piece` (as written, before the nouns of the question before it are added) restates that question:
    it has no topic word or act of its own (`terms`: its content terms without the asked quantity's unit
    nouns), no condition (…면, if, when), and asks only for a figure (`quantity`) or for what to do."""
    if terms or not (quantity is not None or asks_what_to_do):
        return False
    if _CONDITION_EN.search(piece):
        return False
    return not any(m.tag == "EC" and m.surface.endswith("면") for m in analyze(piece))


# Figures of one family: a span of time may be asked as a duration, in a unit, or as how often.
_SPAN = frozenset({"year", "month", "week", "day", "hour", "minute", "duration", "frequency", "when"})


def same_figure(asked_before: str | None, asked_now: str | None) -> bool:
    """The follow-up asks for the figure the question before asked (or either asks none in particular):
    "보관 기간 어케 돼요? 몇 년?" restates; "how long are logs kept, and what time do they run?" asks a clock
    time after a span, a question of its own."""
    if asked_before in (None, "number") or asked_now in (None, "number"):
        return True
    return asked_before == asked_now or (asked_before in _SPAN and asked_now in _SPAN)
