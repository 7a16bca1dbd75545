"""A rule that keeps an act from anyone else covers the outsider who asked for it (issue 8, cover35).

"거래처 직원이 발표하게 내 노트북 잠깐 빌려달라는데 괜찮나요", "아르바이트생이 잠깐 제 노트북 좀 빌려달라는데
빌려줘도 되나요?": the person outside the staff is who asked the asker for the act (a quoted speaker,
`bot.rules.quoted_speaker`), and "지급받은 노트북은 … 남에게 빌려주지 않는다" keeps the act from anyone else (남,
다른 사람, 타인), so it answers whoever asked. `bot.rules.asked_attribute.outsider_problem` holds back a rule that does
not name such a group; this lifts it only when

- the group is the person who asked for the act, not the one who does it ("외주 직원이 회사 노트북 써도 돼요?"
  asks what the outsider may do, and a rule for the staff does not say), and
- the sentence names anyone else as the other party of its act, not a group of its own ("동료나 외부 업체와
  공유하지 않는다" names two groups: who else is meant is for that rule to say).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import compact
from bot.rules.quoted_speaker import speakers

# anyone other than the asker, as the other party of the sentence's act
_ANYONE_RE = re.compile(r"(?:^|\s)(?:남|다른\s?사람|타인)(?:에게|한테|에게도|한테도|과|와)(?=\s)")


def receives(question: str, actor_nouns: Iterable[str], sentence: str) -> bool:
    """The outside actor (`actor_nouns`) only asked the asker for the act, and `sentence` keeps that act from
    anyone else."""
    if _ANYONE_RE.search(sentence) is None:
        return False
    asked_by = {compact(w) for s in speakers(question) for w in s.words}
    nouns = [compact(n) for n in actor_nouns]
    return bool(nouns) and all(n in asked_by for n in nouns)
