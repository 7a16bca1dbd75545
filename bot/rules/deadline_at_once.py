"""A deadline asked ("언제까지 신고해야 돼요?") is answered by a rule that does the act at once (issue 8).

"보안 USB 잃어버린 걸 방금 알았어요. 언제까지 신고하면 되나요?" asks by when the report is due; "보안 USB를
잃어버리면 즉시 보안팀에 신고한다" answers it: no later than now. The duration kind the question asks for is then
met by the at-once adverb (즉시, 바로, 곧바로, 지체 없이) when that adverb governs the act the question asks about:
the act (the question's last non-generic predicate, or a policy word the glossary ties to it) is among the words
that follow the adverb in the same clause. A deadline asserted to be confirmed is `premise_figure.at_once_corrects`'s;
leave to put the act off is `delay_asked`'s (a bare 즉시 does not answer "며칠 있다가 말해도 돼요?"). Only "언제까지"
and its English forms ("by when", "how soon") ask for a deadline; "얼마나 오래", "기간" ask for a length, which 즉시
does not state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import compact

_DEADLINE_ASKED_RE = re.compile(r"언제\s*까지|얼마나\s*빨리|\bby\s+when\b|\bhow\s+(?:soon|quickly|fast)\b", re.I)
# the at-once adverb and the rest of its clause (up to a clause break: a comma or a connective -고 / -며 before a space)
_AT_ONCE_CLAUSE_RE = re.compile(r"(?:즉시|곧바로|바로|지체\s*없이)\s*([^,.]*?)(?:[고며]\s|[,.]|$)")


def answers(question: str, sentence: str, act: str | None, words_for: Callable[[str], Iterable[str]]) -> bool:
    """`question` asks by when `act` is due and `sentence` says to do `act` at once."""
    if act is None or _DEADLINE_ASKED_RE.search(question) is None:
        return False
    forms = {compact(act), *(compact(w) for w in words_for(act))}
    forms = {f for f in forms if len(f) >= 2}
    for m in _AT_ONCE_CLAUSE_RE.finditer(sentence):
        clause = compact(m.group(1))
        if any(f in clause for f in forms):
            return True
    return False
