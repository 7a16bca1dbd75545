"""A noun the analyzer cut out of a longer word of the question gets no near-synonym.

MeCab-ko reads "고객사" as 고 + 객사 (an inn); the embedder then finds 객사 near 퇴사, and "고객사에 노트북 들고
가도 돼요?" was answered by "퇴사하면 … 노트북과 장비를 … 반납한다" (branch hunt21, probes of batch `_zb2`). A noun
that occurs in the question only inside a longer Hangul word (a syllable of the same word before it) is a piece of
that word, not a word the asker used: the near-synonym leniency (`TopicMatcher._near_for`) does not stand in for it. Its
literal and glossary matches are untouched.
"""

from __future__ import annotations

import re

_HANGUL = re.compile(r"[가-힣]")


def inside_longer(question: str, noun: str) -> bool:
    """Every occurrence of the noun in the question has a Hangul syllable right before it (none: False)."""
    if not noun or not _HANGUL.match(noun[:1]):
        return False
    starts = [m.start() for m in re.finditer(re.escape(noun), question)]
    return bool(starts) and all(s > 0 and _HANGUL.match(question[s - 1]) for s in starts)
