"""A yes/no question that asserts a figure is not answered by a sentence that states none (issue 8, near misses).

"개인 메일 비밀번호도 12자 이상이어야 돼요?" asserts a length (12자) and asks whether it holds; "개인정보 파일은 암호를
걸어 … 개인 메일에 두지 않는다" speaks of 암호 and 개인 메일 but states no figure, so it neither confirms nor
corrects the figure. `bot.matching.situations` had this for frequencies only ("90일마다"); this is the same for a
figure of any kind asked in the question's own clause. A figure in a clause the asker tells before the question ("3일
전에 받은 메일", "2대 쓰는데") is story, not what is asked.
"""

from __future__ import annotations

import re

_UNITS = r"(?:글자|자리|자|번|회|분|시간|영업일|일|주|개월|달|년|MB|GB|TB|메가|기가|개|명|대)"
_FIGURE_RE = re.compile(rf"\d+\s*{_UNITS}(?![A-Za-z])")
# what follows a figure the asker tells rather than asks: a time reference, or a clause closed before the question
_TOLD_AFTER_RE = re.compile(r"^\s*(?:전|후|뒤|째|만에|지나|지난|넘게\s*지)")
_CLOSED_CLAUSE_RE = re.compile(r"(?:는데|던데|은데|인데|ㄴ데|어서|아서|해서|니까|지만|라서|더니|길래)(?:요)?[\s,.~]")
_HEADING_NUMBER_RE = re.compile(r"(?<![\d.])\d+\.(?:\s|$)")
_ANY_FIGURE_RE = re.compile(
    r"\d|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(?:종류|번|개|명|가지|달|시간|자리|글자)")


def asserted(question: str) -> bool:
    """The question names a figure in the clause it asks with ("12자 이상이어야 돼요?", "USB 2개 써도 돼요?")."""
    for m in _FIGURE_RE.finditer(question):
        tail = question[m.end():]
        if _TOLD_AFTER_RE.match(tail) or _CLOSED_CLAUSE_RE.search(tail):
            continue
        return True
    return False


def states_figure(text: str) -> bool:
    """The text states some figure (a digit, or a counted Korean numeral: "세 종류"); a heading's number ("2. 이용과
    보관") is no figure."""
    return _ANY_FIGURE_RE.search(_HEADING_NUMBER_RE.sub(" ", text)) is not None
