"""Starting at the company told as a day in English: "I'm starting Monday" (issue 8, branch english16).

"I'm starting Monday, when do I get my work laptop?" is asked by a new hire before the first day: "업무용 노트북은
입사일에 지급한다" answers it. "start" alone names no policy word (a program, a meeting, a VPN also start), and the
weekday is a date of the story, not its topic, so both words were missing against the sentence.

So a clause in which the asker (I, I'm, I'll) starts or begins on a day (a weekday, tomorrow, next week or month, the
1st …) without an object ("I'm starting the VPN" keeps its words) is put as "I'm a new hire" (glossary: 입사일).
Also "my first day is Monday" drops the day. Put in plain words by `bot.language.english.normalize`.
"""

from __future__ import annotations

import re

_DAY = (r"(?:(?:on\s+|this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|"
        r"fri)|tomorrow|today|next\s+(?:week|month)|(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)?|"
        r"on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)")
# … or joins the company itself ("I'm joining the company next Monday"): the company is where the asker starts
_WHERE = r"(?:work\s+|here\s+|the\s+company\s+)?"
_STARTING = re.compile(
    rf"\b(?:i'm|i\s+am|im|i'll\s+be|i\s+will\s+be)\s+(?:starting|joining|beginning)\s+{_WHERE}{_DAY}\b"
    rf"|\bi\s+(?:start|begin|join)\s+{_WHERE}{_DAY}\b", re.I)
_FIRST_DAY = re.compile(rf"\b(first\s+day)\s+(?:is|will\s+be)\s+{_DAY}\b", re.I)


def plain(text: str) -> str:
    """`text` with "I'm starting Monday" as "I'm a new hire" and "my first day is Monday" as "my first day"."""
    text = _STARTING.sub("I'm a new hire", text)
    return _FIRST_DAY.sub(lambda m: m.group(1), text)
