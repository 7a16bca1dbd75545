"""A condition that only hedges the event its section is about is carried by the section's heading (issue 8,
branch cover24, batch `_zq2`).

"악성코드 의심되면 누구한테 연락해요?": the question's condition (의심되면) says no more than "if there is malware";
the section "2. 악성코드 감염" is about exactly that event, and its rule "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에
연락한다" answers it without repeating the hedge. A hedging predicate (의심되다, 생기다, 발생하다: the event is the noun
before it) is set aside when the noun it hedges, itself or as its glossary policy word, is in the section heading.
Any other condition ("잃어버리면", "느리면") is still carried by the sentence itself, and the asked act still is.
General logic on the analyzer's morphemes, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from bot.language.terms import compact, raw_morphemes

# predicates that only say an event is suspected or happened (as bot.rules.told_act reads them)
HEDGES = frozenset({"의심", "생기", "발생"})


def hedged_nouns(question: str, hedge: str) -> list[str]:
    """The nouns written just before the hedge ("악성코드 의심되면" -> 악성코드; "악성코드가 의심되면" too)."""
    morphs = raw_morphemes(question)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.lemma != hedge and not (m.pos.startswith("NNG") and m.surface == hedge):
            continue
        j = i - 1
        while j >= 0 and morphs[j].pos.startswith("J"):  # 악성코드가 의심되면
            j -= 1
        if j >= 1 and morphs[j].pos == "NNB" and morphs[j].surface in ("것", "거") and morphs[j - 1].pos.endswith(
                "ETM"):
            j -= 2  # "악성코드에 감염된 것으로 의심되는데": the event is the noun made a verb before 것 (session 55)
        noun = ""
        while j >= 0 and morphs[j].pos.startswith(("NNG", "NNP", "SL", "XSN", "XPN")):  # 악+성+코드
            noun = morphs[j].surface + noun
            j -= 1
        if noun:
            out.append(noun)
    return out


def without_hedge(question: str, missing_verbs: Sequence[str], heading: str,
                  policy_words_for: Callable[[str], Collection[str]]) -> list[str]:
    """`missing_verbs` less a hedge whose noun the section heading names (see the module doc)."""
    return [v for v in missing_verbs if v not in HEDGES or not any(
        _headed(n, heading, policy_words_for) for n in hedged_nouns(question, v))]


def _headed(noun: str, heading: str, policy_words_for: Callable[[str], Collection[str]]) -> bool:
    """The section heading names the hedged noun, itself or as one of its policy words."""
    squeezed = compact(heading).lower()
    return any(compact(w).lower() in squeezed for w in (noun, *policy_words_for(noun)) if len(compact(w)) >= 2)


# "랜섬웨어 같은 창이 떴는데", "바이러스 같은 팝업 뜨면": a screen that looks like the event, its hedge
_SEEN_AS = re.compile(r"(?P<noun>[가-힣A-Za-z]+?)\s*같은\s*(?P<screen>창|화면|메시지|팝업|경고창|알림창|경고)"
                      r"(?:이|가)?\s*(?:뜨|떴|뜬|떠|뜰)")


def without_screen_hedge(question: str, missing: Sequence[str], heading: str,
                         policy_words_for: Callable[[str], Collection[str]]) -> list[str]:
    """`missing` less a screen that only looks like the event the section heading names ("랜섬웨어 같은 창이
    떴는데" under "2. 악성코드 감염": 창, 뜨, and the event told with 뜨), as a hedge is (session 56)."""
    found = _SEEN_AS.search(question)
    if found is None or not _headed(found.group("noun"), heading, policy_words_for):
        return list(missing)
    screen = found.group("screen")
    return [w for w in missing if w not in (screen, "뜨") and not w.startswith("(뜨:")]
