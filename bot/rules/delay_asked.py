"""A permission to put an act off for a while is answered by a rule that says to do it at once.

"보안 USB 잃어버린 거 며칠 있다가 말해도 돼요?" reads "며칠" as a number of days asked, but it asks whether the
report may wait: "잃어버린 사실을 알게 되면 미루지 않고 바로 알린다" answers it (no), as "일주일 안에만 신고하면
되죠?" is corrected by "즉시 … 신고한다" (`premise_figure.at_once_corrects`). Only for a permission question that
tells the wait ("며칠 있다가", "며칠 뒤에", "며칠 더", "내일", "나중에"), only against a sentence that forbids the
wait in words ("미루지 않고", "지체 없이"); a bare "즉시" stays a figure of its own.
"""

from __future__ import annotations

import re

_DELAY_RE = re.compile(
    r"며칠\s*(?:더|있다가?|뒤에?|후에?|지나서|지나고)|하루\s*이틀\s*(?:더|있다가?|뒤에?|후에?)|내일|나중에|좀\s*있다가")
_NOT_PUT_OFF_RE = re.compile(r"미루지\s*않|지체\s*없이")


def at_once_answers(question: str, permission: bool, sentence: str) -> bool:
    """The question asks leave to wait and the sentence says not to put the act off."""
    return permission and _DELAY_RE.search(question) is not None and _NOT_PUT_OFF_RE.search(sentence) is not None
