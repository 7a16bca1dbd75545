"""What the rule modules that `bot.language.terms` imports read of a morpheme.

`bot.language.terms.Morph` cannot be imported by a module `terms` itself imports (asker_mood, framing_verb, mood_noun,
alone_adverb); they read a morpheme through these protocols, which `Morph` satisfies.
"""

from __future__ import annotations

from typing import Protocol


class MorphLike(Protocol):
    """A morpheme's surface, tag and lemma."""

    @property
    def surface(self) -> str: ...
    @property
    def tag(self) -> str: ...
    @property
    def lemma(self) -> str: ...


class SpannedMorph(MorphLike, Protocol):
    """A morpheme with where it stands in its text."""

    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
