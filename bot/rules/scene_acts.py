"""A noun made a verb by 하다 in a background clause is the story's act, not what is asked (issue 8).

"설문조사 할 때 주민번호도 받아도 되나요?", "설문 이벤트 하면서 고객 개인정보 모을 때 동의 받아야 돼요?",
"로그인 시도 한 적 없는데 실패 알림이 왔어요": the noun before 하다 names what the asker is doing (the
scene); the question asks about 주민번호, 동의, the 알림. `bot.language.terms` marks a noun followed by its
하다 as asked ("업그레이드 해줄 수 있나요": the action asked for), which is right when that 하다 ends the
question, not when its clause is background (a time clause "할 때", a connective "하는데/하면서/해서", a
modifier "한 적"). `bot.topic` then treats such a noun like any story noun of a background clause: set aside
only when the policies never use it (never a policy word, nor a word some excerpt sentence uses).

General logic on MeCab-ko's tags (`bot.rules.story`'s clause test), never lists of questions.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from bot.language.terms import RawMorpheme
from bot.rules.story import _background, _nouns_and_morphemes, modifiers_of

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Part

_OBJECT_PARTICLES = frozenset({"를", "을"})


def _is_hada(m: RawMorpheme) -> bool:
    """하다 itself (written apart: "설문조사 할 때") or its suffix form (XSV: "조사할 때")."""
    stem = (m.expression or m.surface).split("/")[0]
    return m.pos.startswith(("VV", "XSV")) and stem == "하"


@lru_cache(maxsize=4096)
def background_acts(text: str) -> frozenset[str]:
    """Nouns of `text` (as `content_terms` writes them) that 하다 makes the act of a background clause."""
    raw, nouns = _nouns_and_morphemes(text)
    out: set[str] = set()
    for word, after in nouns:
        k = after + 1 if after < len(raw) and raw[after].surface in _OBJECT_PARTICLES else after
        if k < len(raw) and _is_hada(raw[k]) and _background(raw, k):
            out.add(word)
    return frozenset(out)


def owned_places(matcher: Vocabulary, part: Part, places: set[str], covered: list[str]) -> set[str]:
    """The places of `places` that a story noun owns: "동생 노트북에 V3 깔아줘도" installs on the brother's laptop,
    which no rule on the company's computers speaks of, unlike "회사 노트북에" (a policy word owns it). The
    owner is a noun the policies never use and the sentence does not carry."""
    known = {t.text for t in part.terms if not t.verb and matcher.known(t)}
    return {p for p in places if any(m not in known and m not in covered
                                     for m in modifiers_of(part.text, frozenset({p})))}
