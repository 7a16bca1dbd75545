"""Whose approval is needed, answered by a rule that needs none (issue 8, branch cover23, batch `_zn2`).

"7zip 깔려면 누구한테 허락받아야돼요?" asks who approves; the catalog row "… / 설치: 자유 설치" (installed without
approval) answers it: nobody's. The who rule (`bot.rules.answer_kind`: the sentence must name a person or team the
question does not) is met by a sentence that says the approval is not needed — 자유 설치, 승인이 필요 없다 — when
the question asks whose approval or permission (승인, 허락, 허가, 결재, approval, permission, sign-off).
A who question about anything else ("누가 설치해 줘요?", "누구한테 반납해요?") keeps the rule, and so does a
sentence that names an approval it requires ("승인 필요") or forbids acting without it ("승인 없이 … 넘기지
않는다": first measured with 승인 없이 counted as a waiver, it answered five dev questions on the vendor rule wrongly).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_ASKS_APPROVER = re.compile(
    r"(?:누구|누가|어디|who(?:se|m)?\b).*?(?:승인|허락|허가|결재|오케이|approv|permission|sign-?off|ok\b)|"
    r"(?:승인|허락|허가|결재|approv|permission|sign-?off).*?(?:누구|누가|어디|who(?:se|m)?\b)", re.I)
# not "승인 없이 … 넘기지 않는다": that forbids acting without the approval, it does not waive it
_NONE_NEEDED = re.compile(r"자유\s*설치|(?:승인|허락)(?:이|은|는)?\s*필요\s*없")
_WHO_PROBLEM = "(who: a person or team the question does not name)"


def answers_approver(question: str, sentence: str) -> bool:
    """The question asks whose approval it needs and the sentence says none is needed."""
    return bool(_ASKS_APPROVER.search(question)) and bool(_NONE_NEEDED.search(sentence))


def without_who(question: str, sentence: str, missing: Sequence[str]) -> list[str]:
    """`missing` less the who problem when the sentence says no approval is needed for what the question asks."""
    if _WHO_PROBLEM not in missing or not answers_approver(question, sentence):
        return list(missing)
    return [m for m in missing if m != _WHO_PROBLEM]
