"""The time an act takes is not a time of day or a period something is kept (issue 8, near misses).

"How long do backups take?" asks how long backing up takes: "백업은 매일 새벽 2시에 한다" says when it runs (its
매일 reads as a period elsewhere) and "백업본은 30일 동안 보관한다" how long copies are kept. A question on the time an
act takes ("얼마나 걸려요", "몇 시간 걸려요", "how long does it take") is answered only by a sentence that states a
span taken by the act ("N분/N시간 걸린다" or "N일 이내에"); a sentence that states no span, or a span of keeping,
waiting or validity (동안, 유효기간, 보관), answers another question.
"""

from __future__ import annotations

import re

_TAKES_RE = re.compile(
    r"얼마나\s*걸|몇\s*(?:분|시간|일)\s*(?:이나|정도|쯤)?\s*걸|how\s+long\s+(?:does|do|did|will|would)\b.*\btake", re.I)
_SPAN_TAKEN_RE = re.compile(r"\d+\s*(?:분|시간|일|영업일|주)\s*(?:이내|안에|정도|쯤|가량)?\s*(?:걸|소요|이내|안에)")


def problems(question: str, sentence: str) -> list[str]:
    """The question asks the time an act takes and the sentence states no span taken."""
    if not _TAKES_RE.search(question) or _SPAN_TAKEN_RE.search(sentence):
        return []
    return ["(the time the act takes: the sentence states none)"]
