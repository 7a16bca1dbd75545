"""Turning the VPN on is connecting it (issue 8, session 56).

Employees turn a VPN on ("VPN 켜면", "VPN 먼저 켜요?", "집에서 그룹웨어 들어갈 때 뭐 먼저 켜야 됨") where the policy
connects it ("회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다"). The verb 켜 is carried by a sentence that
connects the VPN when the question asks what comes first (먼저, 뭐부터) and what it turns on is the VPN itself or
what it asks for (뭐, 뭘, 무엇): one word may stand between them ("VPN 먼저 켜요?"). Turning on anything else
("컴퓨터 켜도", "와이파이 켜둬도") stays a word to carry, and so does turning the VPN on as a way of doing something
else ("VPN 켜고 폰 핫스팟으로 접속하는 건 괜찮죠?": measured, that answered a near miss with the VPN-first rule).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term
from bot.rules import first_step

_VPN_CONNECTED = re.compile(r"VPN\S*\s+(?:\S+\s+)?연결", re.IGNORECASE)
_TURNED_ON = re.compile(r"(?:vpn|브이피엔|뭐|뭘|무엇|무얼)\S*\s+(?:\S+\s+)?(?:켜|켰|킨|키고|키면|킬)", re.IGNORECASE)


def carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """{"켜"} when the question turns on the VPN (or asks what to turn on) and the sentence connects the VPN."""
    if not any(t.verb and t.text == "켜" for t in unmatched):
        return set()
    if _VPN_CONNECTED.search(sentence) is None or _TURNED_ON.search(question) is None or ("먼저" not in question
            and not first_step.asks_first(question)):
        return set()
    return {"켜"}
