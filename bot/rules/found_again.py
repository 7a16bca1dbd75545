"""A loss the question says is over (issue 8, hunt29): "잃어버렸다 다시 **찾은** 보안 USB 계속 써도 돼요?",
"lost it but found it again, can I keep using it?".

The rules on a loss ("보안 USB를 잃어버리면 즉시 보안팀에 신고한다", "노트북이나 장비를 잃어버리거나 도난당하면 …")
say what to do while the thing is lost. A question whose thing was lost and then found asks about what comes after
(keep using it, take back the report, unlock it), which none of them says: a sentence that speaks of the loss is
not its answer. Looking for it ("좀 더 찾아보고 신고해도 되죠?", "look for it first") is not finding it: the loss is
still open, and the delay rules answer. Korean (the analyzer's lemmas) and English (found/recovered after
lost/stolen). Part of `TopicMatcher.coverage`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import analyze, compact

_LOSS_LEMMAS = frozenset({"잃어버리", "잃", "분실", "도난"})
_LOSS_IN_SENTENCE = ("잃어버", "분실", "도난", "잃은")
_EN_FOUND = re.compile(r"\b(?:lost|stolen|misplaced)\b.*\b(?:found|recovered|turned\s+up|got\s+it\s+back)\b", re.I)


@lru_cache(maxsize=8192)
def found_again(question: str) -> bool:
    """The question tells a loss and then that the thing was found (찾은, 찾았, 찾으면; not 찾아보)."""
    if _EN_FOUND.search(question):
        return True
    morphs = analyze(question)
    lost = False
    for i, m in enumerate(morphs):
        if m.lemma in _LOSS_LEMMAS:
            lost = True
        elif lost and m.lemma == "찾" and m.tag.startswith("VV"):
            if any(x.lemma.startswith("보") and x.tag.startswith("VX") for x in morphs[i + 1:i + 3]):
                continue  # 찾아보고: still looking
            if "찾아" in m.surface and i + 1 < len(morphs) and morphs[i + 1].lemma.startswith("보"):
                continue
            return True
    return False


def problems(question: str, sentence: str) -> list[str]:
    """The sentence speaks of the loss the question says is over."""
    if not found_again(question):
        return []
    squeezed = compact(sentence)
    if any(word in squeezed for word in _LOSS_IN_SENTENCE):
        return ["(the question's thing was found again; the sentence speaks of the loss)"]
    return []
