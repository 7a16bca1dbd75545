""""Any X at all?" is answered by the rule that allows only some X, however the X would be found (cover30).

"아무 AI나 인터넷에서 찾아서 써도 되는 건가요?" is answered by "업무에는 회사가 허용한 생성형 AI 서비스만 사용한다": the
question asks whether any one of a kind may be used, the sentence says only the allowed ones may, and how the asker
would come by one (찾아서, 골라서, 구해서, 받아서, 다운받아서, from 인터넷 or 웹) changes nothing. Only with a free
choice (아무 N나 / 아무 N이나) and a sentence restricted with 만; the act asked must still be carried by the topic rule.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language.terms import analyze

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


_FREE_CHOICE = re.compile(r"아무\s*\S*?(?:이나|나)(?=[\s?.,!~]|$)")


def _restricts(sentence: str) -> bool:
    """The sentence says which ones: a 만 ("등록된 보안 USB만", "근거가 있을 때만") or a prohibition (않는다, 없이,
    금지)."""
    return any((m.tag == "JX" and m.lemma == "만") or (m.tag == "VX" and m.lemma == "않") or (
        m.tag == "VA" and m.lemma == "없") or m.lemma == "금지" for m in analyze(sentence))


def problems(question: str, sentence: str) -> list[str]:
    """The other side (issue 8, hunt32): a free choice ("아무 USB나 써도 되나요?", "아무거나 깔아도", "아무때나
    수집해도") asks whether any one will do, and only a sentence that says which ones, or forbids some, answers it.
    "외부 회계 감사 때 자료를 USB로 넘겨야 하는데 아무 USB나 써도 되나요?" is not answered by "보안 USB로 자료를 회사
    밖으로 가져갈 때는 팀장 승인을 받는다", a rule on another point that the story's nouns pinned."""
    if not _FREE_CHOICE.search(question) or _restricts(sentence):
        return []
    return ["(아무 …나: the question asks whether any one will do; the sentence does not say which)"]
