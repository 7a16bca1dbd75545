"""A measure the question names, carried by the sentence's figure of that kind (issue 8, session 51).

"메일로 보낼 파일이 용량이 엄청 큰데 어떻게 보내야 하나요?" names 용량 (the file's size) without asking a figure;
"25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다" says it by its figure, not by the word. A size noun
(용량, 크기, 사이즈) is carried by a figure in MB, GB …; a length noun (길이, 글자) by a count of characters ("12자").
Only these two kinds: their units say what they measure (a "제한" or a "기간" may be of anything). Part of the
topic rule, through `bot.matching.coverage`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.matching.model import QUANTITY_KINDS

_MEASURES = {
    "size": frozenset({"용량", "크기", "사이즈"}),
    "chars": frozenset({"길이", "글자"}),
}


def carried(nouns: Iterable[str], sentence: str) -> set[str]:
    """The measure nouns among `nouns` that the sentence states a figure of."""
    return {noun for noun in nouns for kind, words in _MEASURES.items()
            if noun in words and re.search(QUANTITY_KINDS[kind], sentence, re.I)}
