"""A follow-up that asks what comes next is answered by a sentence that goes on from the answer before it
(batch `_zt`, issue 8).

"백업본은 얼마나 보관하고 그다음엔 어떻게 돼요?" asks how long backups are kept, then what happens after that: the
second question names only its topic (백업본, carried from the first) and "그다음엔", so every sentence on backups
passed ("백업은 매일 새벽 2시에 한다", "매달 백업본으로 복구 시험을 한다") though none goes on from the keeping. A part
after the first that asks what next (그다음, 다음엔, 그 뒤, 그 후) with no act of its own is answered only by a sentence
that carries the main act of the sentence quoted for the part before it ("…30분 동안 잠긴다" → "잠긴 계정은 …
풀린다"; "… 분실 신고를 한다" → "신고를 받은 IT 담당자가 …"); the policies are silent otherwise.
"""

from __future__ import annotations

import re

from bot.language.terms import compact, lemmas_of
from bot.rules.told_deed import main_act

_NEXT_RE = re.compile(r"그\s*다음|다음엔|다음에는|다음은|그\s*뒤|그\s*후")


def goes_on(part_text: str, has_act: bool, previous: str | None, sentence: str) -> bool:
    """False when the part asks what comes after the previous answer and the sentence does not go on from it."""
    if previous is None or has_act or not _NEXT_RE.search(part_text):
        return True
    act = main_act(previous)
    if act is None:
        return True
    return act in lemmas_of(sentence) or compact(act) in compact(sentence)
