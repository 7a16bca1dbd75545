""""8자면" is 8 characters and "if", not the noun 자면 (issue 8, false premises).

MeCab reads a figure's unit fused with the conditional copula ending as one noun when the two spell a word it
knows: "8자면" -> 8/SN + 자면/NNG ("sleeping"). As a noun it is a topic term no sentence carries, so "비밀번호는 8자면
된다고 하던데 …" and "12자면 돼요?" were handed off. Right after a number, such a noun is the unit (NNBC) and the
copula's 면 (VCP) it stands for, as MeCab reads "8자리면" (자리/NNG + 면/VCP).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from bot.language.morph_like import SpannedMorph

M = TypeVar("M", bound=SpannedMorph)

# the one-syllable units a figure is asserted in (bot.matching.model.ASSERTED_RE) that fuse with 면 into a noun
_UNITS = frozenset({"자", "개", "번", "분", "년", "일", "주", "회", "달"})


def retagged(morphs: tuple[M, ...], make: Callable[[str, str, str, int, int], M]) -> tuple[M, ...]:
    """`morphs` with a unit+면 noun right after a number split into the unit and 면."""
    if not any(m.tag == "NNG" and len(m.surface) == 2 and m.surface.endswith("면") for m in morphs):
        return morphs
    out: list[M] = []
    for i, m in enumerate(morphs):
        if i > 0 and morphs[i - 1].tag == "SN" and m.tag == "NNG" and len(m.surface) == 2 \
                and m.surface[0] in _UNITS and m.surface[1] == "면" and m.end - m.start == 2:
            out.append(make(m.surface[0], "NNBC", m.surface[0], m.start, m.start + 1))
            out.append(make("면", "VCP", "이", m.start + 1, m.end))
            continue
        out.append(m)
    return tuple(out)
