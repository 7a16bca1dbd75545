"""A figure the question itself gives is no answer to it (issue 8, dev near miss t-near-29).

"백업 새벽 2시에 시작하면 몇 시쯤 끝나요?" gives the start, 2시, and asks a time of another moment (the end);
"백업은 매일 새벽 2시에 한다" states only the figure the asker already said. When the question asks a quantity of one
kind and every figure of that kind in the sentence is one the question states itself, the sentence tells the asker
nothing new. A premise to confirm ("2시에 시작하죠?") is another matter: there the same figure is the answer
(`Part.confirm`), as it is when the kind asked was read off the asserted figure (`Part.inferred_quantity`) or the
question offers a choice of figures ("최소 길이가 10자예요 12자예요?", dev p43c-ans-01 in the first version).
"""

from __future__ import annotations

import re

from bot.matching.model import Part, asserted_quantities

# "노트북 3~4년 쓰면 바꿔준다고 들었는데 정확히 몇 년이에요?": a range offers its ends as a choice, like "10자예요
# 12자예요?"
_RANGE_RE = re.compile(r"\d+\s*[~∼〜-]\s*\d+")


def problem(part: Part, sentence: str) -> str | None:
    """The sentence's figures of the asked kind are all ones the question states itself."""
    if part.quantity is None or part.confirm or part.inferred_quantity or _RANGE_RE.search(part.text):
        return None
    given = {a.number for a in part.asserted if a.kind == part.quantity}
    if len(given) != 1:  # none given, or a choice offered ("최소 길이가 10자예요 12자예요?"): one of them is the answer
        return None
    stated = {a.number for a in asserted_quantities(sentence) if a.kind == part.quantity}
    if not stated or not stated <= given:
        return None
    return f"(the figure asked is one the question gives: {', '.join(sorted(stated))})"
