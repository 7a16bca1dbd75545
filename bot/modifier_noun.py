"""A noun that may be a verb's ㄴ-modifier MeCab-ko misread (branch hunt15).

"개인정보 가린 종이 문서": MeCab-ko reads 가린 (가리 + ㄴ, "masked") as one noun that no policy uses, and such a noun
is set aside as the question's story (`TopicMatcher._set_aside`). A word whose last syllable ends in ㄴ and whose
front, with that ㄴ taken off, is a verb stem MeCab-ko knows (가리다) may be such a modifier: it says which thing is
meant ("masked" paper is not the privacy rule's paper), so it is never story.
"""

from __future__ import annotations

import re

from bot.generate.terms import verb_stem

_FIRST, _LAST = 0xAC00, 0xD7A3
_NIEUN = 4  # the final consonant ㄴ in a syllable's index (jongseong)


# a bound noun after the modifier ("걸린 거 같은데", "걸린것 같아요"): a clause, not a description of a thing
_BOUND = ("거", "것", "게", "걸", "듯", "지", "줄", "적", "뒤", "후", "다음", "채")


def may_be_modifier(word: str, text: str) -> bool:
    """`word` (a noun of the question `text`) could be a verb stem + ㄴ ("가린" -> 가리) describing the word
    after it, written apart ("가린 종이"); not before a bound noun ("걸린 거 같아요")."""
    following = re.search(re.escape(word) + r"\s+(\S+)", text)
    if len(word) < 2 or following is None or following.group(1).startswith(_BOUND):
        return False
    code = ord(word[-1]) - _FIRST
    if not 0 <= code <= _LAST - _FIRST or code % 28 != _NIEUN:
        return False
    return verb_stem(word[:-1] + chr(_FIRST + code - _NIEUN))
