"""Working away from the workplace is being outside it (issue 8, probe `_p45`).

"재택 중인데 VPN 안 켜고 사내 시스템 바로 들어가도 되나요?" sets the question in a situation the document title
names ("원격근무·VPN 규정": 재택 is a glossary variant of 원격근무) and the section "재택근무 중 보안" is about. The
sentence that answers it, "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다", sets its rule outside the
workplace: working from home, on a business trip or at a client's site is a case of it, so the situation word is
carried by that sentence, not only by the title.

Read on the analyzer (`bot.rules.place_scope.places`: the "에서" phrase with an outside noun) and a closed class of
situations that are away from the workplace by what they are; the glossary's variants of them count ("원격근무").
A sentence set in a named place that is not the workplace ("카페·공항 등 공용 와이파이에서는") carries none of
them: working from home is not a café.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from bot.language.terms import Term
from bot.rules.place_scope import OUTSIDE, places

# situations that are away from the workplace by what they are (a closed class; glossary concepts or words)
AWAY = frozenset({"재택", "재택근무", "원격근무", "출장", "해외출장", "외근"})


def is_away(word: str, concepts: Collection[str] = ()) -> bool:
    """Whether a question word names working away from the workplace (itself or through its glossary words)."""
    return word in AWAY or any(c in AWAY for c in concepts)


def carried(word: str, concepts: Collection[str], body: str) -> bool:
    """Whether a sentence (with its heading: `body`) that sets its rule outside the workplace ("회사 밖에서는")
    carries a question word that names working away from it ("재택 중인데", "출장 가서")."""
    return is_away(word, concepts) and any(any(w in OUTSIDE for w in phrase) for phrase, _ in places(body))


def carried_terms(unmatched: Iterable[Term], concepts: Mapping[str, Collection[str]], body: str,
                  nouns_in_body: Iterable[str]) -> set[str]:
    """The unmatched words that name working away (a verb too: "재택할 때") that a sentence set outside the
    workplace carries, when the sentence itself carries two other things the question names ("재택할 때 사내시스템
    접속하려면 OTP 꼭 써야" vs "회사 밖에서 사내 시스템에 접속할 때는 OTP …"): with fewer, any rule for outside
    the company would answer (session 56, measured: the OTP rule took a question the VPN rule answers)."""
    pinned = {frozenset(concepts.get(w) or {w}) for w in nouns_in_body}
    if len(pinned) < 2:
        return set()
    return {t.text for t in unmatched if carried(t.text, concepts.get(t.text, set()), body)}
