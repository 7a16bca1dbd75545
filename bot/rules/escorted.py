"""An outsider let in alone: a rule that someone goes along answers it (issue 8, probe p32c).

"내일 UPS 점검하러 vendor 엔지니어 온다는데 서버실에 혼자 들여보내도 되나?" asks whether the vendor's engineer may go
in alone; "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다" says an IT person goes along, which answers "혼자".
Only when the question names an outsider (a word the glossary ties to 외부 업체) and the sentence prescribes going
along (동행): "서버실에 혼자 들어가도 돼?" from an employee is answered by the rule on how many go in together, not
by the vendor's escort.
"""

from __future__ import annotations

from collections.abc import Mapping

OUTSIDER = "외부 업체"
_ESCORT = "동행"


def escorts_outsider(concepts: Mapping[str, set[str]], sentence: str) -> bool:
    """The question names an outsider and the sentence has someone go along with them."""
    return _ESCORT in sentence and OUTSIDER in sentence and any(OUTSIDER in words for words in concepts.values())
