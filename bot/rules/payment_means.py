"""How the asker would pay is no topic of the rule on who buys (issue 8, cover30).

"유료 라이선스 필요한데 제 카드로 사고 경비처리 해도 돼요?" and "유료 툴 라이선스는 누가 사요? 우리팀 카드로 결제해도
되나" are answered by "유료 라이선스는 IT 담당자가 구매하고 관리한다": the sentence says who buys, which answers
whether the asker may buy it with a card of their own, their team's or the company's. The payment instrument (제 카드,
팀 법카, 우리팀 카드, 사비) and how the cost would be claimed back (경비처리, 청구, 비용 처리, 정산) add nothing
the sentence leaves open; MeCab reads the buying act after the instrument ("카드로 사고") as the noun 사고 (an
incident), which is the act of buying here.

Only when the question pays with an instrument ("N(으)로 사/결제/구매/구입") and the sentence is a rule on buying
(구매, 구입); the thing bought must still be carried by the topic rule ("법카로 노트북 사도 돼요?" keeps 노트북
against a sentence on licenses).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.language.terms import Term

# an instrument of payment, with the words before it that say whose it is ("팀 법카", "우리팀 카드", "제 카드")
_INSTRUMENT = re.compile(
    r"((?:(?:제|내|저희|우리|팀|회사|부서|개인)\S{0,2}\s+)?(?:제|내|저희|우리|팀|회사|법인|개인|부서)?\s*"
    r"(?:카드|법카|법인카드|사비|자비|돈))\s*(?:으로|로)\s*"
    r"(사고|사서|사도|사면|사야|살|삼|사요|결제|구매|구입|긁)")
# claiming the cost back
_CLAIM = frozenset({"경비처리", "경비", "청구", "비용처리", "정산", "처리", "영수증"})
_BUYING_RULE = re.compile(r"구매|구입")


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the payment instrument, the claim nouns and a 사고 read for "buy", against a buying rule."""
    if not missing or not _BUYING_RULE.search(sentence):
        return missing
    found = _INSTRUMENT.search(question)
    if found is None:
        return missing
    span = _compact(found.group(1))
    aside = {w for w in missing if w and not w.startswith("(") and _compact(w) in span and _compact(w) not in (
        "제", "내")}
    aside |= {w for w in missing if _compact(w) in _CLAIM}
    if found.group(2) == "사고":
        aside.add("사고")
    return [w for w in missing if w not in aside]


def carried(question: str, unmatched: list[Term], sentence: str, message_words: frozenset[str]) -> set[str]:
    """The unmatched words of `question` that `answered` sets aside against `sentence` (nouns and verbs), when the
    message names something of the sentence besides the payment ("누가 사요? 우리팀 카드로 결제해도 되나" asks
    about the license of the part before: 라이선스 is in the sentence); a bare "카드로 결제해도 돼요?" pins nothing."""
    words = [t.text for t in unmatched]
    aside = set(words) - set(answered(question, words, sentence))
    squeezed = _compact(sentence)
    if not aside or not any(len(w) >= 2 and w not in aside and _compact(w) in squeezed for w in message_words):
        return set()
    return aside
