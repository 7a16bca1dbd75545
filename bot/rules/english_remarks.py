"""Runs of chat marks in an English message: "!!", "?!" (issue 8, branch english16).

"Someone stole my laptop bag at the airport!! who do I report it to": a run of marks ("!!", "?!", "!!!") is one
mark (a question mark when the run holds one). Split as written, the second "!" was a piece of its own, and the
story before it was read as a part that asks nothing instead of the story of the question after it
(`bot.matching.question_parts`). Put in plain form by `bot.language.english.normalize`. So is an emoji between two
sentences ("I left my work laptop on the subway 😭 who should I tell?"): a full stop, so the story before it is the
story of the question after it (session 37).

A story told after its question ("how long is the VPN certificate valid for? leaving for a 2-month trip") is left
where it is: moved before the question it answered three dev questions more, but "who do I report my secure USB to?
it got a scratch on the cover" then read the scratch as story and was answered by the rule on a lost USB.
"""

from __future__ import annotations

import re

_MARK_RUN = re.compile(r"[!?？！]{2,}")
# an emoji (or a run of them) between a word and the next sentence ("… on the subway last night 😭 who should I tell
# first?"): it ends the sentence before it, as a full stop would (session 37)
_EMOJI_BETWEEN = re.compile(r"(?<=[A-Za-z0-9])\s*[\u2600-\u27bf\U0001f300-\U0001faff][\u2600-\u27bf\ufe0f\u200d"
                            r"\U0001f300-\U0001faff\s]*\s(?=[A-Za-z])")


def plain(text: str) -> str:
    """`text` with each run of marks made one mark, and an emoji between two sentences made a full stop."""
    text = _EMOJI_BETWEEN.sub(". ", text)
    return _MARK_RUN.sub(lambda m: "?" if any(c in "?？" for c in m.group(0)) else "!", text)
