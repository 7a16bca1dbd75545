"""An approver the asker offers as a condition, answered by a rule that needs none or names its own.

"개인 usb는 팀장님이 허락하면 써도 돼요?" is answered by "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다"
(the rule forbids the act outright: nobody's approval lifts it), and "소프트웨어 설치할 때 팀장 승인만 받으면 되죠?"
by "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다" (the rule names whose approval it takes). The offered
approver (팀장, 부장, 상사 …) is then no topic the sentence must name: the sentence must forbid with no approval
word at all, or name an approver's approval ("담당자의 승인"); "승인 없이 설치하지 않는다" says neither. Only when
the person stands in the question's own condition of approval ("팀장 승인 받으면", "팀장님이 허락하면", "팀장님한테
받아도", "팀장 승인만"), only for a permission or yes/no question, and not when the sentence names that approver
itself ("관리자 계정은 팀장 승인을 받은 뒤 발급한다" is left to the topic rule). Nor when the sentence leaves the
question's own act unsaid (branch hunt15): "팀장 승인 받으면 주민등록번호 수집해도 돼요?" is not answered by
"개인정보를 외부 업체에 제공하려면 개인정보 보호 담당자의 승인을 받는다", an approval for another act; only the
approval word itself (허락, 승인 …) may be missing beside the approver.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

APPROVERS = frozenset({"팀장", "팀장님", "부장", "부장님", "상사", "실장", "실장님", "본부장", "manager", "boss"})
_APPROVAL = r"(?:승인|허락|허가|결재|오케이|ok|okay|괜찮다고)"
# "<approver>(님)(이/가/한테/께) … <approval> (만) (받으면|하면|해 주면|해주시면|받아도)"
_OFFERED = re.compile(
    r"(?P<who>" + "|".join(sorted(APPROVERS, key=len, reverse=True)) + r")\S{0,3}\s*(?:\S+\s+){0,2}?"
    + _APPROVAL + r"\S{0,3}\s*(?:만\s*)?(?:받으면|받아도|하면|해\s*주면|해주시면|해\s*주시면|하시면|받고)")
# "<approver>님한테 받아도 되죠?", "<approver>께 받으면"
_ASKED_OF = re.compile(
    r"(?P<who>" + "|".join(sorted(APPROVERS, key=len, reverse=True))
    + r")\S{0,1}(?:한테|께|에게)\s*(?:서\s*)?(?:만\s*)?(?:받으면|받아도)")
_FORBIDS = re.compile(r"(?:지\s*않는다|지\s*않고|수\s*없다|금지)")
_APPROVAL_WORDS = re.compile(r"승인|허락|허가|결재")
_APPROVAL_ACT = re.compile(r"승인|허락|허가|결재|오케이|ok|okay|괜찮|받", re.IGNORECASE)  # the approving predicate
# the rule names whose approval it takes: "IT 담당자의 승인", "개인정보 보호 담당자의 승인", "보안팀 승인"
_NAMED_APPROVER = re.compile(r"(?:담당자|팀)의?\s*(?:승인|허가)")


def offered(question: str) -> frozenset[str]:
    """The approvers the question offers as its condition ("팀장 승인 받으면" -> {"팀장"})."""
    lowered = question.lower()
    found = [*_OFFERED.finditer(lowered), *_ASKED_OF.finditer(lowered)]
    return frozenset(m.group("who").removesuffix("님") for m in found)


def answered(question: str, missing: list[str], sentence: str, asks_whether: bool,
             missing_acts: Sequence[str] = ()) -> list[str]:
    """`missing` without the offered approver when the sentence forbids outright or names an approval itself;
    `missing_acts`: the question's predicates the sentence does not carry (an act other than the approval
    itself keeps the approver)."""
    if not asks_whether or not missing:
        return missing
    if any(_APPROVAL_ACT.fullmatch(act) is None for act in missing_acts):
        return missing
    who = offered(question)
    if not who:
        return missing
    squeezed = re.sub(r"\s+", "", sentence)
    outright = _FORBIDS.search(sentence) is not None and _APPROVAL_WORDS.search(sentence) is None
    if not (outright or _NAMED_APPROVER.search(sentence)):
        return missing
    if any(w in squeezed for w in who):  # the rule names that approver itself: the topic rule decides
        return missing
    return [m for m in missing if m.lower().removesuffix("님") not in who]
