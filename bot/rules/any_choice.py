""""Any X at all?" is answered by the rule that allows only some X, however the X would be found (cover30).

"아무 AI나 인터넷에서 찾아서 써도 되는 건가요?" is answered by "업무에는 회사가 허용한 생성형 AI 서비스만 사용한다": the
question asks whether any one of a kind may be used, the sentence says only the allowed ones may, and how the asker
would come by one (찾아서, 골라서, 구해서, 받아서, 다운받아서, from 인터넷 or 웹) changes nothing. Only with a free
choice (아무 N나 / 아무 N이나) and a sentence restricted with 만; the act asked must still be carried by the topic rule.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.language.terms import Term

_ANY = re.compile(r"아무\s*\S+?\s*\S*?(?:이나|나)\s")
# the acts of coming by the thing, chained to the asked act with -아서/-어서, and where it is found
_FINDING = re.compile(r"(찾|골라|고르|구해|구하|받아|다운받아|다운로드해)\S{0,2}서\s")
_FINDING_ACTS = frozenset({"찾", "고르", "구하", "받", "다운받", "다운로드"})
_SOURCES = frozenset({"인터넷", "웹", "온라인", "구글", "검색"})


def carried(question: str, unmatched: list[Term], sentence: str) -> set[str]:
    """The unmatched words of `question` that only say how the freely chosen thing would be found."""
    if not re.search(r"\S만\s", sentence) or not _ANY.search(question) or not _FINDING.search(question):
        return set()
    return {t.text for t in unmatched if (t.verb and t.text in _FINDING_ACTS) or (
        not t.verb and t.text in _SOURCES)}
