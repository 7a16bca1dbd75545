"""Two things told together, then one question asked of "each" (issue 8, several questions in one message).

"Lost both my laptop and my secure USB on the train. Who do I report each one to?" asks two questions, one a
thing, each answered by its own rule (the laptop's and the USB's); read as one question, no sentence carries both
things and the message was handed off. Korean says the same after the two nouns (각각, 둘 다:
`bot.rules.both_items`); English says "both X and Y" in the story and "each (one)" in the question. The message is
read as the story and question told once per thing ("Lost my laptop on the train. Who do I report it to? Lost my
secure USB on the train. Who do I report it to?"), so each part is searched and answered on its own.
"""

from __future__ import annotations

import re

_BOTH_RE = re.compile(
    r"\bboth\s+(?P<a>(?:(?:my|our|the|his|her|their)\s+)?[\w-]+(?:\s+[\w-]+)?)\s+and\s+"
    # the second thing ends where the sentence goes on with a place or time, or ends
    r"(?P<b>(?:(?:my|our|the|his|her|their)\s+)?[\w-]+(?:\s+[\w-]+)??)"
    r"(?=\s+(?:on|in|at|from|during|while|when|yesterday|today|last|this)\b|\s*[.,!?])",
    re.I,
)
_EACH_RE = re.compile(r"\beach(?:\s+one|\s+of\s+them)?\b", re.I)


def distributed(question: str) -> str:
    """The message told once per thing when it tells "both X and Y" and then asks of "each"; else unchanged."""
    both = _BOTH_RE.search(question)
    # the two things are the object of what the sentence tells ("Lost both …"), not its subject
    if both is None or not re.search(r"\w", re.split(r"[.!?]", question[:both.start()])[-1]):
        return question
    rest = question[both.end():]
    ends = [m.end() for m in re.finditer(r"[.!?]\s*", rest)]
    each = _EACH_RE.search(rest)
    # "each" in a later sentence, which asks: the question is asked of both things
    if each is None or not ends or each.start() < ends[0] or "?" not in rest[each.end():]:
        return question
    head, tail = question[:both.start()], rest.replace(each.group(0), "it", 1)
    return " ".join(f"{head}{thing}{tail}".strip() for thing in (both.group("a"), both.group("b")))
