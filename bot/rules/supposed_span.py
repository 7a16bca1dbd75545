"""A yes/no question that supposes when something happens, and a sentence that states no time (batch `_k`).

"계정 잠기면 90일 뒤에 풀리나요?", "locked account unlocks by itself after a day, right?": the asker supposes a
span (90일 뒤에, after a day) for the act asked. "잠긴 계정은 시간이 지나면 자동으로 풀린다" carries the topic
and the act but no time at all: quoted alone it reads as a yes to the supposed 90 days, the wrong answer. A
sentence that states a span or a point in time ("30분 동안", "5영업일 이내에", "즉시", "입사일에") answers it
(the premise verdict then says 아닙니다 where the figure differs), and so does one that forbids the act outright
("하루만 빌려줘도 돼요?" -> "빌려주지 않는다": no span makes it allowed).

General rules on the postpositions that tie a span to an act (뒤에, 후에, 만에, 안에, 이내에, 동안, 지나서 …;
after, within, for) and on what a sentence says of time: no lists of questions.
"""

from __future__ import annotations

import re

from bot.rules.message_parts import QUESTION_WORD_RE

_NUMBER = r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
_SPAN = (rf"(?:{_NUMBER}\s*(?:년|개월|달|주일?|영업일|일|시간|분)"
         r"|하루|이틀|사흘|나흘|일주일|보름|반년|한나절|반나절)")
# The span tied to the act: "90일 뒤에 풀리나요", "하루 지나면 풀리죠", "3일 안에 신고하면 돼요".
_KO_SPAN_RE = re.compile(
    _SPAN + r"\s*(?:만|쯤|정도)?\s*"
    r"(?:뒤에?|후에?|만에|안에|이내에?|내에|내로|동안|까지|지나서|지나면|지나야|있으면|있다가)")
_EN_NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+couple\s+of|a\s+few)"
_EN_SPAN_RE = re.compile(
    rf"\b(?:after|within|in|for)\s+{_EN_NUMBER}\s+(?:business\s+|working\s+)?"
    r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b", re.I)
# What a sentence says of time: a span, a point, an order in time, at once.
_TIME_RE = re.compile(
    r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)|매일|매주|매달|매월|매년|분기|마다|즉시|바로|곧바로|지체\s*없이|"
    r"[가-힣]+일에|당일|전에|전부터|이내|이후|동안|새벽|오전|오후")
# A sentence that forbids the act outright: no span makes it allowed.
_FORBIDS_RE = re.compile(r"지\s*않는다|지\s*않고|지\s*말고|수\s*없다|금지")


def supposes_span(question: str) -> bool:
    """A yes/no question (no question word) that ties a span to its act."""
    if QUESTION_WORD_RE.search(question):
        return False
    return _KO_SPAN_RE.search(question) is not None or _EN_SPAN_RE.search(question) is not None


def problems(question: str, sentence: str) -> list[str]:
    """What `TopicMatcher` reports when the question supposes a span and the sentence states no time."""
    if not supposes_span(question) or _TIME_RE.search(sentence) or _FORBIDS_RE.search(sentence):
        return []
    return ["(a span the question supposes: the sentence states no time)"]
