"""Figures asked in a unit the sentence does not state (issue 8, near-miss hunt `_w`), on the question alone.

- "몇 + a counting unit" the quantity kinds do not know ("하루에 메일 **몇 통**까지 보낼 수 있어요?", "몇 대",
  "몇 장"): only a figure in that unit answers it, not another figure of the rule ("25MB까지").
- A figure in the condition the question asks about ("외부 업체 사람 포함해서 **2명이면** 돼요?", "**3대면**
  괜찮아요?"): whether that many is enough is answered only by a sentence that states a figure in that unit
  ("2인 이상"), not by a rule on something else around it ("외부 업체가 … IT 담당자가 동행한다").
"""

from __future__ import annotations

import itertools
import re

from bot.language.terms import analyze

_NUMBER = r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
# one unit written two ways in the policies
_SAME_UNIT = {"명": ("명", "인"), "인": ("명", "인"), "번": ("번", "회"), "회": ("번", "회"),
              "개월": ("개월", "달"), "달": ("개월", "달"), "일": ("일", "영업일"), "영업일": ("일", "영업일"),
              "자리": ("자리", "자"), "자": ("자", "자리")}  # "8자리" is 8 characters
# "2명이면 돼요?", "3대면 되나요?", "3개까지면 괜찮아요?", "12자라도 돼요?": the figure, then the asked ending
_FIGURE_ENOUGH = re.compile(
    rf"{_NUMBER}\s*([가-힣]{{1,3}}?)\s*(?:까지|이상|이하|이내|만)?\s*(?:이면|면|이라도|라도|이어도|여도)\s*"
    r"(?:다\s*|정도면\s*)?(?:돼|되|괜찮|충분|ok\b)")
_ASKED_END = re.compile(r"^\S{0,6}\s*\??\s*$")
_RATE = re.compile(r"(?:년|달|월|주|일|하루|분기|시간)\s*에\s*$")  # "1년에 한 번": a rate, not a count


def _stated(sentence: str, unit: str, any_count: bool = False) -> bool:
    """A figure in `unit` (or the same unit written otherwise); with `any_count`, also one counted with 개,
    the counter for anything ("노트북은 몇 대예요?" -> "… 2개입니다": a computed table count)."""
    units = "|".join(map(re.escape, (*_SAME_UNIT.get(unit, (unit,)), *(("개",) if any_count else ()))))
    return re.search(rf"{_NUMBER}\s*(?:{units})", sentence) is not None


def counted_unit(question: str) -> str | None:
    """The counting unit after 몇 ("몇 통까지" -> 통), by the analyzer's tag for a unit noun (NNBC)."""
    morphs = analyze(question)
    for m, after in itertools.pairwise(morphs):
        if m.surface == "몇" and after.tag == "NNBC" and after.start >= m.end:
            return after.surface
    return None


def enough_unit(question: str) -> str | None:
    """The unit of a figure whose being enough the question asks ("2명이면 돼요?" -> 명)."""
    for found in _FIGURE_ENOUGH.finditer(question):
        rest = question[found.end():]
        # "1년에 한 번이면 충분한가요?" asks a frequency, which "분기마다" states
        if _ASKED_END.match(rest) and not _RATE.search(question[:found.start()]):
            return found.group(1)
    return None


def problems(question: str, sentence: str, quantity: str | None) -> list[str]:
    """`quantity`: the kind the question asks for (`bot.topic.asked_quantity`); "number" is the kind of a
    figure in a unit no other kind knows."""
    out = []
    unit = counted_unit(question) if quantity == "number" else None
    if unit is not None and not _stated(sentence, unit, any_count=True):
        out.append(f"(a figure in {unit}: the sentence states none)")
    unit = enough_unit(question)
    if unit is not None and not _stated(sentence, unit):
        out.append(f"(whether so many {unit} are enough: the sentence states no figure in {unit})")
    return out
