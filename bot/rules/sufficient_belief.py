"""A condition the asker believes enough, against a rule that forbids the act outright (issue 8, probe _p53a).

"개인 USB도 백신검사만 하면 업무 PC에 꽂아도 된다던데 맞나요?": the asker heard that one step (a virus scan) makes
the act allowed, and asks to confirm. "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다" forbids the act with
no condition at all: it answers no, whatever was done first, so the noun of the believed step ("백신검사") is no
word the sentence must carry. Only a step said with 만 before -면 ("N만 하면", "N만 받으면", "N만 있으면"), in a
question that asks leave (-도 되다); only a sentence that forbids (않는다, 금지) and sets no condition of its own (no
-면, 때, 경우, 없이: "승인 없이 … 않는다" allows it with an approval). General wording logic, no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.terms import compact

_ENOUGH_RE = re.compile(r"([가-힣A-Za-z]+)\s*만\s*"
                        r"(?:하면|해도|있으면|받으면|쓰면|걸면|켜면|거치면|돌리면|끝내면|끝나면)")
_LEAVE_RE = re.compile(r"(?:도|면)\s*(?:돼|되|된|괜찮)")
_FORBIDS_RE = re.compile(r"않는다|금지")
_CONDITIONED_RE = re.compile(r"[가-힣]면\s|때|경우|없이|전에|뒤에|후에")


def left_out(question: str, missing_nouns: list[str], sentence: str) -> list[str]:
    """`missing_nouns` without the nouns of a step the asker believes enough, when the sentence forbids outright."""
    if not missing_nouns or not _LEAVE_RE.search(question) or not _FORBIDS_RE.search(sentence) \
            or _CONDITIONED_RE.search(sentence):
        return missing_nouns
    steps = {compact(m.group(1)) for m in _ENOUGH_RE.finditer(question)}
    return [n for n in missing_nouns if compact(n) not in steps] if steps else missing_nouns
