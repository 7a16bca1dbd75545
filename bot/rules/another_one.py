""""다른 N" asks about another N than the one the rule speaks of (dev batch `_zr2`, issue 8).

"감염 의심돼서 보안팀에 연락했는데 그동안 다른 PC로 일해도 되나요?" asks about working on another computer while the
infected one waits: "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다" speaks of the infected computer itself, and
passed on 컴퓨터 (pc). A question noun under "다른" (another) is not carried by a sentence that names that thing (or
its policy word) without saying another one (다른, 남, 이전 …): the rule is about the thing the situation is about.
A sentence that limits to one ("수집 목적 안에서만 이용한다": the particle 만) answers for every other one
("다른 목적으로 써도 돼요?").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact

# the sentence speaks of another one itself: "다른 서비스에", "남에게", "이전 부서에서", "새 노트북"
_OTHER_IN_SENTENCE = re.compile(r"다른|남에게|남의|이전|새\s|새로운|또\s*다른")


def other_nouns(question: str) -> list[str]:
    """The nouns the question qualifies with 다른 ("다른 PC로" -> pc)."""
    morphs = analyze(question)
    return [morphs[i + 1].lemma for i, m in enumerate(morphs[:-1])
            if m.surface == "다른" and m.tag == "MM" and morphs[i + 1].tag in NOUN_OR_LATIN_TAGS]


def problems(question: str, sentence: str, words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """A sentence on the thing itself does not answer a question about another one."""
    if _OTHER_IN_SENTENCE.search(sentence) or any(m.surface == "만" and m.tag == "JX" for m in analyze(sentence)):
        return []
    squeezed = compact(sentence)
    out = []
    for noun in other_nouns(question):
        if any(compact(w) in squeezed for w in (noun, *words_for(noun)) if w):
            out.append(f"(another {noun} than the one the sentence speaks of)")
    return out
