"""A glossary phrase that is only an adverb of the story is no topic (issue 8, multi-part messages).

"그 안에 있던 보안USB도 **같이** 없어졌는데 그건요?": 같이 is the glossary variant of 함께 (going in together), but
here it is an adverb of a connective clause that tells what happened (`bot.rules.story.scene_adverbs`), like
"폰 **새로** 바꿨는데"; it does not say how the act asked is done, so the answer need not say 함께. Only a policy
word of `extra` (a glossary phrase tied to no topic term) whose whole span in the question is such an adverb
is dropped; an adverb of the asked act ("서버실 같이 들어가도 돼요?") keeps its word.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import compact


def without_scene_adverbs(extra: list[str], spans: Iterable[tuple[str, int, int]], squeezed: str,
                          scene: frozenset[str]) -> list[str]:
    """`extra` without the policy words whose every span in the compact question is a scene adverb."""
    if not extra or not scene:
        return extra
    adverbs = {compact(a) for a in scene}
    spans = list(spans)

    def only_scene(word: str) -> bool:
        found = [squeezed[start:end] for w, start, end in spans if w == word]
        return bool(found) and all(text in adverbs for text in found)

    return [w for w in extra if not only_scene(w)]
