"""A figure the asker heard, opening a question that rests on it (issue 8, false premises).

"노트북 3년 쓰면 바꿔준다던데 저 이제 3년 됐거든요 신청 어디서 해요?" asks where to apply, but only because of what
the asker heard: laptops are replaced after 3 years. The policy says "노트북은 4년마다 교체한다": the premise is
false and the question after it is moot, so the answer is the correction ("아닙니다." and the policy's sentence).
A sentence answers such a part when it answers the heard clause alone (the topic rule on "노트북 3년 쓰면
바꿔준다던데") and states a figure of the heard figure's kind that differs from it (or the same span in another
unit that differs: `bot.rules.span_units`). A sentence that agrees with the heard figure does not: the question
after it is then asked in earnest and must be answered itself.

Only a reported clause (-다던데, -라던데, -다고 들었는데, -다고 하던데, -잖아요) that states a figure and is followed
by a question with a question word or one that asks to confirm ("신청 넣어도 되죠?"); the figure must be the heard
clause's, not one the asker reports of themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.matching.model import QUANTITY_KINDS, Asserted, Coverage, asserted_quantities
from bot.rules import span_units
from bot.rules.message_parts import QUESTION_WORD_RE

HEARD_CLAUSE_RE = re.compile(r"(?:다|라)\s*던데|(?:다고|라고)\s*(?:들었는데|들었어요|하던데|하더라고요?|그러던데)"
                              r"|잖아요")  # "… 바꿔주잖아요": what the asker takes as known
# or a question that asks to confirm what rests on it ("… 신청 넣어도 되죠?", "… 신청하면 되는 거죠?")
_CONFIRM_AFTER_RE = re.compile(r"(?:되|돼)\S*\s*(?:거|것)?\s*(?:죠|지요|나요|요)\s*\??\s*$")


def heard_clause(text: str) -> str | None:
    """The reported clause that opens the question, when it states a figure and a question word follows."""
    m = HEARD_CLAUSE_RE.search(text)
    if m is None:
        return None
    clause, rest = text[:m.end()].strip(), text[m.end():]
    if not asserted_quantities(clause) or not (QUESTION_WORD_RE.search(rest) or _CONFIRM_AFTER_RE.search(rest)):
        return None
    return clause


def contradicts(claims: list[Asserted], sentence: str) -> bool:
    """The sentence states the first claimed figure's kind with another figure."""
    if not claims:
        return False
    claim = claims[0]
    pattern = QUANTITY_KINDS.get(claim.kind)
    if pattern is None:
        return False
    found = [re.sub(r"\D", "", m) for m in re.findall(pattern, sentence, re.I)]
    found = [n for n in found if n]
    if found:
        return claim.number not in found
    return span_units.differs(claim.number, claim.kind, sentence)


def corrected(text: str, sentence: str, cov: Coverage, clause_coverage: Callable[[str], Coverage]) -> Coverage:
    """`cov`, or the heard clause's coverage when the sentence answers that clause and corrects its figure."""
    if cov.passed:
        return cov
    clause = heard_clause(text)
    if clause is None or not contradicts(asserted_quantities(clause), sentence):
        return cov
    heard = clause_coverage(clause)
    return heard if heard.passed else cov


def corrects(text: str, sentence: str) -> bool:
    """The sentence corrects the figure the question's heard clause states (for the premise verdict)."""
    clause = heard_clause(text)
    return clause is not None and contradicts(asserted_quantities(clause), sentence)
