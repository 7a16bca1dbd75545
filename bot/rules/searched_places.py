"""Where the asker looked for a lost thing is the story of the loss (issue 8, session 58, probe `_p58f`).

"회사 보안USB를 어디 흘린 것 같아요ㅠㅠ 가방에도 없고 책상에도 없어요.. 어디에 말해야 되나요?": 가방 and 책상 are
the places searched, not what is asked; "보안 USB를 잃어버리면 즉시 보안팀에 신고한다" answers. A noun written right
before 에도 / 에는 / 에서도 and 없다 ("책상에도 없어요", "차에는 없고") is such a place when the question tells a
loss (a term the glossary reads as 분실). Not in a question that tells no loss ("책상에도 없는 프린터 …").
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

_SEARCHED_RE = re.compile(r"([가-힣A-Za-z]+)(?:에도|에는|에서도|에서는)\s*(?:없|안\s*보)")


def left_out(question: str, missing: list[str], concepts: Mapping[str, Collection[str]]) -> list[str]:
    """`missing` without the places the asker searched for a thing the question tells as lost."""
    if not any("분실" in words for words in concepts.values()):
        return missing
    searched = {m.group(1).lower() for m in _SEARCHED_RE.finditer(question)}
    return [n for n in missing if n.lower() not in searched]
