"""Each question of a message answered by its own sentence (issue 8, item 4): in "노트북 언제 받아요? 몇년마다
바꿔줘요?", the second question names the act of replacing (바꾸 -> 교체), so the rule "노트북은 4년마다
교체한다" is its answer, not the first question's; the first, which names no such act, is answered by a
sentence that does not carry the act another question asks ("업무용 노트북은 입사일에 지급한다").

When every sentence that passes for a question carries another question's act, nothing changes (the rule
only chooses among passing sentences, never makes one pass). `bot.topic.TopicMatcher.best` and the
extractive generator use it; a general rule on the analyzer's verbs and the glossary.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot.language.terms import GENERIC_VERBS, compact

if TYPE_CHECKING:
    from bot.language.terms import Term
    from bot.topic import Coverage, Part

# Whether the term of a part (or a glossary word for it) occurs in a compact sentence: `TopicMatcher.word_in`.
WordIn = Callable[["Term", "Part", str], bool]


def acts_of_others(part: Part, parts: Sequence[Part]) -> list[tuple[Term, Part]]:
    """The acts (verbs, not generic ones) the other questions of the message ask and this one does not name."""
    own = {w for t in part.terms if t.verb for w in (t.text, *part.concepts.get(t.text, ()))}
    out = []
    for other in parts:
        if other is part:
            continue
        for term in other.terms:
            words = {term.text, *other.concepts.get(term.text, ())}
            if term.verb and term.text not in GENERIC_VERBS and not words & own:
                out.append((term, other))
    return out


def without_others_acts(passing: list[Coverage], others: Sequence[tuple[Term, Part]], word_in: WordIn
                        ) -> list[Coverage]:
    """The passing sentences that carry no act of another question, or all of them when none is left."""
    if not others:
        return passing
    kept = [c for c in passing
            if not any(word_in(term, other, compact(c.sentence.text)) for term, other in others)]
    return kept or passing
