"""How long the asker has worked here, told with the verb 입사, is their story (issue 8, session 59).

"입사하고 처음으로 집에서 일하게 됐어요. 회사 사이트들에 들어가기 전에 뭘 먼저 켜 둬야 하나요?", "입사한 지 열흘 됐는데
…": a new hire says how new they are before the question; the rule on working from home holds for them as for everyone
("회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다"). `bot.rules.self_description` sets such an opening aside
when it is said with the copula ("신입인데", "입사 4일차예요"); this module does so for the verb 입사 in a clause that
measures the time since (입사하고 처음, 입사한 지 N / 얼마 안 / 며칠 …). Not a question about joining itself ("입사하면
노트북 언제 받아요?", "입사일에 …"): there 입사 is the rule's own time and the sentence carries it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

_JOIN = "입사"
_TENURE = re.compile(r"입사(?:하고|한\s*지|한지|해서|했는데)\s*"
                     r"(?:처음|얼마|\d|일주일|열흘|며칠|몇|한\s*달|한\s*주|보름|이틀|사흘|첫|벌써|아직|겨우|이제)")


def carried(question: str, unmatched: Iterable[Term]) -> set[str]:
    """{"입사"} when it is unmatched and only measures the time since the asker joined; else empty."""
    if not any(t.text == _JOIN for t in unmatched) or _TENURE.search(question) is None:
        return set()
    return {_JOIN}
