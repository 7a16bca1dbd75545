"""The figure a reported clause states, asked on its own (issue 8, false premises stated as hearsay).

"동료가 VPN 인증서는 6개월짜리라서 반년마다 새로 받아야 한다던데, 저도 지금 재발급 신청해야 하나요?" asks whether
to apply now, and a sentence answers that ("만료되기 30일 전에 재발급을 신청한다"); but the figure the asker heard is
false for the revision in force ("VPN 인증서의 유효기간은 1년이다"; 6개월 is a later revision's), and an answer that
leaves it standing confirms it. The heard clause's core is its opening up to the word that holds its first
figure ("VPN 인증서는 6개월짜리"), asked as a confirm question of its own ("VPN 인증서는 6개월짜리죠?"): a sentence
that answers that question and states another figure of its kind is the correction the answer opens with
("아닙니다. …").
English: "My manager said the attachment limit is 10MB, so …" -> "the attachment limit is 10MB, right?".

The core is only read as a confirm question, so the topic rule and the premise verdict decide as for any premise
("6개월이죠?" against "1년이다"); nothing here judges a sentence.
"""

from __future__ import annotations

import re

from bot.matching.model import asks
from bot.rules.heard_premise import HEARD_CLAUSE_RE
from bot.rules.hearsay import without_source

_FIGURE_RE = re.compile(r"\d+|반년")
# what follows the figure's noun in its word: a copula or connective ending ("6개월짜리라서", "3년이라고")
_WORD_TAIL_RE = re.compile(r"(?:이)?(?:라서|라고|라던데|라|고|니까|인데|면|이면|이에요|예요|에)$")
_EN_SAID_RE = re.compile(
    r"\b(?:said|says|told\s+(?:me|us|him|her|them)|heard|mentioned|claims?|claimed)\b(?:\s+that)?\s+", re.I)
_EN_END_RE = re.compile(r",\s*(?:so|and|but|which)\b|[.?!]|,\s*(?:right|correct|is\s+that)\b", re.I)


def core(text: str) -> str | None:
    """The heard clause's figure asked as a confirm question, or None when the message reports none."""
    english = _english_core(text)
    if english is not None:
        return english
    text = without_source(text)  # "옆 팀 동료가 …": who said it is no part of what was said
    heard = HEARD_CLAUSE_RE.search(text)
    if heard is None or not asks(text[heard.end():]):  # a question must follow what was heard
        return None
    clause = text[:heard.end()]
    figure = _FIGURE_RE.search(clause)
    if figure is None:
        return None
    end = clause.find(" ", figure.end())
    word_end = len(clause) if end < 0 else end
    opening = clause[:word_end].rstrip(" ,")
    head, _, word = opening.rpartition(" ")
    word = _WORD_TAIL_RE.sub("", word) or word
    stated = f"{head} {word}".strip()
    return f"{stated}죠?" if len(stated) > len(word) else None  # a bare figure names nothing it is of


def _english_core(text: str) -> str | None:
    said = _EN_SAID_RE.search(text)
    if said is None:
        return None
    rest = text[said.end():]
    end = _EN_END_RE.search(rest)
    statement = (rest[:end.start()] if end else rest).strip(" ,")
    if not re.search(r"\d", statement) or len(statement.split()) < 3:
        return None
    return f"{statement}, right?"
