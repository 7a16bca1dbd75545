"""Question words written together with the word after them ("얼마동안", "며칠동안", "얼마정도"): spaced apart.

Written as one word, MeCab-ko reads "얼마동안" as one noun, which the topic rule then keeps as a topic noun the
answering sentence must carry; spaced ("얼마 동안") it is the question word and the duration it asks. Employees
drop the space often, so the question is re-spaced before it is analysed.
"""

from __future__ import annotations

import re

_JOINED_RE = re.compile(r"(얼마|며칠|몇\s?(?:시간|개월|년|달|일|주|분|번|회|개))(동안|정도|쯤|만에)")


def respace(text: str) -> str:
    """`text` with a space between a question word and the word written onto it."""
    return _JOINED_RE.sub(r"\1 \2", text)
