"""A question about a thing once the asker is done with it is answered by a sentence on the thing after use.

"대외비 문서 프린트한 거 다 보고나면 어떻게 처리해요?" asks what to do with the printout once it has served: "다 쓴
대외비 출력물은 파쇄한다" answers it, "대외비 문서의 출력물은 출력한 뒤 바로 회수한다" (what to do right after
printing) does not, though it names the same things. The question says it is done with the thing ("다 보고 나면",
"다 쓰고 나서", "용도가 끝나면"; not the bare "다 쓰면", which `tests/test_rule_scope_kind.py` answers by a disposal
rule); the sentence must speak of a thing after its use or time (다 쓴, 끝난, 지나면, 지난, 마친, 사용 후, 쓴 뒤).
"회의 끝나고" alone is a time, not a use.
"""

from __future__ import annotations

import re

_DONE_ASKED = re.compile(
    r"다\s*(?:보|쓰|읽|사용하)고\s*(?:나면|나서|난\s*뒤)"
    r"|(?:용도|사용)\S{0,2}\s*(?:가\s*|이\s*)?끝나(?:면|고|서)")
AFTER_USE = re.compile(r"다\s*쓴|끝난|끝나면|지나면|지난|마친|다\s*본|사용\s*후|(?:사용한|쓴)\s*(?:뒤|후)")
PROBLEM = "(the question is about the thing once done with; the sentence not)"


def problems(question: str, sentence: str) -> list[str]:
    """A problem when the question asks about a thing once done with and the sentence speaks of no such state."""
    if _DONE_ASKED.search(question) is None or AFTER_USE.search(sentence) is not None:
        return []
    return [PROBLEM]
