"""A part of the day the question names is carried by the clock time that answers it (issue 8, session 40).

"야간 백업 몇 시에 돌아가요?" is answered by "백업은 매일 새벽 2시에 한다": the question asks the clock time of the
nightly backup, and the sentence's clock time says when in the day it runs; 야간 (night) is not a word the sentence
must repeat. Words such as 아침 or 오후 are generic already (`bot.language.terms.STORY_TIMES`); these are the parts
of the day that stay topic words elsewhere ("야간에 혼자 서버실 들어가도 돼요?" keeps 야간).

Only for a question that asks a clock time (the quantity kind "clock": "몇 시", "what time") against a sentence that
states one.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import Term
from bot.matching.model import has_quantity

DAY_PARTS = frozenset({"야간", "밤", "새벽", "심야", "한밤중", "밤중", "주간", "낮", "night", "overnight", "nightly"})


def carried(quantity: str | None, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """The parts of the day among `unmatched` when the question asks a clock time (`quantity` "clock") and the sentence
    states one."""
    if quantity != "clock" or not has_quantity(sentence, "clock"):
        return set()
    return {t.text for t in unmatched if not t.verb and t.text.lower() in DAY_PARTS}
