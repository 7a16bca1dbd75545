"""Hangul syllable arithmetic: a precomposed syllable (가-힣) is 0xAC00 + (initial * 21 + medial) * 28 + final.

The final consonant (jongseong) tells how a word conjugates or takes particles: a final ㄴ fused into a verb
("들어간") is the adnominal ending, a final ㅆ ("바꿨") the past tense, a final ㄹ before 때 ("지울 때") the future
modifier, and any final consonant picks 은/이 over 는/가.
"""

from __future__ import annotations

_FIRST = 0xAC00
_COUNT = 11172  # 가 .. 힣

NIEUN = 4  # ㄴ
RIEUL = 8  # ㄹ
BIEUP_SIOT = 18  # ㅄ
SIOT = 19  # ㅅ
SSANG_SIOT = 20  # ㅆ


def final_consonant(syllable: str) -> int:
    """The index of a Hangul syllable's final consonant (0: none; NIEUN, RIEUL, ...); -1 for anything else."""
    if len(syllable) != 1:
        return -1
    code = ord(syllable) - _FIRST
    return code % 28 if 0 <= code < _COUNT else -1


def ends_in(word: str, final: int) -> bool:
    """The word's last character is a Hangul syllable with that final consonant ("넘은", NIEUN)."""
    return bool(word) and final_consonant(word[-1]) == final


def has_final(text: str, final: int) -> bool:
    """Some syllable of `text` ends in `final` (a final ㅆ marks the past: 바꿨, 버렸)."""
    return any(final_consonant(c) == final for c in text)


def without_final(syllable: str) -> str:
    """The syllable with its final consonant removed ("울" -> "우"); other characters unchanged."""
    final = final_consonant(syllable)
    return chr(ord(syllable) - final) if final > 0 else syllable
