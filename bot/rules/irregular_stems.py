"""Verb stems MeCab-ko misreads from their contracted forms.

"지워지는", "지워주나요": MeCab-ko reads the 지워 before an auxiliary verb as 짓다 (ㅅ-irregular), yet 짓다 conjugates
to 지어, never 지워: a form ending in 워 comes from a stem ending in 우 (지우+어 -> 지워, 비우+어 -> 비워) or in ㅂ
(고맙+어 -> 고마워), and never from one ending in ㅅ. The stem is then the form with 워 read back as 우, when
MeCab-ko knows that verb.

"혹시 아시는 분?", "신고하는지 아시나요?": before the honorific -시 the ㄹ of 알다 (to know) drops (알+시 -> 아시), and
MeCab-ko gives the stem 아, no verb at all, which then stood as a topic word no sentence carries. Read as 알, the frame
verb of a question ("…인지 알아요?"), it is no topic. Only 알: restoring the ㄹ of every such stem (드시 -> 들, 거시 ->
걸 …) lost a frozen multi-part answer (session 52).
"""

from __future__ import annotations

from bot.language.hangul import SIOT, ends_in


def woo_stem(surface: str, lemma: str) -> str | None:
    """The 우-stem of a form ending in 워 that was read as an ㅅ-stem ("지워", 짓 -> 지우); None otherwise."""
    if not surface.endswith("워") or len(surface) < 2 or not lemma or not ends_in(lemma, SIOT):
        return None
    return surface[:-1] + "우"


_HONORIFIC = ("시", "세", "셔", "십", "실")


def know_stem(lemma: str, following: str) -> str | None:
    """알 (to know) for the stem MeCab-ko reads as 아 before the honorific `following` ("아시는", "아시나요"); None
    otherwise."""
    return "알" if lemma == "아" and following.startswith(_HONORIFIC) else None
