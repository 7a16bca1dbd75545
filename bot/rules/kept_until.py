"""How long a thing is kept "before it is deleted" asks the keeping period (issue 8, session 40).

"How long do we keep backup copies before they get deleted?" is answered by "백업본은 30일 동안 보관한다": the
deleting only ends the keeping, and a sentence on how long a thing is kept says when that is. The deleting act (삭제,
파기 through the glossary) is carried by such a sentence.

Only that shape: a duration question ("how long", "얼마 동안"), the deleting written as the end of the keeping
("before they get deleted", "before it's removed", "삭제되기 전까지"), and a sentence that carries the keeping itself
(보관) with a duration (the topic rule's quantity check still needs its figure).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from bot.language.terms import Term

if TYPE_CHECKING:
    from bot.matching.model import Part

_ENDING_RE = re.compile(
    r"\bbefore\s+(?:they|it|the\s+\w+|\w+)(?:'re|’re|'s|’s)?\s+(?:(?:get|gets|are|is|will\s+be)\s+)?"
    r"(deleted|removed|purged|wiped|destroyed|erased)\b"
    r"|(삭제|파기|폐기)\s*(?:되기|하기)\s*전까지", re.I)
_KEEPING = "보관"


def carried(part: Part, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """The deleting word among `unmatched` that ends the keeping the question part asks the period of, when the part
    asks about the keeping (the policy words of its terms or glossary phrases hold 보관) and the sentence states it."""
    if part.quantity != "duration" or _KEEPING not in sentence:
        return set()
    if _KEEPING not in part.extra and not any(_KEEPING in words for words in part.concepts.values()):
        return set()
    ends = {(m.group(1) or m.group(2)).lower() for m in _ENDING_RE.finditer(part.text)}
    if not ends:
        return set()
    return {t.text for t in unmatched if t.text.lower() in ends}
