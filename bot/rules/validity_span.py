"""How long a thing can be used once issued is its validity period (issue 8, session 30).

"VPN 인증서 발급받으면 언제까지 쓸 수 있어요?", "한 번 발급 받으면 얼마 동안 쓸 수 있어요?": the issuing is where any
validity period starts, so "VPN 인증서의 유효기간은 1년이다" answers though it never says 발급. The act of issuing or
receiving (발급, 지급, 받다) is left out of what the sentence must carry when:

- the sentence states a validity period (유효기간);
- the question asks a length of time (얼마 동안, 언제까지, 몇 년, "얼마나 쓸 수 있어요?"; the coverage rule still checks
  the figure's kind);
- the question asks how long the thing can be used (쓸 수 있, 사용할 수 있, 유효) or how long until it expires (만료,
  "how long until it expires?": the end of the same span, left out too): "발급받는 데 며칠 걸려요?" asks how long the
  issuing takes, which no validity period answers.

Closed word classes on the wording, no list of questions.
"""

from __future__ import annotations

import re

from bot.rules.lead_time import HOW_LONG_USED_RE

_VALIDITY_RE = re.compile(r"유효\s*기간")
_USE_ASKED_RE = re.compile(r"(?:쓸|사용할|이용할)\s*수|유효|만료|\bexpir|\bvalid\b|\bgood\s+for\b", re.I)
_ISSUING = frozenset({"발급", "재발급", "지급", "받"})
# the end of the span asked ("얼마 뒤에 만료돼요?", "how long until it expires?") and the English issuing
_ENDS_RE = re.compile(r"^(?:만료|expir\w*|issu\w*)$", re.I)
_SPAN_KINDS = frozenset({"duration", "year", "month", "week", "day"})


def without_issuing(question: str, quantity: str | None, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the issuing act, for a question on how long an issued thing can be used and a sentence
    that states its validity period."""
    span = quantity in _SPAN_KINDS or HOW_LONG_USED_RE.search(question) is not None
    if not span or not _VALIDITY_RE.search(sentence) or not _USE_ASKED_RE.search(question):
        return missing
    return [m for m in missing if m not in _ISSUING and not _ENDS_RE.match(m)]
