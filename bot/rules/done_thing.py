"""A rule on the thing an act has been done to does not say what follows not doing it (issue 8, hunt20).

"노트북 반납 안 하면 어떻게 돼요?", "… 반납 못 하면 어떻게 돼요?" ask the consequence of not returning the laptop;
"반납된 장비의 저장 장치는 완전히 삭제한 뒤 재사용한다" speaks of a device already returned (반납된 describes the
장비) and states what the company does with it. `TopicMatcher._duty_for_consequence` refuses the rule that states
the duty itself (its main predicate is the act); this module refuses the rule that names the act only as done, in
a modifier of a thing: a noun made a verb with a modifier ending (반납된, 신고한, 삭제된) or a verb with ㄴ/은/던
before a noun that is not a time noun ("삭제한 **뒤**" sets a time, the act is done first and the rule goes on).

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze, compact

_TIME = frozenset({"뒤", "후", "다음", "전", "때", "즉시", "이후", "이전", "동안"})
_MODIFIER_XSV = ("된", "한", "당한", "받은", "되는", "하는")


@lru_cache(maxsize=8192)
def _uses(sentence: str) -> tuple[tuple[str, bool], ...]:
    """Each act of the sentence (noun of a 하다/되다 verb, or a verb stem) and whether it only describes a thing."""
    morphs = analyze(sentence)
    out: list[tuple[str, bool]] = []
    for i, m in enumerate(morphs):
        nxt = morphs[i + 1] if i + 1 < len(morphs) else None
        if m.tag in KOREAN_NOUN_TAGS and nxt is not None and nxt.tag.startswith("XSV"):
            after = morphs[i + 2] if i + 2 < len(morphs) else None
            describes = nxt.surface in _MODIFIER_XSV and after is not None and after.tag in KOREAN_NOUN_TAGS \
                and after.lemma not in _TIME
            out.append((m.lemma, describes))
        elif m.tag == "VV" and nxt is not None:
            after = morphs[i + 2] if i + 2 < len(morphs) else None
            describes = nxt.tag == "ETM" and after is not None and after.tag in KOREAN_NOUN_TAGS \
                and after.lemma not in _TIME
            out.append((m.lemma, describes))
    return tuple(out)


def only_done(sentence: str, words: Collection[str]) -> bool:
    """The sentence names one of `words` (an act and its policy words) and only as done to a thing."""
    wanted = {compact(w) for w in words}
    uses = [describes for act, describes in _uses(sentence) if compact(act) in wanted]
    return bool(uses) and all(uses)


def names(sentence: str, words: Collection[str]) -> bool:
    """The sentence itself names one of `words` (an act and its policy words), not only its title or heading:
    "지급받은 노트북은 … 빌려주지 않는다" under the title "업무용 장비 지급·반납 규정" says nothing of not returning."""
    text = compact(sentence)
    lemmas = {compact(m.lemma) for m in analyze(sentence)}  # "보낼 수 있다" names 보내
    return any(w and (w in text or w in lemmas) for w in words)


def not_done(question: str, verb: str) -> bool:
    """The question's condition is the asker not doing the act ("반납 안 하면", "반납 못 하면", "안 돌려주면"), not a
    thing that does not work ("메일 첨부가 안 되면": what to do instead, which a rule may give without the word)."""
    if verb in ("되", "하"):  # "첨부가 안 되면": the thing does not work
        return False
    text = compact(question)
    return re.search(rf"{re.escape(verb)}(?:안|못)하|(?:안|못){re.escape(verb)}", text) is not None
