"""Leave to put an act off, asked in English, is answered by a rule that says to do it at once (issue 8, english18).

"I lost the company's secure USB stick yesterday. It's Friday, can I wait until Monday to report it?" asks whether the
report may wait: "보안 USB를 잃어버리면 즉시 보안팀에 신고한다" and "잃어버린 사실을 알게 되면 미루지 않고 바로 알린다"
answer it (no), but "wait" was a word no sentence carries and the message was handed off (batch `_zz2`, odd half).
`bot.rules.delay_asked` reads the Korean wait (며칠 있다가, 나중에, 내일); this module reads the English one for it:

- `delays`: a wait told in the question: wait, put off, hold off, delay, postpone, later, tomorrow, next week / month
  / a weekday, until + a day;
- `answered`: in an English permission question that tells a wait, the words of the wait (wait, later, tomorrow,
  Monday …) are not what the sentence must carry when it says to do the act at once (즉시, 바로, 곧바로) or forbids
  the wait (미루지 않고, 지체 없이). The act itself ("report") stays required.

`delay_asked.asks_to_wait` reads `delays` too, so the section's sentence that forbids the wait in words is quoted with
an "at once" sentence (`delay_asked.not_put_off`).
"""

from __future__ import annotations

import re

from bot.language import english

_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri)"
_DELAY_RE = re.compile(
    rf"\b(?:wait|waiting|delay|postpone|later|tomorrow|put\s+(?:it\s+|this\s+|that\s+)?off|hold\s+off"
    rf"|next\s+(?:week|month|{_DAYS})|(?:until|till|til)\s+{_DAYS}|after\s+the\s+weekend)\b", re.I)
_WAIT_WORDS = frozenset(
    """wait waiting delay postpone later tomorrow week weekend month until till til monday tuesday wednesday thursday
    friday saturday sunday""".split()  # noqa: SIM905
)
_AT_ONCE_RE = re.compile(r"즉시|곧바로|바로|미루지\s*않|지체\s*없이")


def delays(question: str) -> bool:
    """An English question that tells a wait ("can I wait until Monday", "… til later", "… next week")."""
    return english.is_english(question) and _DELAY_RE.search(question) is not None


def answered(question: str, permission: bool, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the words of the wait, for an English permission question that tells one, against a sentence
    that says to do the act at once."""
    if not missing or not permission or not delays(question) or _AT_ONCE_RE.search(sentence) is None:
        return missing
    return [word for word in missing if word.lower() not in _WAIT_WORDS]
