"""A short span singled out with 만 in a permission question, against a rule that forbids the act (issue 8).

"옆팀 사람이 노트북 고장났다고 제꺼 **하루만** 빌려달래요 빌려줘도 돼요?" is answered by "지급받은 노트북은 … 남에게
빌려주지 않는다": a rule that forbids the act outright forbids it for a day too, as `bot.topic` already reads an
asked figure ("노트북 며칠 빌려줘도 돼요?"). The span (하루, 이틀, 주말 …) is a noun the sentence does not carry;
it is left out only when the question asks permission and the sentence forbids the question's own last act — never
against a rule that allows or times the act ("하루만 늦게 반납해도 돼요?" against "… 5영업일 이내에 반납한다").

General logic on MeCab-ko's tags and a word class of span nouns, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bot.rules.story import _nouns_and_morphemes

_SPANS = frozenset({"하루", "이틀", "사흘", "나흘", "반나절", "주말", "일주일", "한동안", "잠깐", "잠시"})
_ONLY = frozenset({"만", "정도만", "동안만"})


@lru_cache(maxsize=4096)
def spans(text: str) -> frozenset[str]:
    """Span nouns of `text` followed by 만 ("하루만", "주말만")."""
    raw, nouns = _nouns_and_morphemes(text)
    return frozenset(w for w, after in nouns if w in _SPANS and after < len(raw)
                     and raw[after].pos.startswith("JX") and raw[after].surface in _ONLY)


def left_out(text: str, missing_nouns: list[str], permission: bool, forbids: Callable[[], bool]) -> list[str]:
    """`missing_nouns` without the spans singled out with 만, when a permission question's act is forbidden
    outright by the sentence (`forbids`, asked only when there is such a span)."""
    if not permission or not missing_nouns:
        return missing_nouns
    found = spans(text) & set(missing_nouns)
    if not found or not forbids():
        return missing_nouns
    return [n for n in missing_nouns if n not in found]
