"""Asking words written in initial consonants only ("설치ㄱㄴ?", "같이쓰자는데 ㄱㅊ?"): read as the words they stand
for.

People typing on a phone write "ㄱㄴ" for 가능 (possible) and "ㄱㅊ" for 괜찮아 (all right) at the end of a yes/no
question. MeCab-ko reads the consonants as a noun of their own, or as the tail of the word before them
("설치ㄱㄴ"), which the topic rule then keeps as a topic word no policy sentence carries. Written out, they are the
asking words the rest of the rule already knows ("설치 가능?", "괜찮아?"). Only these two abbreviations, only as a
word of their own or at the end of a word, and only before the end of a sentence or a question mark; consonants
inside a word, laughs (ㅋㅋ, ㅎㅎ) and other abbreviations are left as they are.
"""

from __future__ import annotations

import re

_ABBREVIATIONS = {"ㄱㄴ": "가능", "ㄱㅊ": "괜찮아"}
# the abbreviation closing a word, then only a question mark, laughs, sighs or the end of the sentence
_ASKING_RE = re.compile(r"[ \t]*(ㄱㄴ|ㄱㅊ)(?=\s*(?:[?？!.~]|[ㅋㅎㅠㅜ]+|$))", re.M)


def spelled_out(text: str) -> str:
    """`text` with a closing ㄱㄴ / ㄱㅊ written as 가능 / 괜찮아, spaced from the word before it."""
    return _ASKING_RE.sub(lambda m: " " + _ABBREVIATIONS[m.group(1)], text)
