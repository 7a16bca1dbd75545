"""The time of an event the asker tells as done is the story's, not the time of the act asked (issue 8, session 57).

"주말에 폰 새로 바꿨는데 OTP는 예전 거 그냥 쓰면 되는 거죠?": the weekend is when the phone was changed, told in a
past clause closed by -는데, and the question is about the OTP now; "휴대폰을 바꾸면 OTP를 다시 등록한다" answers.
`bot.rules.asked_setting` keeps a time noun of a permission question as asked ("서버실 주말에 들어가도 돼요?"), and
so it must stay for a time of what is still to happen ("주말에 작업 있어서 서버실 들어가도 돼요?": the work, and the
entering, are at the weekend). Only a time noun whose clause ends in a connective after a verb in the past tense
(a syllable closed by ㅆ, not 있다) is the story's.

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.hangul import SSANG_SIOT, has_final
from bot.language.terms import analyze

_PREDICATES = ("VV", "VA", "XSV", "XSA", "VX")


def _past(surface: str) -> bool:
    return not surface.startswith(("있", "없")) and has_final(surface, SSANG_SIOT)


@lru_cache(maxsize=4096)
def told_times(question: str) -> frozenset[str]:
    """The nouns of `question` whose clause tells a past event and closes with a connective ("주말에 … 바꿨는데")."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if not m.tag.startswith("NN"):
            continue
        past = False
        for nxt in morphs[i + 1:]:
            if nxt.tag.startswith(_PREDICATES):
                past = past or _past(nxt.surface)
            elif nxt.tag == "EC" or (nxt.tag == "EF" and nxt.surface.removesuffix("요").endswith("데")):
                if past:  # (MeCab-ko reads -는데요 as a final ending: "주말에 폰 바꿨는데요, …")
                    out.add(m.lemma)
                break
            elif nxt.tag in ("EF", "SF"):
                break
    return frozenset(out)
