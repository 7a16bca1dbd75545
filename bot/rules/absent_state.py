"""A state the question negates is the absence the sentence states (issue 8, branch verbs13).

"문서에 등급 **안 붙어있으면** 어떻게 취급해요?", "등급 **안 적혀있으면**", "등급이 **붙어 있지 않은** 문서": the
asker words a missing mark as a negated result state (안 V-어 있, V-어 있지 않, 안 V-ㄴ); the policy words it as an
absence of the noun ("등급 표시가 **없는** 문서는 사내 한정으로 본다"). The negated verb is then not an act the sentence
must word alike, when the thing the sentence says is absent includes a question noun the sentence carries (등급).
Not set aside: a verb the question does not negate ("등급 붙어있으면" is the opposite case), a negated act that is no
state ("메일에 안 붙어요": attaching fails; "표시 안 했으면": an act not done), or a sentence that states no absence
of the question's noun. A verb of forgetting ("등급 표시하는 거 깜빡했으면", "까먹었는데") says the same absence of
what was to be done (session 55).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import RawMorpheme, compact, raw_morphemes

if TYPE_CHECKING:
    from bot.matching.model import Coverage

_NEGATORS = frozenset({"안", "못"})
# forgetting to do a thing leaves it undone: "표시하는 거 깜빡했으면" is a document without the mark
_FORGETTING = frozenset({"깜빡하", "깜박하", "까먹", "잊어버리", "잊", "빼먹", "빠뜨리"})
_LINK_TAGS = ("JKS", "JX", "JKB", "JKO", "XSN")
_RESULT_HELPERS = frozenset({"있", "놓", "두"})


def _state_after(morphs: tuple[RawMorpheme, ...], i: int) -> tuple[bool, bool]:
    """(whether the verb at `i` is a result state — V-어 있 or a modifier —, whether 지 않 negates it)."""
    state = negated = False
    rest = morphs[i + 1:i + 6]
    if morphs[i].pos.endswith("ETM"):
        state = True
    for j, m in enumerate(rest):
        before = rest[j - 1] if j > 0 else morphs[i]  # "적혀" is one morpheme VV+EC
        if m.pos.startswith("VX") and m.lemma in _RESULT_HELPERS and before.pos.split("+")[-1] == "EC":
            state = True  # "적혀 있", "적어 놓" (a mark written and left there: "안 적어놨으면", session 59)
        elif m.pos.startswith("VX") and m.lemma == "않" and before.surface.endswith("지"):
            negated = True
            break
        elif m.pos.startswith(("VV", "VA", "NN", "SF")) or m.pos.startswith("J"):
            break
        if m.pos.endswith("ETM"):
            state = True
    return state, negated


def negated_states(text: str) -> frozenset[str]:
    """Lemmas of the question's verbs in a negated result state ("안 붙어있으면", "적혀 있지 않은", "안 찍힌")."""
    morphs = raw_morphemes(text)
    out = set()
    for i, m in enumerate(morphs):
        if not m.pos.startswith("VV"):
            continue
        if m.lemma in _FORGETTING:
            out.add(m.lemma)
            continue
        state, negated = _state_after(morphs, i)
        if state and (negated or (i > 0 and morphs[i - 1].surface in _NEGATORS)):
            out.add(m.lemma)
    return frozenset(out)


def absent_nouns(sentence: str) -> list[str]:
    """The nouns a sentence says are absent: those right before its 없 ("등급 표시가 없는" -> 등급, 표시)."""
    morphs = raw_morphemes(sentence)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if not (m.pos.startswith("VA") and m.lemma == "없"):
            continue
        for prev in reversed(morphs[max(0, i - 5):i]):
            if prev.pos.startswith(NOUN_OR_LATIN_TAGS):
                out.append(prev.surface)
            elif not prev.pos.startswith(_LINK_TAGS):
                break
    return out


def without_absent(text: str, missing_verbs: list[str], carried: Collection[str], sentence: str) -> list[str]:
    """`missing_verbs` less those the question negates as a state whose thing the sentence says is absent."""
    negated = negated_states(text) & set(missing_verbs)
    if not negated:
        return missing_verbs
    absent = {compact(n) for n in absent_nouns(sentence)}
    if not any(compact(noun) in absent for noun in carried):
        return missing_verbs
    return [v for v in missing_verbs if v not in negated]


def prefer_absence(question: str, passing: list[Coverage]) -> list[Coverage]:
    """Among passing sentences, those that state the absence of a thing the question names, when the question
    speaks of it as missing ("등급 표시 안 된 문서는 …?", "등급 없는 문서는 …?") and some but not all of them do: "등급
    표시가 없는 문서는 사내 한정으로 본다" answers, "모든 문서에는 … 등급을 표시한다" is the duty on the other case
    (probe _p53a)."""
    if len(passing) < 2 or not (negated_states(question) or absent_nouns(question)):
        return passing
    asked = {compact(m.surface) for m in raw_morphemes(question) if m.pos.startswith(NOUN_OR_LATIN_TAGS)}
    stating = [c for c in passing if asked & {compact(n) for n in absent_nouns(c.sentence.text)}]
    return stating if stating and len(stating) < len(passing) else passing
