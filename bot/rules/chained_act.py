"""An act done first to the same thing, right before the act asked, is part of what is asked (issue 8, hunt20).

"대외비 출력물 스캔해서 파쇄해도 돼요?", "개인정보 파일 압축해서 보관해도 돼요?": the clause "스캔해서" is no story
that sets the scene (as "출장 가서" or "급해서" are) but the first of two acts done to the thing, joined right
before the act the permission asks about. A rule on the second act alone ("다 쓴 대외비 출력물은 파쇄한다")
does not say whether the first may be done: scanning a confidential printout is what the asker wants to know.
So a noun made a verb (스캔하다, 압축하다, 캡처하다) in a -어서 / -고 clause that is followed at once by the asked
noun-verb of a permission (…해도, …하면 되) is asked, never the question's story (`bot.rules.story`).
Not a noun-verb with other words between ("출장해서 VPN 접속해도": the trip sets the scene), not a native
verb (`bot.rules.clauses` reads those), not without a permission asked.

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze

_NOUN = KOREAN_NOUN_TAGS


def _linked(surface: str, following: str | None) -> bool:
    """A 하 form that closes a -어서 / -고 clause: "해서" (fused or as 하 + 어서), "하고"."""
    return surface in ("해서", "하고", "하여") or (surface == "하" and following in ("어서", "여서", "고"))


@lru_cache(maxsize=4096)
def first_acts(question: str) -> frozenset[str]:
    """Nouns made verbs done right before the act a permission question asks about ("스캔해서 파쇄해도")."""
    morphs = analyze(question)
    out: set[str] = set()
    for i in range(len(morphs) - 3):
        first, light = morphs[i], morphs[i + 1]
        if first.tag not in _NOUN or not light.tag.startswith(("XSV", "VV")) or light.lemma not in ("하", "해서",
                                                                                                       "하고"):
            continue
        following = morphs[i + 2].surface if i + 2 < len(morphs) else None
        if not _linked(light.surface, following):
            continue
        j = i + 2 if light.surface != "하" else i + 3
        if j + 1 >= len(morphs) or morphs[j].tag not in _NOUN or not morphs[j + 1].tag.startswith(("XSV", "VV")):
            continue
        rest = "".join(m.surface for m in morphs[j + 1:])
        if rest.startswith(("해도", "하면되", "하면돼", "해도되")):
            out.add(first.lemma)
    return frozenset(out)


_LINKS = frozenset({"어서", "아서", "여서", "서"})


def leads_to(question: str, act: str, carried: Collection[str]) -> bool:
    """`act` is closed by -어서 right before a verb of `carried` ("자료 담아서 가져가려고": 담 leads to 가져가, session
    55): the first step of the act asked, no event told."""
    morphs = analyze(question)
    for k, m in enumerate(morphs[:-2]):
        if m.lemma == act and m.tag.startswith("VV") and morphs[k + 1].tag == "EC" and morphs[k + 1].surface in _LINKS:
            verbs = [x for x in morphs[k + 2:] if x.tag.startswith(("VV", "XSV", "VA"))]
            if verbs and verbs[0].lemma in carried:  # the next verb, past its place ("고객사 미팅에 가져가")
                return True
    return False
