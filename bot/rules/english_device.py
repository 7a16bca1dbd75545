"""A device the policies never name, carried by their word for devices as a whole (issue 8, branch english16).

"Contract ends next Friday. When do I have to hand back the laptop and the monitor?" is answered by "퇴사하면 퇴사 후
5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다": the sentence's 장비 (equipment) speaks of every device, as
`bot.rules.other_kind` already reads it (a sentence that names the kind as a whole is not one on another member). In
an English question the device noun ("monitor") has no policy word and was missing against that sentence.

So an English question's missing noun that is a device of `bot.rules.other_kind` (monitor, keyboard, mouse, printer,
tablet …) and has no policy word of its own (a phone has 휴대폰, a laptop 노트북, which the sentence must carry
themselves) is carried by a sentence that names devices as a whole (장비, 기기). The sentence's other words and its
situation are checked as before ("hand my monitor back when I move desks" still lacks 퇴사).

In Korean, and for an accessory (charger, adapter), only when the question joins the device to the laptop (session
34): "노트북이랑 충전기 같은거 언제까지 돌려드리면 돼요?" is answered by "노트북과 장비를 … 반납한다", but "I lost my
laptop charger, should I tell IT?" is not asked of the loss-report rule on devices (the charger alone is lost).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.terms import compact
from bot.rules import other_kind

_KIND_WORDS = ("장비", "기기")


def answered(question: str, missing: list[str], sentence: str,
             words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less a device noun without a policy word (English, or Korean: 충전기, 모니터), against a sentence
    naming 장비 or 기기."""
    if not missing:
        return missing
    squeezed = compact(sentence)
    if not any(word in squeezed for word in _KIND_WORDS):
        return missing
    english_question = english.is_english(question)
    return [word for word in missing if not (
        other_kind.is_device(word) and not list(words_for(word))
        and ((english_question and word.isascii() and not other_kind.is_accessory(word))
             or _joined_to_computer(question, word)))]


# the laptop, then a joining word, then the accessory: "노트북이랑 충전기", "laptop and the charger"
_JOINED = r"(?:노트북|컴퓨터|pc|랩탑|laptop|computer)\s*(?:이랑|랑|하고|과|와|이나|나|,|and(?:\s+(?:the|my))?)\s*"


def _joined_to_computer(question: str, word: str) -> bool:
    """The question names the accessory beside the laptop, as another thing of the same errand."""
    return re.search(_JOINED + re.escape(word), question, re.IGNORECASE) is not None
