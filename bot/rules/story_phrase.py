"""A noun that only says which story noun is meant is story too (issue 8, cover26).

"거래처 미팅 끝났는데 보안usb에 있는 자료 어떡해요?": 미팅 is the question's story and is set aside
(`Excuses._set_aside`), but 거래처, written right before it with no particle, only says which meeting: it is
part of the same story phrase, not a topic of its own, though the policies use the word elsewhere. A noun is
left out with the story noun it modifies only when

- it is written right before that noun, with no particle between (`bot.rules.story.modifiers_of`: "거래처 미팅",
  "고객사 미팅"), and the head was itself set aside as story for this sentence;
- it modifies nothing the sentence must still carry (a noun before two nouns is read with the first).

A modifier of a noun that is asked ("집 공유기 비밀번호") never gets here: its head stays missing or carried.
"""

from __future__ import annotations

from bot.rules.story import modifiers_of


def without_story_modifiers(question: str, missing: list[str], set_aside: list[str]) -> list[str]:
    """`missing` without the nouns that only modify a noun of `set_aside` (see the module doc)."""
    if not missing or not set_aside:
        return missing
    of_story = modifiers_of(question, frozenset(set_aside))
    if not of_story:
        return missing
    of_kept = modifiers_of(question, frozenset(n for n in missing if n not in of_story))
    return [n for n in missing if n not in of_story or n in of_kept]
