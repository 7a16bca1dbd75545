"""A figure that lies within the policy's bound, asked as enough (issue 8, false premises: no false correction).

"비밀번호 14자로 만들면 되죠?" against "비밀번호는 12자 이상으로 만든다", "첨부 10MB짜리는 메일로 보내도 되죠?"
against "메일 첨부 파일은 25MB까지 보낼 수 있다": the asker's figure differs from the policy's, and the premise verdict
answered "아닙니다." — a wrong answer: 14 characters are 12 or more, 10MB is within 25MB. A figure the question
offers as enough for an act (in an "if" clause: "14자 이상이면 되죠?", "20MB 이하면 보내도 되죠?"; or the thing's own
measure: "10MB짜리는 …", "14자로 만들면 …") is true when it lies on the allowed side of the sentence's bound (N 이상:
N or more; N이 넘는 / 초과: more than N; N까지 / 이하 / 이내: N or less; 미만: below N), and then no "아닙니다." goes
out. A question's own bound against the other direction ("20MB 이상이면 메일로 보내도 되죠?") is never within; a
claim of what the rule itself is ("첨부 20MB까지 되죠?", "12자 이상이어야 하죠?") is not an offer of enough, and is
left to the verdict as before.
"""

from __future__ import annotations

import re

_UNIT = {"chars": r"자(?:리)?", "size": r"(?:MB|GB|KB|메가|기가)", "times": r"(?:번|회)", "day": r"일",
         "year": r"년", "month": r"(?:개월|달)", "minute": r"분", "hour": r"시간", "count": r"개", "people": r"명"}
_LOWER = r"이상"
_OVER = r"(?:(?:가|이)\s*)?(?:넘는|넘으면|넘을|넘어가는|초과)"
_UPPER = r"(?:까지|이하|이내|미만)"
# what follows the figure when it is offered as enough: an "if" clause ending in the figure (with its bound), the
# thing's measure (N짜리), or the means the act is done with (N자로 만들면); then 되/돼/괜찮 after -면 or -도
_OFFER = r"\s*(?:(?P<bound>이상|이하|미만|이내|까지)(?:이)?면|짜리|(?:으)?로\s+\S+?(?:면|도))"
_ENOUGH_RE = re.compile(r"(?:면|도)\s*(?:되|돼|괜찮)\S*\s*[?？]*\s*$")


def within(question: str, number: str, kind: str, sentence: str) -> bool:
    """The question offers `number` (of `kind`) as enough for its act, and it lies within the sentence's bound."""
    unit = _UNIT.get(kind)
    if unit is None or not _ENOUGH_RE.search(question):
        return False
    offer = re.search(rf"(?<!\d){re.escape(number)}\s*{unit}{_OFFER}", question)
    if offer is None:
        return False
    asked = offer.group("bound")
    stated = re.search(rf"(?<!\d)(\d+)\s*{unit}\s*(?P<side>{_LOWER}|{_OVER}|{_UPPER})", sentence)
    if stated is None:
        return False
    limit, side, n = int(stated.group(1)), stated.group("side"), int(number)
    if side == "이상":  # a lower bound: N or more is enough, and "N 이상이면" with N at least the limit
        return asked in (None, "이상") and n >= limit
    if not side.startswith(("까지", "이하", "이내", "미만")):  # more than the limit ("25MB가 넘는 파일은 …")
        return asked in (None, "이상") and n > limit
    if asked == "이상":
        return False  # "20MB 이상이면 보내도 되죠?" against an upper bound: never all within
    return n < limit if side == "미만" else n <= limit
