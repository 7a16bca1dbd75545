"""Who told the asker an English premise: "My colleague told me that …. Is that right?" (issue 8, false premises).

"I heard passwords must be changed every 60 days. Is that right?" is answered with the correction ("아닙니다. 비밀번호는
90일마다 바꾼다."); "My colleague told me that …" was handed off because the source (colleague -> 동료, a word of the
account-sharing rule) became a topic noun of the premise that the sentence stating the figure does not carry. The
person who said it is no part of what was said, as in Korean (`bot.rules.hearsay.without_source`): a message that
opens with a short subject and a verb of saying (told me / us, said, says, mentioned, claims), followed by a clause
(not "told me to …", an instruction relayed) and a confirmation (right, correct, true, …?), is read as "I heard
that …" (hear and heard frame a premise: `bot.language.english.FRAME_WORDS`).
"""

from __future__ import annotations

import re

_SOURCE_RE = re.compile(
    r"^\s*(?:(?:my|our|a|an|the|one\s+of\s+(?:my|our|the))\s+)?(?:[A-Za-z][\w'-]*\s+){0,2}?[A-Za-z][\w'-]*\s+"
    r"(?:told\s+(?:me|us)|said|says|mentioned|claims|claimed|was\s+saying|keeps\s+saying)\s+(?:that\s+)?(?!to\b)",
    re.I)
# the message asks whether the premise holds
_CONFIRM_RE = re.compile(
    r"\b(?:right|correct|true|accurate|the\s+case|legit|ok|okay)\s*\?\s*$|\bis\s+(?:that|this|it)\s+(?:so|true)\b",
    re.I)
# not the asker's own words ("I said …", "we told them …") nor a thing that speaks ("the error said …" stays: the
# subject is read as a source only when it is not "I" / "we")
_SELF_RE = re.compile(r"^\s*(?:i|we|you)\s", re.I)


def as_heard(question: str) -> str:
    """The English message with its opening source put as "I heard that"; other text unchanged."""
    if _SELF_RE.match(question) or not _CONFIRM_RE.search(question):
        return question
    m = _SOURCE_RE.match(question)
    if m is None or not re.search(r"\d", question[m.end():]):
        return question  # a premise states a figure here; "X said Slack is free" is left as it was
    return f"I heard that {question[m.end():]}"
