"""The act a question tells as its plan is the occasion of a "…할 때는" rule, not the event asked (issue 8, cover31).

"보안 USB에 자료 담아서 고객사에 가져가려는데 따로 허락이 필요한가요?" asks whether the trip needs leave; the act
(가져가) is told in a background clause (-려는데), and the question's own predicate (필요하다) is generic. Its last
act term is then 가져가, and a yes/no question on an act that the sentence uses only as a modifier ("가져갈 때는 팀장
승인을 받는다": 가져갈 modifies 때) was refused as "the sentence only presupposes it" — a guard meant for "90일 지나면
계정이 잠겨요?" against "잠긴 계정은 … 풀린다". A time clause (…할 때는) is the rule's occasion, not a presupposed
event, and the question told the act as its own occasion: the sentence says what goes with it.

Only when the act is a background predicate of the question (`bot.rules.clauses.background_predicates`) and every use
of it in the sentence opens a time clause (`bot.rules.modifier_ending.time_clause`).
"""

from __future__ import annotations

from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import analyze
from bot.rules.clauses import background_predicates
from bot.rules.modifier_ending import time_clause


def occasion_told(question: str, act: str, sentence: str) -> bool:
    """`act` is told as the question's background and is the occasion (…할 때) of `sentence`'s rule."""
    if act not in background_predicates(question):
        return False
    uses = [i for i, m in enumerate(analyze(sentence)) if m.lemma == act and m.tag in VERB_ADJECTIVE_TAGS]
    return bool(uses) and all(time_clause(sentence, i) for i in uses)
