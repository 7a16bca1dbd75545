""""어떻게 처리해요?" asks what to do, as "어떻게 해요?" does (issue 8, unseen-question coverage).

An employee asks what to do with a thing, or what happens to it, with the verb 처리하다 / 처리되다 ("다 본 대외비
출력물은 어떻게 처리해요?", "반납한 노트북 자료는 어떻게 처리되나요?", "수상한 메일 받았는데 어떻게 처리해야
돼요?"). After 어떻게 the verb names no act of its own: it is the frame "어떻게 해요 / 어떻게 돼요", which the topic
rule already reads as a question about the thing (the policy sentence then says the act: 파쇄한다, 신고한다, 삭제한다).
The topic rule otherwise keeps 처리 as a topic word that no answering sentence carries. Only right after 어떻게 and
only as the verb (처리 followed by 하/되 in any ending); "개인정보 처리" and "처리 기간" are left as they are.
"""

from __future__ import annotations

import re

_HANDLED_RE = re.compile(r"(어떻게\s*)처리\s*(?=[하해되돼됩합할한된됐했함])")


def as_plain_frame(text: str) -> str:
    """`text` with "어떻게 처리해요" read as "어떻게 해요" (and 처리되 as 되)."""
    return _HANDLED_RE.sub(r"\1", text)
