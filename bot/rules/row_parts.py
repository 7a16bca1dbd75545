"""A table row whose note lists its parts is named by a question that names one of them (cover30).

"M365에 아웃룩도 포함이에요?" and "엑셀 파워포인트는 노트북 받을때 이미 깔려서 나와요?" are answered by the row
"이름: Microsoft 365 / … / 설치: 기본 설치 / 비고: Word·Excel·PowerPoint·Outlook": the note lists what the product
is made of, so a question naming one of the listed parts (as itself or through the glossary: 엑셀 -> Excel) asks
about that row. Only a note that is a list (items joined by ·); a note that says something ("회사 계정으로만",
"삭제 금지") names no part. Whether a part is included (포함, 들어 있) is what such a note answers, so the
question's 포함 is carried once a part is named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

_NOTE = re.compile(r"비고:\s*([^/\n]+)")
_INCLUDED = frozenset({"포함", "들어있", "들"})


def parts_of(row_text: str) -> tuple[str, ...]:
    """The items the row's note lists ("Word·Excel·PowerPoint·Outlook"), or nothing."""
    found = _NOTE.search(row_text)
    if found is None or "·" not in found.group(1):
        return ()
    return tuple(item.strip().lower() for item in found.group(1).split("·") if item.strip())


def names_part(words: Iterable[str], row_text: str, policy_words_for: Callable[[str], Iterable[str]]) -> bool:
    """Some word of the question is one of the row's listed parts, itself or as the glossary's policy word."""
    items = set(parts_of(row_text))
    if not items:
        return False
    return any(w.lower() in items or any(p.lower() in items for p in policy_words_for(w)) for w in words)


def answered(missing: list[str], named_part: bool) -> list[str]:
    """`missing` less the inclusion asked ("포함이에요?"), when the question names a part the row lists."""
    return [w for w in missing if w not in _INCLUDED] if named_part else missing
