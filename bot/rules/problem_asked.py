"""A question that asks whether something is a problem takes no yes/no verdict (issue 8, session 56).

"비번 10자로 하면 문제 되나요?" asks whether ten characters are a problem; the policy's "비밀번호는 12자 이상으로
만든다" contradicts the asker's figure, and the verdict for that ("아닙니다.", as for "10자면 되죠?") reads here as
"no, it is no problem": the opposite of the rule. Asked whether something is a problem, a violation or wrong, the
polarity of 네 / 아닙니다 is the reverse of a leave asked, so the answer quotes the rule without a verdict. Asked
whether it is no problem ("문제 없죠?") the polarity is a leave's, and the verdict stays.
"""

from __future__ import annotations

import re

# "문제 되나요", "문제가 될까요", "문제 생기나요", "문제 있나요", "규정 위반인가요", "위반이에요?"; not "문제 없죠?"
_PROBLEM_ASKED = re.compile(r"문제\s*(?:가\s*)?(?:되|돼|될|됨|생기|생길|생겨|있|있을)|위반")


def asks_problem(question: str) -> bool:
    """The question asks whether something is a problem or a violation (yes means: not all right)."""
    return _PROBLEM_ASKED.search(question) is not None
