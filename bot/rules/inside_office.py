"""A rule for outside the company does not answer a question told from inside it (issue 8, session 56).

"사무실인데 회사 와이파이가 먹통이라 폰 핫스팟 잡았어요. 이 경우에도 VPN 먼저 켜야 함?" is asked at the office;
"회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다" holds outside the company and says nothing of the office.
When the sentence sets its rule outside the company ("회사 밖에서", "회사 밖에서는") and the question, or the story told
with it, tells that the asker is inside it (사무실인데, 회사에 있는데, 출근해서), one problem is reported; a place in
the asked clause ("회사 안에서 접속할 때만 쓰는 거 맞죠?") is a premise the sentence corrects.
"""

from __future__ import annotations

import re

_OUTSIDE_RULE = re.compile(r"회사\s*밖(?:에서|에선)")
# the asker at the workplace, told as the asker's situation: "사무실인데", "사무실이라서", "회사에 있는데", "출근해서"
# (not a place in the asked clause: "회사 안에서 접속할 때만 쓰는 거 맞죠?" is a premise to correct)
_INSIDE = re.compile(r"사무실(?:인데|이라서?|에\s*있는데)|회사(?:인데|에\s*있는데)|출근해서|출근했는데")
PROBLEM = "(inside the company: the sentence's rule is for outside it)"


def problems(question: str, sentence: str) -> list[str]:
    """One problem when the sentence's rule is for outside the company and the question is told from inside it."""
    if _OUTSIDE_RULE.search(sentence) is None or _INSIDE.search(question) is None:
        return []
    return [PROBLEM]
