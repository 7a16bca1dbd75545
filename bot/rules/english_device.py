"""A device the policies never name, carried by their word for devices as a whole (issue 8, branch english16).

"Contract ends next Friday. When do I have to hand back the laptop and the monitor?" is answered by "퇴사하면 퇴사 후
5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다": the sentence's 장비 (equipment) speaks of every device, as
`bot.rules.other_kind` already reads it (a sentence that names the kind as a whole is not one on another member). In
an English question the device noun ("monitor") has no policy word and was missing against that sentence.

So an English question's missing noun that is a device of `bot.rules.other_kind` (monitor, keyboard, mouse, printer,
tablet …) and has no policy word of its own (a phone has 휴대폰, a laptop 노트북, which the sentence must carry
themselves) is carried by a sentence that names devices as a whole (장비, 기기). The sentence's other words and its
situation are checked as before ("hand my monitor back when I move desks" still lacks 퇴사).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.terms import compact
from bot.rules import other_kind

_KIND_WORDS = ("장비", "기기")


def answered(question: str, missing: list[str], sentence: str,
             words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less an English device noun without a policy word, against a sentence naming 장비 or 기기."""
    if not missing or not english.is_english(question):
        return missing
    squeezed = compact(sentence)
    if not any(word in squeezed for word in _KIND_WORDS):
        return missing
    return [word for word in missing
            if not (word.isascii() and other_kind.members_in(word, "device") and not list(words_for(word)))]
