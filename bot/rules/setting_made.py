"""Setting a figure is making the rule's effect happen at it (issue 8, probe p33a).

"화면 자동 잠금은 몇 분으로 설정해 두어야 하나요?" asks the figure a setting takes; "자리를 비우면 5분 뒤 화면이
자동으로 잠기게 한다" makes the lock happen after 5 minutes, which is the setting asked; so does "화면 잠금은 어떻게
설정해 두어야 하나요?". A verb of setting (설정, 세팅, 지정) is carried by a sentence that makes something happen
("-게 한다") and states a figure, when the question asks for a figure or how the thing is to be set ("-어 두어야",
"-해 놔야"); the nouns of the question must be in the sentence as ever ("VPN 설정 어떻게 해요?" is not answered by
the screen lock).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language.terms import Term

SETTING_VERBS = frozenset({"설정", "세팅", "지정", "맞추"})  # "몇 분으로 맞춰놔야 해요?" (session 58)
_MADE_RE = re.compile(r"게\s*(?:한다|해야|해\s*둔다|해\s*놓는다|설정한다)")


_HOW_KEPT_RE = re.compile(r"(?:어떻게|어케|어캐)\s*(?:\S+\s*)?(?:두어야|둬야|놓아야|놔야|해야)")


def carried(question: str, unmatched: Sequence[Term], sentence: str, asks_figure: bool) -> set[str]:
    """The setting verbs of `unmatched` that the sentence carries by making its effect happen at a figure."""
    if not (asks_figure or _HOW_KEPT_RE.search(question)) or not _MADE_RE.search(sentence) or not re.search(
            r"\d", sentence):
        return set()
    return {t.text for t in unmatched if t.verb and t.text in SETTING_VERBS}
