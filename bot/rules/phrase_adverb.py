""""집에서 그룹웨어 바로 들어가도 되나요?": an adverb that says how or when (바로, 그냥, 좀 …) written between the
words of a glossary phrase ("그룹웨어 들어가" = 접속) hid the phrase, and the question's act was read as a word no rule
names (issue 8, session 37). The adverb is left out when that makes a glossary phrase the message did not say
before; an adverb that joins no phrase stays ("그냥 지워도 돼요?": how the act is done may be what is asked).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# adverbs of manner or time that sit between an object and its verb
_FREE_ADVERBS = ("바로", "그냥", "좀", "잠깐", "막", "일단", "얼른", "빨리")
_ADVERB_RE = re.compile(rf"(?<=\S)\s+(?:{'|'.join(_FREE_ADVERBS)})\s+(?=\S)")


def joined_phrases(text: str, policy_words_in: Callable[[str], list[str]]) -> str:
    """`text` without each free adverb whose leaving out makes `policy_words_in` find a policy word it did not."""
    before = set(policy_words_in(text))
    for found in reversed(list(_ADVERB_RE.finditer(text))):
        shorter = f"{text[:found.start()]} {text[found.end():]}"
        if set(policy_words_in(shorter)) - before:
            text = shorter
    return text
