"""A lockout told in everyday English: "too many tries", "opens again" (issue 8, branch english16, blind batches).

"I locked myself out after too many tries, how long until the account opens again?" asks what "로그인에 5번 연속
실패하면 계정이 30분 동안 잠긴다" answers, but neither phrase carries a policy word:

- "too many tries / attempts" (without "failed") are failed ones: nobody tries too many times at something that
  worked. Put as "too many failed tries", which the glossary reads as 실패 (the rule's situation). Only after "too
  many", so "after 3 tries" or "how many attempts" keep their words (the figure asked or told is the topic).
- An account or a lock that "opens (up) again", "opens by itself" is unlocked (풀리): put as "unlocks" and so read
  by `bot.rules.english_states.answered` when the time is asked. Only in a message that speaks of a lock (lock,
  locked, lockout …), so "can I open the attachment again?" keeps its verb.
- An account that "stays / remains locked" is locked for that time (branch english18: "How long will my account stay
  locked?", `_zz2`): the verb of lasting is dropped before a lock state (locked, blocked, disabled), so "stay" is no
  word the sentence must carry. Not before other states ("stay connected", "stay valid" ask how long something
  lasts that no lock rule speaks of).
"""

from __future__ import annotations

import re

_TOO_MANY = re.compile(r"\btoo\s+many\s+(?:wrong\s+|bad\s+|incorrect\s+)?(tries|attempts)\b", re.I)
_LOCK_WORD = re.compile(r"\block(?:s|ed|ing|out)?\b", re.I)
_OPENS_AGAIN = re.compile(
    r"\b(open|opens|opened|opening)\s+(?:up\s+)?(again\b|(?=by\s+itself\b|on\s+its\s+own\b))", re.I)
_STAYS_LOCKED = re.compile(
    r"\b(?:stay|stays|stayed|staying|remain|remains|remained)\s+(?=(?:locked|blocked|disabled)\b)", re.I)
_UNLOCK = {"open": "unlock", "opens": "unlocks", "opened": "unlocked", "opening": "unlocking"}


def plain(text: str) -> str:
    """`text` with "too many tries" as "too many failed tries", "stays locked" as "be locked" and, beside a lock,
    "opens again" as "unlocks"."""
    text = _TOO_MANY.sub(lambda m: f"too many failed {m.group(1)}", text)
    text = _STAYS_LOCKED.sub("be ", text)  # "how long will my account stay locked?"
    if _LOCK_WORD.search(text):
        text = _OPENS_AGAIN.sub(lambda m: _UNLOCK[m.group(1).lower()] + ("" if m.group(2) else " "), text)
    return text
