"""A permission the asker takes for granted, answered by a rule that forbids the act outright: "아닙니다."
(issue 8, false premises).

"개인 USB 업무용 컴퓨터에 꽂아도 되죠?" asserts that the act is allowed and asks only for confirmation; the
quoted "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다." forbids that very act, so the answer begins
"아닙니다." like a premise whose figure the policy contradicts (`premise_verdict` in the extractive generator).

Only when all of these hold:
- the part asserts and asks to confirm (…죠?, 맞죠?; not a plain "…되나요?") a permission (…해도 되죠?,
  괜찮죠?) or a course ("…끄는 게 맞죠?") and negates nothing itself ("안 꽂아도 되죠?" asks whether it may
  be left undone: a prohibition would say 네, so no verdict is given);
- the quoted sentences forbid (-지 않 / -지 말) one of the question's own acts, itself or as its glossary
  word (꽂 -> 연결);
- the sentence names no approval, exception or condition that could lift it (승인 없이, 예외, 경우에만, 때만).
Otherwise nothing is added: the sentence is quoted as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from bot.rules.asked_attribute import negated_acts

# a rule that names what lifts it answers "may I, given X?" only through the topic rule, never with a bare no
_LIFTED = re.compile(r"승인|허락|허가|없이|예외|제외|경우에만|때만|외에는|말고는")
# the asker negates the act ("안 꽂아도", "꽂지 않아도", "못 해도"): permission to leave it undone
# the asker asserts ("…되죠?", "…잖아요", "맞죠?"): a plain "…되나요?" asks, and gets the rule without a verdict
_ASSERTS = re.compile(r"(?:죠|죵|쥬|지요|잖아요|맞나요|맞아요|맞습니까)\s*[?？~.!]*\s*$")
# "일단 컴퓨터부터 끄는 게 맞죠?": the act asserted as the right course, asked like a permission
_COURSE = re.compile(r"[는은]\s*(?:게|거|것이)\s*(?:맞|좋|낫)")
_NEGATED_ASK = re.compile(r"(?:^|\s)(?:안|못)\s*\S+(?:도|면)\s|지\s*(?:않|말|못)\S*(?:도|면)\s|안\s*해도")


def denies(confirm: bool, permission: bool, text: str, acts: Iterable[str],
           concepts: Mapping[str, set[str]], sentence: str) -> bool:
    """True when the sentence forbids the act whose permission the part asks to confirm (`acts`: the part's
    verb stems and verbal nouns; `concepts`: their glossary policy words)."""
    asserted = confirm and _ASSERTS.search(text) is not None
    if not (asserted and (permission or _COURSE.search(text))) or _NEGATED_ASK.search(text) or _LIFTED.search(sentence):
        return False
    forbidden = negated_acts(sentence)
    if not forbidden:
        return False
    return any(act in forbidden or bool(concepts.get(act, set()) & forbidden) for act in acts)
