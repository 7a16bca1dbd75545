"""An acronym spelled out in Hangul letter names is the acronym (issue 8, messages typed by voice dictation).

Speech-to-text writes "VPN" as "브이피엔" and "OTP" as "오티피". The glossary may list such a spelling as a
variant, but the analyzer cuts an unknown Hangul run at the wrong place ("브이피엔" -> 브이피 + 엔), so the
variant is never found and the question is handed off. Every Latin acronym the glossary knows (a key or a variant:
VPN, OTP, USB, PC, MFA …) is spelled with the Korean names of its letters (and their common alternatives: V 브이 /
비, C 씨 / 시, Z 지 / 제트), and a spelling of three syllables or more, or one the glossary lists itself, is read
as the acronym before the message is analysed. Shorter spellings that are everyday words ("아이" for AI is a child)
are left alone. Generated from the glossary; no list of questions.
"""

from __future__ import annotations

import itertools
import re

from bot.knowledge.glossary import Glossary

_LETTER_NAMES: dict[str, tuple[str, ...]] = {
    "A": ("에이",), "B": ("비",), "C": ("씨", "시"), "D": ("디",), "E": ("이",), "F": ("에프",), "G": ("지",),
    "H": ("에이치",), "I": ("아이",), "J": ("제이",), "K": ("케이",), "L": ("엘",), "M": ("엠",), "N": ("엔",),
    "O": ("오",), "P": ("피",), "Q": ("큐",), "R": ("알",), "S": ("에스",), "T": ("티",), "U": ("유",),
    "V": ("브이", "비"), "W": ("더블유",), "X": ("엑스",), "Y": ("와이",), "Z": ("지", "제트"),
    "1": ("원",), "2": ("투",), "3": ("쓰리",), "4": ("포",), "5": ("파이브",),
}
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]{1,5}")
_MIN_SYLLABLES = 3


def _spellings(acronym: str) -> list[str]:
    names = [_LETTER_NAMES.get(ch) for ch in acronym]
    if any(n is None for n in names):
        return []
    return ["".join(p) for p in itertools.product(*[n for n in names if n is not None])]


def _table(glossary: Glossary) -> tuple[tuple[str, str], ...]:
    """(Hangul spelling, acronym), longest spelling first."""
    listed = {v for word, variants in glossary.variants.items() for v in (word, *variants)}
    out: dict[str, str] = {}
    for word in listed:
        if not _ACRONYM.fullmatch(word):
            continue
        for spelled in _spellings(word):
            if len(spelled) >= _MIN_SYLLABLES or spelled in listed:
                out.setdefault(spelled, word)
    return tuple(sorted(out.items(), key=lambda kv: -len(kv[0])))


def _pattern(glossary: Glossary) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    table = _table(glossary)
    if not table:
        return None, {}
    # not inside a longer Hangul word before it ("스피씨" is no PC); particles may follow ("브이피엔을")
    return re.compile(r"(?<![가-힣])(" + "|".join(re.escape(s) for s, _ in table) + ")"), dict(table)


def as_latin(question: str, glossary: Glossary) -> str:
    """The question with every acronym spelled in Hangul letter names written as the acronym."""
    pattern, table = glossary.derived(_pattern)
    if pattern is None:
        return question
    return pattern.sub(lambda m: table[m.group(1)], question)
