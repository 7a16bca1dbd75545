"""A question about what something costs: "can you tell me if the vpn cert renewal costs something?", "인증서
재발급 비용 있어요?".

The cost word is often read as a word no policy uses and set aside, and the rest of the question (vpn cert
renewal) then finds the rule on that act ("만료되기 30일 전에 재발급을 신청한다"), which says nothing of a price.
A sentence answers a cost question only if it speaks of paying: 유료, 무료, 비용, 요금, 구매, 결제, 돈. "free"
and 무료 / 유료 are not triggers here (a "free wifi" is public wifi; the 무료 / 유료 words are topic terms of
their own, `bot.rules.contrast`).
"""

from __future__ import annotations

import re

from bot.rules import english_doc_subject

_ASKS_COST_RE = re.compile(
    r"\b(?:costs?|costing|price[sd]?|pricing|fees?|charged?|charges)\b|비용|요금|공짜|돈\s*(?:내|들|드|받)", re.I)
_SAYS_COST_RE = re.compile(r"유료|무료|비용|요금|구매|결제|돈")


def problems(question: str, sentence: str) -> list[str]:
    """The question asks a cost and the sentence speaks of none."""
    question = english_doc_subject.subject_of_document(question)  # "our pricing doc": what the document is about
    if _ASKS_COST_RE.search(question) is None or _SAYS_COST_RE.search(sentence):
        return []
    return ["(what it costs)"]
