"""A premise that asserts figures of several kinds is confirmed only when none of them differs (batch `_k`).

"계정 잠금은 30분이고 로그인 3번 틀리면 잠기는 거죠?" asserts a lock of 30 minutes and 3 failed logins; "로그인에
5번 연속 실패하면 계정이 30분 동안 잠긴다" agrees on the first and not on the second, so the answer is 아닙니다,
not 네. Only the first figure of each kind is the asker's premise of that kind ("첨부 25MB까지죠? 30MB 파일은 …":
the second size is the asker's file), and a kind the sentence does not state is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol


class Claim(Protocol):
    @property
    def number(self) -> str: ...

    @property
    def kind(self) -> str: ...


def other_figure_differs(claims: Sequence[Claim], sentence: str, kinds: dict[str, str]) -> bool:
    """A figure the asker asserts, the first of its kind after the first claim's kind, differs from every
    figure of that kind the sentence states."""
    if not claims:
        return False
    seen = {claims[0].kind}
    for claim in claims[1:]:
        if claim.kind in seen or claim.kind not in kinds:
            continue
        seen.add(claim.kind)
        found = [n for n in (re.sub(r"\D", "", m) for m in re.findall(kinds[claim.kind], sentence, re.I)) if n]
        if found and claim.number not in found:
            return True
    return False
