"""An exception asked against the rule's own figure (issue 8, branch hunt30).

"받은 지 2년 된 노트북이 완전히 고장 났어요. 4년이 안 됐어도 새 걸로 바꿔주나요?" grants that the rule's figure is
not reached (4년이 안 됐어도) and asks whether an exception is made: "노트북은 4년마다 교체한다" is the rule the asker
already knows, not an answer on exceptions. A question that concedes a figure (N이 안 됐어도, N 안 됐는데, N 전인데도,
N이 안 지났어도, 아직 N 전이라도) is not answered by a sentence that states that same figure, unless the sentence
speaks of an exception itself (예외, 다만, 단, 경우에도, 전이라도, 전에도).

The same exception asked without the figure (session 59): "정해진 교체 시기 전이라도 … 바꿔 받을 수 있습니까?",
"교체 주기가 안 됐어도", "조기 교체 안 되나": the rule's time is conceded by the noun that names it (시기, 주기, 기간,
기한, 때) or the act is asked early (조기 + an act noun); no sentence answers it but one that speaks of an exception
("노트북은 4년마다 교체한다" is the rule the asker knows; "교체할 때는 … 반납하고" says what is done at the due time).
"""

from __future__ import annotations

import re

from bot.language.terms import compact

_UNITS = r"(?:년|개월|달|주일?|영업일|일|시간|분|번|회|자)"
_CONCEDED_RE = re.compile(
    rf"(\d+)\s*({_UNITS})\s*(?:이|가|은|는|도)?\s*(?:아직\s*)?(?:안|못)\s*(?:됐|되었|돼|되|지났|지나|채웠|채우|찼|차)\S*"
    rf"(?:어도|아도|도|는데|지만|더라도)"
    rf"|(\d+)\s*({_UNITS})\s*(?:이|가)?\s*전(?:인데도?|이라도|이어도|에도)")
_NOT_REACHED = r"(?:안|못)\s*(?:됐|되었|돼|되|지났|지나|채웠|채우|찼|차)\S*(?:어도|아도|도|는데|지만|더라도)"
_EARLY_RE = re.compile(
    rf"(?:시기|주기|기간|기한|때)\s*(?:가|이)?\s*(?:되기\s*)?(?:전이라도|전에라도|전인데도?|전이어도|전에도|{_NOT_REACHED})"
    r"|조기\s*(?:교체|반납|지급|변경|갱신|재발급|폐기|파기)")
_EXCEPTION_RE = re.compile(r"예외|다만|단,|경우에도|전이라도|전에도")


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question concedes a figure the sentence states as its rule."""
    if _EXCEPTION_RE.search(sentence):
        return []
    out = []
    for m in _CONCEDED_RE.finditer(question):
        number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if re.search(rf"(?<!\d){number}\s*{unit}", sentence):
            out.append(f"({number}{unit} conceded: the question asks for an exception the sentence does not state)")
    if not out and (early := _EARLY_RE.search(question)):
        out.append(f"({compact(early.group(0))}: the question asks for an exception to the rule's time)")
    return out
