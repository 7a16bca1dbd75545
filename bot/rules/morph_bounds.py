"""Whether a word found in a question by a pattern is a word of it, or only letters across two of its morphemes.

The patterns that read what a question asks (`bot.topic.asked_quantity`: "제한" asks a number, "몇 시" a clock
time) search the raw text. "숙제한다고" and "삭제한 뒤" contain the letters 제한 across 숙제|한다고 and 삭제|한: no
limit is asked there. A match that begins inside one morpheme and ends inside the next straddles a boundary of the
analysis and is not the word; a match inside one morpheme ("유효기간" read as one noun) or starting at a morpheme
is.
"""

from __future__ import annotations

from bot.language.terms import analyze


def straddles(text: str, start: int, end: int) -> bool:
    """The characters text[start:end] begin inside one morpheme of `text` and run past its end."""
    for m in analyze(text):
        if m.start < start < m.end:
            return end > m.end
    return False
