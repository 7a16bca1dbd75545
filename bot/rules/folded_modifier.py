"""A modifier folded into the noun it modifies is no topic word of its own (issue 8, branch cover15).

The coverage rule asks that a sentence carry a topic word itself, not only through its document title, when the
question has two or more topic nouns ("(a topic word in the sentence itself)" in `bot.topic`): two nouns pin a
topic the title alone does not. "고객 개인정보 얼마나 오래 갖고 있어도 돼요?" has two nouns, but 고객 only says
whose personal data it is: the glossary folds "고객 정보" into 개인정보, and `TopicMatcher` already counts such a
modifier as carried with its head (`_folded`, `_modifies_carried`). Counted as one noun with its head, the
question's one topic noun plus the act the sentence carries itself ("보관 기간은 … 1년이다" for 갖고 있) is what
the rule asks of a one-noun question. A second noun of its own ("고객 개인정보 동의서") still counts.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TypeVar

from bot.language.terms import Term

T = TypeVar("T", bound=Term)


def own_nouns(nouns: Sequence[T], folded: Collection[str]) -> list[T]:
    """The question's topic nouns less the modifiers folded into another of them."""
    return [t for t in nouns if t.text not in folded]
