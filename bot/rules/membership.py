"""Whether a thing falls under a prohibition, asked as membership: "업무용 노트북 같이 쓰면 안 되는 사람에 가족도
포함돼요?" asks what "가족도 업무용 노트북 같이 쓰면 안 돼요?" asks.

The frame ("… 안 되는 사람/대상/곳/것에 X도 포함돼요/들어가요/해당돼요?") puts the prohibited act in a modifier
and asks with 포함 / 들어가 / 해당, words no rule uses: the rule that forbids the act for that thing ("업무용 노트북은
가족과 함께 쓰지 않는다") was handed off. Read as the direct question, the rules read it as any question on
whether the act is allowed for X. Only a prohibition's frame (안 되는, 금지된, 못 하는) is rewritten.
"""

from __future__ import annotations

import re

_MEMBERSHIP_RE = re.compile(
    r"^(?P<clause>.+?)\s*(?:안\s?되는|안\s?돼는|금지된|못\s?하는)\s+(?:대상|사람|곳|것|거|경우|데|범위|정보|항목|자료|장소)(?:에|에는|엔)\s+"
    r"(?P<member>.+?)(?:도|까지)?\s+(?:포함(?:돼요|되나요|되나|돼|되는\s?거예요|되는\s?거죠|인가요)|"
    r"들어가(?:요|나요|는\s?거예요|는\s?거죠)|해당(?:돼요|되나요|되는\s?거예요|되는\s?거죠))\s*[?？]?\s*$")


def as_direct(text: str) -> str:
    """A membership question on a prohibition asked directly ("… 안 되는 사람에 가족도 포함돼요?" -> "가족도 … 안
    돼요?"); other text unchanged."""
    match = _MEMBERSHIP_RE.match(text.strip())
    if match is None:
        return text
    return f"{match.group('member')}도 {match.group('clause')} 안 돼요?"
