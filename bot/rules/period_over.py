"""A period that ran out, said with another verb or told by the rule before ("보관 기간 **끝난** 개인정보는 언제까지
지워야", "기간**지난**거 그냥 버려도됨?").

The policies say a period is over with 지나다 ("보관 기간이 지나면 5영업일 이내에 … 파기한다"); employees say it with
끝나다, 넘다 or 만료되다 as often. And a section whose first rule opens on that condition rules what follows under it:
"종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다" comes after "보관 기간이 지나면 …" in the same section, so a
question that tells the period is over ("기간 지난 신청서 버려도 돼요?") is in the situation that sentence is about.

The question's verb of running out (지나, 끝나, 넘, 만료) is set aside when it follows the noun 기간 (a particle
between at most) and the sentence itself, or a sentence before it in its section, says "기간이 지나" (or 지난,
지났). Only that verb: every other word of the question must still be carried. The verb is left out, not counted
as carried (the sentence does not echo it): the strict reading of chunks 4-5 (`bot.rules.later_excerpts.complete`)
accepts only verbs a sentence carries itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from bot.language.terms import Term
from bot.rules.elapsed_period import RUN_OUT

_OVER_VERBS = frozenset({"지나", "끝나", "넘", "만료", "넘기"})
_QUESTION_OVER_RE = re.compile(rf"기간{RUN_OUT}")
_POLICY_OVER_RE = re.compile(r"기간이?\s*(?:지나|지난|지났)")


def carried(question: str, unmatched: Iterable[Term], sentence: str, earlier: Iterable[str]) -> set[str]:
    """The question's verbs of a period running out that `sentence` (or a sentence before it in its section,
    `earlier`) carries by its own "기간이 지나"."""
    verbs = {t.text for t in unmatched if t.verb and t.text in _OVER_VERBS}
    if not verbs or _QUESTION_OVER_RE.search(question) is None:
        return set()
    if _POLICY_OVER_RE.search(sentence) is None and not any(_POLICY_OVER_RE.search(s) for s in earlier):
        return set()
    return verbs


def without_over(question: str, unmatched: Sequence[Term], sentence: str, earlier: Iterable[str]) -> list[Term]:
    """`unmatched` without the verbs of a period running out that `carried` finds."""
    over = carried(question, unmatched, sentence, earlier)
    return [t for t in unmatched if t.text not in over] if over else list(unmatched)
