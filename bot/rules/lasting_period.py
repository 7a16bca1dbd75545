"""How long a process takes is not how long a thing stays valid or is kept (batch `_zu2`, issue 8).

"How long does it take to get a reissued VPN certificate?" asks the time the reissue takes: "VPN 인증서의
유효기간은 1년이다" states how long the certificate is valid, and passed on its figure once "reissued" was set
aside. A question on the time a process takes (걸리다, 소요, 만에, take/took; not "얼마 동안", which may ask how
long a thing lasts) is not answered by a sentence whose figure is a period named as its subject (유효기간은 …,
보관 기간은 …): that period is how long something lasts, never how long getting it takes.
"""

from __future__ import annotations

import re

_TAKES = re.compile(r"걸려|걸리|걸릴|걸립|걸린|소요|(?:몇|며칠|얼마)\s*\S{0,3}\s*만에|\btakes?\b|\btook\b", re.I)
# "… 유효기간은 1년이다", "보관 기간은 목적을 달성한 날부터 1년이다": a period as the subject, its figure after it
_PERIOD_SUBJECT = re.compile(r"기간\s*(?:은|는|이|가)\s*[^.]*?\d")


def problems(question: str, sentence: str) -> list[str]:
    """A sentence that states a lasting period does not say how long a process takes."""
    if _TAKES.search(question) is None or _PERIOD_SUBJECT.search(sentence) is None:
        return []
    return ["(how long a process takes; the sentence states how long a thing lasts)"]
