"""A verb of the question is not carried by the same stem used as an auxiliary after another verb (issue 8).

"보안 USB 버리려는데 보안팀에 신고해야 되나요?" asks about throwing the USB away; "보안 USB를 잃어**버리**면 즉시
보안팀에 신고한다" says 버리 only as the auxiliary of 잃다 (잃어 버리다: to lose), so it is no rule on discarding
(batch `_zf2`). The same holds for the other auxiliaries MeCab-ko tags VX after a verb's -어/-아 (주다 of "알려 준다",
두다, 놓다, 보다): they say how the main act is done, not an act of their own. A stem counts as carried only when some
use of it in the sentence is not such an auxiliary; a stem the sentence also writes inside another word keeps the
substring match (conservative).

General logic on MeCab-ko's tags, never lists of words.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import analyze, compact


@lru_cache(maxsize=8192)
def only_auxiliary(stem: str, text: str) -> bool:
    """Every occurrence of the verb `stem` in `text` is an auxiliary verb (VX) after another verb."""
    if not text or not stem or stem not in compact(text):
        return False
    morphs = analyze(text)
    uses = [m for m in morphs if m.lemma == stem or m.surface.startswith(stem)]
    if not uses or any(m.tag != "VX" for m in uses):
        return False
    return compact(text).count(stem) == len(uses)  # no other word of the text holds it

