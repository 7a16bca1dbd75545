"""The team a new employee names in an English self-introduction is who asks, not what is asked (issue 8, english18).

"Hi, I just joined the customer service team this week. I typed my password wrong a few times this morning and now
the system won't let me in. How long will my account stay locked?" (batch `_zz2`, odd half: written by managers
and new hires, with the situation first) is answered by "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다", but
"customer" is a glossary word (고객) and was required of the sentence. A clause in which the asker says they joined,
work in or are on a team ("I just joined the customer service team", "I've recently joined the finance department", "I'm
on the sales team", "I work in the marketing group") is put without the team's name ("I just joined the team"): the
team is who writes, as a self-description (`bot.rules.self_description`: 신입인데) is in Korean.

Not a team whose name says a role the policies give (IT, security, helpdesk, admin, privacy, infra, server …): "I'm
on the IT team, can I go into the server room alone?" asks as IT staff, which the answer may turn on.
"""

from __future__ import annotations

import re

_ROLES = re.compile(r"\b(?:it|security|helpdesk|help\s+desk|admin|administrator|privacy|infra|infrastructure|server|"
                    r"network|sysadmin|ops|devops)\b", re.I)
_JOINED_TEAM = re.compile(
    r"\b((?:I(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?joined|I(?:'m|\s+am)\s+(?:now\s+)?(?:on|in)|"
    r"I\s+(?:just\s+|now\s+)?work\s+(?:in|on|for))\s+(?:the|our|a)\s+)((?:[A-Za-z&/-]+\s+){1,3}?)"
    r"(team|department|dept|division|group)\b", re.I)


def plain(text: str) -> str:
    """`text` with the name of the asker's own team left out ("I just joined the customer service team" -> "I just
    joined the team"), unless the name says a role the policies give."""
    return _JOINED_TEAM.sub(lambda m: m.group(0) if _ROLES.search(m.group(2)) else f"{m.group(1)}{m.group(3)}", text)
