"""A sentence that only says an act can be done ("… 25MB까지 보낼 수 있다") states a limit, not a step (hunt20).

"영상 파일 60MB짜리 메일로 못 보내면 어떻게 해요?" asks what to do when the act of its condition fails;
"메일 첨부 파일은 25MB까지 보낼 수 있다" says how far that act goes, not what to do instead. `TopicMatcher`
refuses a sentence whose main predicate is the question's condition ("the condition … is what the sentence asks
to do"); `bot.rules.answer_kind.main_predicate` reads "보낼 수 있다" as 있, so the same act behind "-ㄹ 수 있다"
was not seen. This module gives that act.

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze


@lru_cache(maxsize=8192)
def able_predicate(sentence: str) -> str | None:
    """The act of a sentence that ends "V-ㄹ 수 있다" (its stem, or the noun of its 하다 verb), else None."""
    morphs = analyze(sentence)
    i = len(morphs) - 1
    while i >= 0 and morphs[i].tag.startswith(("S", "E")):
        i -= 1
    if i < 2 or morphs[i].lemma != "있" or morphs[i - 1].lemma != "수" or morphs[i - 1].tag != "NNB":
        return None
    j = i - 2
    if morphs[j].tag == "ETM":
        j -= 1
    if j < 0:
        return None
    m = morphs[j]
    if m.tag.startswith("XSV") and j > 0 and morphs[j - 1].tag in KOREAN_NOUN_TAGS:
        return morphs[j - 1].lemma
    return m.lemma if m.tag.startswith("VV") else None
