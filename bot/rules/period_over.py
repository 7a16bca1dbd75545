"""A period that ended is a period gone by: "보관 기간 끝난" tells the situation "보관 기간이 지나면" (cover30).

"보관 기간 끝난 개인정보는 언제까지 지워야 하는 건가요?" is answered by "보관 기간이 지나면 5영업일 이내에 복구할 수
없게 파기한다": the rule opens on its situation (기간이 지나면), which a question answered through it must tell; the
question tells it with 끝나 (기간 끝난, 기간이 끝났는데, 보관기간 끝나면). Only 끝나 said of a 기간, so "회의
끝났는데" tells nothing of the kind; not a glossary variant, which would make 지나 a policy word everywhere
("얼마나 지나야 풀려요?").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.language.terms import Term

_PERIOD_ENDED = re.compile(r"기간\s*(?:이|은|도)?\s*(?:다\s*)?끝[나난났날]")


def told_situations(question: str) -> frozenset[str]:
    """The rule situations (as the lemma a rule opens on) the question tells in other words."""
    return frozenset({"지나"}) if _PERIOD_ENDED.search(question) else frozenset()


def carried(question: str, unmatched: list[Term], sentence: str) -> set[str]:
    """The question's 끝나 of an ended period, carried by a sentence on the period gone by (기간이 지나)."""
    if not _PERIOD_ENDED.search(question) or not re.search(r"기간\S{0,2}\s*지나", sentence):
        return set()
    return {t.text for t in unmatched if t.verb and t.text == "끝나"}
