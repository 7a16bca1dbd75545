"""A sentence in the progressive, "정리 중이에요" / "이사하는 중이에요" (issue 8, a story before numbered questions).

"이번 달 말 퇴사라 정리 중이에요. 1) 노트북은 …? 2) 고객 정보 파일은 …?": a sentence ending in the copula names
what the question beside it is about ("개인 폰이에요."), so `bot.rules.asked_sentence` keeps it; but the copula
after the bound noun 중 ("in the middle of") that follows an act (a verbal noun or a verb's -는) says what the asker
is doing, like the English progressive ("I'm moving next week"), and tells the story of the questions beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import RawMorpheme
from bot.matching.model import Part


def is_progressive(raw: Sequence[RawMorpheme], k: int) -> bool:
    """`raw[k]` (a copula) follows 중 (NNB) after a noun of an act (NNG) or a verb's -는 (ETM)."""
    if k < 2 or not raw[k].pos.startswith("VCP") or raw[k - 1].surface != "중" or raw[k - 1].pos != "NNB":
        return False
    before = raw[k - 2]
    return before.pos == "NNG" or (before.pos.endswith("ETM") and before.surface.endswith("는"))


def said_as_verb(noun: str, asked: Sequence[Part]) -> bool:
    """The story's noun is the verbal noun of a question's verb ("이번 달 말 퇴사라 정리 중이에요." beside "노트북은
    퇴사하고 언제까지 반납해요?"): the question names it, so it adds no topic of the story's own."""
    return any(t.verb and t.text == noun for p in asked for t in p.terms)
