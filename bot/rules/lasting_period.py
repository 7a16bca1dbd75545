"""How long a process takes is not how long a thing stays valid or is kept (batch `_zu2`, issue 8).

"How long does it take to get a reissued VPN certificate?" asks the time the reissue takes: "VPN 인증서의
유효기간은 1년이다" states how long the certificate is valid, and passed on its figure once "reissued" was set
aside. A question on the time a process takes (걸리다, 소요, 만에, take/took; not "얼마 동안", which may ask how
long a thing lasts) is not answered by a sentence whose figure is a period named as its subject (유효기간은 …,
보관 기간은 …): that period is how long something lasts, never how long getting it takes.

`no_span_taken` (twenty-seventh session) is the narrower twin for a sentence with no such period: "How long do
backups take?" is not answered by "백업은 매일 새벽 2시에 한다" (its 매일 reads as a period elsewhere). A question
asking plainly how long an act takes ("얼마나 걸려요", "몇 시간 걸려요", "how long does it take") is answered only by
a sentence that states a span taken ("N분/N시간 걸린다", "N일 이내에").
"""

from __future__ import annotations

import re

_TAKES = re.compile(r"걸려|걸리|걸릴|걸립|걸린|소요|(?:몇|며칠|얼마)\s*\S{0,3}\s*만에|\btakes?\b|\btook\b", re.I)
# "… 유효기간은 1년이다", "보관 기간은 목적을 달성한 날부터 1년이다": a period as the subject, its figure after it
_PERIOD_SUBJECT = re.compile(r"기간\s*(?:은|는|이|가)\s*[^.]*?\d")
# `no_span_taken`: how long an act takes, asked plainly, and a span the act takes
_TAKES_ASKED = re.compile(
    r"얼마나\s*걸|몇\s*(?:분|시간|일)\s*(?:이나|정도|쯤)?\s*걸|how\s+long\s+(?:does|do|did|will|would)\b.*\btake", re.I)
_SPAN_TAKEN = re.compile(r"\d+\s*(?:분|시간|일|영업일|주)\s*(?:이내|안에|정도|쯤|가량)?\s*(?:걸|소요|이내|안에)")


def problems(question: str, sentence: str) -> list[str]:
    """A sentence that states a lasting period does not say how long a process takes."""
    if _TAKES.search(question) is None or _PERIOD_SUBJECT.search(sentence) is None:
        return []
    return ["(how long a process takes; the sentence states how long a thing lasts)"]


def no_span_taken(question: str, sentence: str) -> list[str]:
    """The question asks plainly how long an act takes and the sentence states no span taken."""
    if not _TAKES_ASKED.search(question) or _SPAN_TAKEN.search(sentence):
        return []
    return ["(the time the act takes: the sentence states none)"]
