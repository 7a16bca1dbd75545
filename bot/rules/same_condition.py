"""Among sentences that answer, the one whose condition is the question's (issue 8, branch hunt30).

"… 고객 개인정보를 외부 업체에 넘겨달래요 외부 제공하려면 승인 필요해요?" is passed by both rules of the section:
"개인정보를 외부 업체에 제공하려면 개인정보 보호 담당자의 승인을 받는다" and "승인 없이 외부 업체에 개인정보를 넘기지
않는다". The question asks what the first one's condition (제공하려면) requires; the second forbids, and says nothing of
whose approval. When the question states a condition by an act (…하려면, …할 때, …하면) and some of the passing
sentences open with a condition on that same act, those are preferred; unchanged when none or all do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.language.terms import GENERIC_VERBS, NOUN_TAGS, Morph, analyze

if TYPE_CHECKING:
    from bot.matching.model import Coverage


def _ends_condition(morphs: tuple[Morph, ...], i: int) -> bool:
    m = morphs[i]
    if m.tag == "EC" and m.surface.endswith("면"):
        return True
    return m.surface in ("때", "땐") and m.tag.startswith("NN") and i > 0 and (
        "ETM" in morphs[i - 1].tag or morphs[i - 1].tag.startswith(("XSV", "VV")))


def condition_acts(text: str) -> set[str]:
    """The acts right before a condition ending ("제공하려면": 제공; "가져갈 때는": 가져가; "수집할 때는": 수집)."""
    morphs = analyze(text)
    out: set[str] = set()
    for i in range(len(morphs)):
        m = morphs[i]
        if m.tag.startswith("VV+") and "EC" in m.tag and m.surface.endswith("면") and m.lemma not in GENERIC_VERBS:
            out.add(m.lemma)  # "잃어버리면" analysed as one morpheme
            continue
        if i == 0 or not _ends_condition(morphs, i):
            continue
        for j in range(i - 1, max(i - 5, -1), -1):
            m = morphs[j]
            if m.tag.startswith("VV") and m.lemma not in GENERIC_VERBS:
                out.add(m.lemma)
                break
            if m.tag in NOUN_TAGS and j + 1 < len(morphs) and morphs[j + 1].tag.startswith("XSV"):
                out.add(m.lemma)
                break
            if not m.tag.startswith(("EP", "EC", "VX", "ETM", "XSV", "VV")):
                break
    return out


def prefer(question: str, passing: list[Coverage]) -> list[Coverage]:
    """The passing sentences whose condition is on the question's conditioned act, when some but not all are."""
    if len(passing) < 2:
        return passing
    asked = condition_acts(question)
    if not asked:
        return passing
    same = [cov for cov in passing if condition_acts(cov.sentence.text) & asked]
    return same if same and len(same) < len(passing) else passing
