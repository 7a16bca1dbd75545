"""A sentence that only says who asks or on whose behalf (issue 8, several questions in one message):
"신입 사원 대신 여쭤요.", "저희 팀 직원이 그만두게 돼서 팀장인 제가 여쭤봐요". It ends on a verb of asking in
the statement form and carries no question of its own (no question mark or word, no embedded "…는지" clause):
the other sentences of the message are what is asked, and this one is no part to answer. A sentence that names
a thing the policies speak of ("노트북 분실 건으로 여쭤요") says what the question is about and stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol, TypeVar

from bot.language.terms import content_terms
from bot.rules.answer_kind import is_person


class _HasText(Protocol):
    text: str


P = TypeVar("P", bound=_HasText)

# ends on asking, stated: "여쭤요", "여쭤봐요", "여쭤봅니다", "여쭙니다", "물어봐요", "문의드려요", "질문드립니다"
_ASKING_END_RE = re.compile(
    r"(?:여쭤|여쭈어|여쭙|물어|문의|질문)\s*(?:봐요|봅니다|요|드려요|드립니다|드려\s*봐요|드려\s*봅니다|니다|합니다|해요)"
    r"\s*[.!~…ㅠㅜ^]*\s*$"
)
# something asked inside: a question mark or word, an embedded question ("…되는지", "…인지", "…할까")
_ASKS_INSIDE_RE = re.compile(r"[?？]|(?:는지|ㄴ지|은지|인지|을지|할지|던지|할까|을까|는가)"
                             r"|몇|며칠|얼마|언제|어디|누구|누가|무엇|뭐|뭘|무슨|어떤|어떻게|왜")

_ON_BEHALF_RE = re.compile(r"^.*?(?:대신|대신해서|대신하여|부탁으로|부탁을\s*받고)\s+")


def only_says_asking(text: str, known: Callable[[str], bool]) -> bool:
    """`text` only says that (or for whom) the asker asks; `known`: the noun is a word the policies use."""
    if not _ASKING_END_RE.search(text) or _ASKS_INSIDE_RE.search(text):
        return False
    text = _ON_BEHALF_RE.sub("", text)  # "신입 사원 대신": for whom, no thing asked about
    return not any(not t.verb and known(t.text) and not is_person(t.text) for t in content_terms(text))


def without_asking(parts: list[P], known: Callable[[str], bool]) -> list[P]:
    """The parts without those that only say who asks, unless nothing else would be left."""
    kept = [p for p in parts if not only_says_asking(p.text, known)]
    return kept if kept else parts


# why the asker asks ("확인차", "확인 차원에서", "혹시나 해서"): no topic of the question
_ASKING_PURPOSE_RE = re.compile(r"\s*(?:확인\s*차(?:원에서|로)?|혹시\s*나\s*해서|혹시\s*몰라서)(?=\s)")


def without_asking_purpose(text: str) -> str:
    """The message without the words that only say why the asker asks."""
    return _ASKING_PURPOSE_RE.sub("", text)
