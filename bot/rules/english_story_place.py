"""Where an English story happened, against a section that names no such place (issue 8, branch english16).

"Someone stole my laptop bag at the airport! who do I report it to" is answered by "노트북이나 장비를 잃어버리거나
도난당하면 즉시 IT 담당자에게 분실 신고를 한다": where the theft happened does not change whom it is reported to. The
glossary reads "airport" as 공항, a policy word (공용 와이파이: 카페·공항 등), so it was not set aside as story and
was missing against the sentence.

So the noun of a place phrase ("at the airport", "in a taxi", "on the train") in a sentence of the message that asks
nothing (`bot.language.english.asks`: the story told before or after the question) is set aside against an excerpt
(the sentence's section) that names none of its policy words. A section that names the place keeps it: "I'm at
the airport. Can I log in with VPN on?" against the VPN section, whose other sentence speaks of 공항 wifi, and a
place in the asking sentence itself ("can I log in at the airport?") is asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.terms import compact

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_PLACE_PHRASE = re.compile(r"\b(?:at|in|on|inside)\s+(?:the|a|an|my|our|their|his|her)\s+([a-z]+)\b", re.I)


def story_places(question: str) -> set[str]:
    """The place nouns of the sentences of an English message that ask nothing ("… at the airport!" -> airport)."""
    sentences = [s for s in _SENTENCE.split(question.strip()) if s.strip()]
    if len(sentences) < 2:
        return set()
    return {m.group(1).lower() for s in sentences if not english.asks(s) for m in _PLACE_PHRASE.finditer(s)}


def answered(question: str, missing: list[str], excerpt: str,
             words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less the place noun of a story sentence whose policy words the excerpt does not name."""
    if not missing or not english.is_english(question):
        return missing
    places = story_places(question)
    if not places:
        return missing
    squeezed = compact(excerpt)
    return [word for word in missing
            if not (word.lower() in places and (policy := list(words_for(word)))
                    and not any(compact(p) in squeezed for p in policy))]
