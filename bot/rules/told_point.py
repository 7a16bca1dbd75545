"""The point the question turns on, which the quoted sentence must speak to (issue 8, branch hunt30).

One entry for the sixth check (`answers_question`) to four rules, each about a question that names the sentence's words
but turns on another point: a file size it states (`stated_size`), an exception to the rule's figure
(`conceded_figure`), the asker carrying the rule's thing somewhere (`own_act`), a free choice of a thing the sentence
does not restrict (`any_choice`). (A heard span against a lead time is corrected instead: `bot.rules.heard_core` in the
extractive generator states the policy's figure beside the answer.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.rules import any_choice, conceded_figure, own_act, stated_size

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Part


def problems(matcher: Vocabulary, part: Part, sentence: str) -> list[str]:
    """The missing items of the rules above for one question part and one sentence."""
    return [*stated_size.problems(part.text, sentence),
            *conceded_figure.problems(part.text, sentence), *own_act.problems(matcher, part, sentence),
            *any_choice.problems(part.text, lambda word: part.concepts.get(word.lower(), set()), sentence)]
