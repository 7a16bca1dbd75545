"""The subject a section's opening rule names carries a later sentence of that section (issue 8, the title-only
objection).

A sentence whose topic nouns only the document title names is no answer ("승인 소프트웨어 목록 어디서 봐요?" is not
answered by a catalog row because the table is titled so). But a section often names its subject once, in its
opening rule, and says the rest without it: "## 1. 수집" opens with "개인정보는 업무에 꼭 필요한 항목만 수집한다." and
goes on "수집할 때는 목적을 알리고 동의를 받는다."; "## 2. 이용과 보관" opens with "개인정보는 수집 목적 안에서만
이용한다." and states "보관 기간은 목적을 달성한 날부터 1년이다.". There the noun (개인정보) is the section's subject,
not only the title's word, and the later sentence carries it as its heading carries its topic.

A noun counts only when the opening rule names it as its subject: before the end of its topic (은/는) or its
situation ("…할 때는", "…하면"), not as the object of what it prescribes ("서버실에 들어갈 때는 **출입 기록부를**
작성한다" is about entering the room; `leniency.prescribed_object`), and only for a later sentence of the same
section that itself carries something of the question (a predicate or the quantity asked). Every other objection
(missing words, the asked kind, situations) still applies: this rule only says where the subject is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# where an opening rule's subject ends: its topic (은/는) or its situation ("…보낼 때는", "…하면")
_SUBJECT_END_RE = re.compile(r"(?:때는?|[면은는])(?=\s)")


def opening_subject(text: str) -> str:
    """The subject part of a section's opening rule: the words up to its topic or situation, or nothing."""
    found = _SUBJECT_END_RE.search(text)
    return text[:found.end()] if found else ""


def carried_nouns(nouns: Sequence[str], index: int, opening: str | None,
                  names: Callable[[str, str], bool], pinned: bool) -> list[str]:
    """The question nouns (`nouns`, carried by the title alone) that the section's opening rule (`opening`, the
    section's first sentence, when the sentence at `index` comes after it) names as its subject; `names(noun,
    text)` says whether `text` names a noun; `pinned`: the sentence carries a predicate or the quantity asked."""
    if not pinned or opening is None or index == 0:
        return []
    subject = opening_subject(opening)
    if not subject:
        return []
    return [noun for noun in nouns if names(noun, subject)]
