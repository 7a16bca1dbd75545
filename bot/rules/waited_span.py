"""A wait asked with a duration is answered by how long the state lasts (issue 8, batch `_zl2`).

"계정 잠기면 몇 분 기다려야 풀려요?" asks how long the asker waits; "로그인에 5번 연속 실패하면 계정이 30분 동안
잠긴다" answers it with how long the lock lasts, though it never says 기다리다. The wait verb (기다리, wait) is
excused only when the question asks a time (몇 분, 며칠, 얼마나, how long), the question has a quantity of time
as its asked kind, and the sentence states a stretch of that kind that a state lasts ("N분 동안", "N일간"): a
sentence that says when something starts ("5분 뒤 화면이 잠기게 한다") or states no figure answers no wait.

"몇 분 지나야 화면이 잠겨요?" asks the time that passes before an act: the sentence that says the act happens N
minutes after ("자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다") answers it; the passing verb (지나) is excused then,
for a time asked of the kind the sentence states.
"""

from __future__ import annotations

import re

# the verbs of waiting: a closed class
WAIT_STEMS = frozenset({"기다리", "wait", "waiting"})
# the verbs of time passing before an act ("몇 분 지나야 잠겨요?")
PASS_STEMS = frozenset({"지나"})
# the time kinds a wait is measured in (bot.matching.model.QUANTITY_KINDS, "duration" for "얼마나")
_TIME_KINDS = frozenset({"year", "month", "week", "day", "hour", "minute", "duration"})
_TIME_ASKED_RE = re.compile(
    r"몇\s*(?:분|시간|일|주|달|개월|년)|며칠|얼마나|how\s+long|how\s+many\s+(?:minutes|hours|days)", re.I)
_UNIT = {"year": "년", "month": "(?:개월|달)", "week": "(?:주|주일)", "day": "일", "hour": "시간", "minute": "분",
         "duration": "(?:분|시간|일|주|주일|개월|달|년)"}


def lasts(sentence: str, kind: str) -> bool:
    """The sentence states a stretch of time of `kind` that something lasts ("30분 동안", "3일간")."""
    unit = _UNIT.get(kind)
    return unit is not None and re.search(rf"\d+\s*{unit}\s*(?:동안|간)", sentence) is not None


def after(sentence: str, kind: str) -> bool:
    """The sentence says something happens a stretch of `kind` later ("5분 뒤", "3일 후")."""
    unit = _UNIT.get(kind)
    return unit is not None and re.search(rf"\d+\s*{unit}\s*(?:뒤|후)", sentence) is not None


def without_wait(question: str, quantity: str | None, missing_verbs: list[str], sentence: str) -> list[str]:
    """`missing_verbs` less the wait verb when the question asks how long to wait and the sentence says how
    long the state lasts."""
    if quantity not in _TIME_KINDS or not _TIME_ASKED_RE.search(question):
        return missing_verbs
    kind = quantity or ""
    excused = {v for v in missing_verbs if (v.lower() in WAIT_STEMS and lasts(sentence, kind))
               or (v in PASS_STEMS and after(sentence, kind))}
    return [v for v in missing_verbs if v not in excused]
