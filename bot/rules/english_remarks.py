"""Runs of chat marks in an English message: "!!", "?!" (issue 8, branch english16).

"Someone stole my laptop bag at the airport!! who do I report it to": a run of marks ("!!", "?!", "!!!") is one
mark (a question mark when the run holds one). Split as written, the second "!" was a piece of its own, and the
story before it was read as a part that asks nothing instead of the story of the question after it
(`bot.matching.question_parts`). Put in plain form by `bot.language.english.normalize`.

A story told after its question ("how long is the VPN certificate valid for? leaving for a 2-month trip") is left
where it is: moved before the question it answered three dev questions more, but "who do I report my secure USB to?
it got a scratch on the cover" then read the scratch as story and was answered by the rule on a lost USB.
"""

from __future__ import annotations

import re

_MARK_RUN = re.compile(r"[!?？！]{2,}")


def plain(text: str) -> str:
    """`text` with each run of marks made one mark."""
    return _MARK_RUN.sub(lambda m: "?" if any(c in "?？" for c in m.group(0)) else "!", text)
