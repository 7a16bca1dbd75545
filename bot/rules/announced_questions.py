"""A sentence that only announces the questions to come (issue 8, several questions in one message).

"팀장입니다. 다음 주에 신입이 오는데 두 가지만 여쭤볼게요. 노트북은 언제 받게 되나요? 그리고 …" and "Two quick
questions: what's the maximum attachment size …, and …" say how many questions follow; the announcement asks
nothing, and kept as a part of its own (with 팀장, 신입 as its topic) it sank the message, since no sentence
answers it. A piece that ends on such an announcement is dropped (with its lead-in: the situation before it in
the same sentence tells who asks); an announcement ending in a colon is cut off the question it opens.
"""

from __future__ import annotations

import re

_COUNT = r"(?:두|세|네|몇|[2-9])\s*(?:가지|개)"
# "두 가지만 여쭤볼게요", "질문 두 개 드려요", "몇 가지 문의드립니다", "궁금한 게 두 가지 있어요", "두 개만 빠르게"
_KO_RE = re.compile(
    rf"(?:{_COUNT}\s*(?:만|정도|씩)?\s*(?:질문|여쭤|여쭙|물어|문의|궁금)\S*(?:\s*(?:드릴|드려|드립|할|있|볼)\S*)*"
    # "두 개만 확인할게요", "세 가지 체크하려고요", "두 가지 확인 부탁드려요": the asker will check (not "확인했어요",
    # something done)
    rf"|{_COUNT}\s*(?:만|정도|씩)?\s*(?:확인|체크)(?:할게|하려|하고\s*싶|해\s*주|\s*좀|\s*부탁|\s*드)\S*"
    rf"(?:\s*(?:드릴|드려|드립|부탁|주세|주시|해|하)\S*)*"
    rf"|(?:질문|궁금한\s*(?:게|것|거))\s*(?:이|가)?\s*{_COUNT}\s*(?:만|정도)?\s*(?:있|드려|드립|요)\S*"
    # "두 개만 빠르게", "세 가지 간단히요": how the questions are to be answered, nothing asked yet
    rf"|^\s*{_COUNT}\s*(?:만|정도)?\s*(?:빠르게|빨리|간단히|간단하게|짧게|급하게|급히)\s*(?:요|좀|부탁\S*)?)"
    r"\s*[.:：!~]*\s*$"
)
# "Two quick questions:", "A couple of questions.", "I have 2 questions"
_EN_RE = re.compile(
    r"^\s*(?:(?:hi|hello|hey)[,!]?\s*)?(?:i\s+have\s+|got\s+)?(?:two|three|a\s+couple\s+of|a\s+few|[2-9])\s+"
    r"(?:quick\s+|short\s+)?questions?\s*(?:for\s+you\s*)?[:.!-]\s*",
    re.I,
)


def without_announcement(piece: str) -> str:
    """The piece without an announcement of the questions to come; "" when it was only that."""
    english = _EN_RE.match(piece)
    if english:
        return piece[english.end():].strip()
    if _KO_RE.search(piece) and "?" not in piece:
        return ""
    return piece
