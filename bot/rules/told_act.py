"""An English story must tell the rule's opening event itself, not only the thing it happens to (issue 8).

"who do I report my secure USB to? it got a scratch on the cover" is not answered by "보안 USB를 잃어버리면 즉시
보안팀에 신고한다": the question names the USB, which the rule's opening clause names too, but its story tells
another event (a scratch, not a loss). When the question tells a story of its own, the opening clause's event
(its predicate: 잃어버리, 도난당하, 퇴사하) must be among the question's words or their glossary variants; a
hedging predicate that only says the event is suspected or happened (의심되면, 생기면) needs nothing more.

General logic on the opening clause's terms and the glossary, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import compact, content_terms

# predicates that only say an event is suspected, happened or exists: the event is the noun before them
_HEDGES = frozenset({"의심", "생기", "발생", "되", "하", "있", "나"})


def untold_event(lead: str, told: Iterable[str]) -> str | None:
    """The opening clause's event no told word (as itself or a variant) names, or None."""
    acts = [t.text for t in content_terms(lead) if t.verb and t.text not in _HEDGES]
    if not acts:
        return None
    words = [compact(w) for w in told if w]
    for act in acts:
        key = compact(act)
        if any(key in w or (len(w) >= 2 and w in key) for w in words):
            return None
    return acts[0]
