""""외우기 쉬운데": how easy something would be is the asker's reason, not what is asked (issue 8, cover26).

"제 생일 넣어서 비번 만들면 외우기 쉬운데 괜찮죠?", "새 pw에 내 폰번호 뒷자리 넣으면 안됨? 외우기 쉬운데ㅋ": a verb made
a noun by -기 and an adjective of ease after it (쉽, 편하, 좋, 간편하, 편리하) say why the asker wants to do what
the question asks permission for. "이름·생일·전화번호·사번은 비밀번호에 넣지 않는다" answers the question; it never says
외우다 or 쉽다, and those words are not what the question turns on (the last predicate of substance, the consequence
of its condition). The remark is taken out of the question's text before it is read (`QuestionParts.parts`), like
the remark after a question (`bot.rules.leniency2.without_trailing_remark`).

Taken out only when all of these hold:
- MeCab-ko reads V + 기 (ETN), an optional particle, then one of the ease adjectives;
- the adjective ends a clause that gives a reason or the scene (-는데, -ㄴ데, -어서, -니까, -게, "-ㄹ 것 같은데"), or
  ends the message after a question: never a condition ("외우기 쉬우면"), never a modifier of a thing ("외우기 쉬운
  비번 뭐 있어요?": the thing asked);
- what is left asks a permission (-도 돼요, -면 안 돼요, 괜찮아요): "비번 바꾸기 편한데 어떻게 해요?" keeps its
  words, the ease may be the very thing asked about there.
"""

from __future__ import annotations

import re

from bot.language.terms import RawMorpheme, raw_morphemes
from bot.rules.clauses import _chain

_EASE = frozenset({"쉽", "편하", "좋", "간편하", "편리하"})
_REASON_ENDINGS = ("는데", "ㄴ데", "ᆫ데", "은데", "서", "니까", "게")
_PERMISSION_RE = re.compile(r"(?:도|면)\s*(?:안\s*)?(?:되|돼|됨|괜찮)|괜찮|안\s*(?:되|돼|됨)")


def _remark_end(raw: tuple[RawMorpheme, ...], j: int) -> int | None:
    """The index after the ease adjective at `j` and its ending, when that ending gives a reason or the scene."""
    endings, k = _chain(raw, j)
    if not endings:
        return None
    surface, tag = endings[-1]
    if tag == "EC" and surface.endswith(_REASON_ENDINGS) and not surface.endswith("면"):
        return k
    if tag == "EF" and (k >= len(raw) or all(m.pos.startswith(("S", "IC")) for m in raw[k:])):
        return k  # "… 안됨? 외우기 쉬운데ㅋ": the message ends on the remark
    if tag == "ETM" and k < len(raw) and raw[k].surface == "데" and raw[k].pos.startswith("NNB"):
        return k + 1  # "편한 데" read apart
    if tag == "ETM" and k + 1 < len(raw) and raw[k].surface == "것" and raw[k + 1].lemma == "같":
        return _remark_end(raw, k + 1)  # "쉬울 것 같은데"
    return None


def without_ease_remark(text: str) -> str:
    """`text` without its ease remark (see the module doc); unchanged when there is none."""
    if "기" not in text:
        return text
    raw = raw_morphemes(text)
    for i, m in enumerate(raw):
        if m.surface != "기" or not m.pos.startswith("ETN") or i == 0 or not raw[i - 1].pos.startswith(("VV", "XSV")):
            continue
        start = i - 1
        if raw[start].pos.startswith("XSV") and start > 0 and raw[start - 1].pos.startswith("NNG"):
            start -= 1  # "기억하기"
        j = i + 1
        if j < len(raw) and raw[j].pos.startswith("J"):
            j += 1
        if j >= len(raw) or not raw[j].pos.startswith("VA") or raw[j].lemma not in _EASE:
            continue
        end = _remark_end(raw, j)
        if end is None:
            continue
        span = _span(text, raw, start, end)
        if span is None:
            return text
        rest = f"{text[:span[0]]} {text[span[1]:].lstrip(' ,')}".strip()
        rest = re.sub(r"\s+", " ", rest).strip(" ,")
        return rest if _PERMISSION_RE.search(rest) else text
    return text


def _span(text: str, raw: tuple[RawMorpheme, ...], start: int, end: int) -> tuple[int, int] | None:
    """Character offsets in `text` of morphemes `start` .. `end` - 1 (found in order); None when they do not line up."""
    at = 0
    begin = stop = None
    for n, m in enumerate(raw[:end]):
        found = text.find(m.surface, at)
        if found < 0:
            return None
        if n == start:
            begin = found
        at = found + len(m.surface)
        stop = at
    if begin is None or stop is None:
        return None
    return begin, stop
