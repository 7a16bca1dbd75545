"""What comes first, asked (issue 8): "출장 가서 회사 시스템 접속할 땐 뭐부터 켜야 돼요?" asks which step comes
first, so only a sentence that orders steps ("VPN을 **먼저** 연결한 **뒤** …") answers it, not another rule on the
same situation ("… 접속할 때는 OTP 다단계 인증을 반드시 사용한다"). On the question and sentence text alone.
"""

from __future__ import annotations

import re

# "뭐부터", "무엇을 먼저", "어떤 걸 제일 먼저", "what do I … first", "which … first"
_ASKS_FIRST = re.compile(
    r"(?:뭐|뭘|무엇|무엇을|어떤\s*(?:것|거|걸)|어느\s*(?:것|거|걸))\s*(?:을|를)?\s*(?:제일\s*|가장\s*)?(?:부터|먼저|우선)"
    r"\s*(?!해|하|할|했)[가-힣]"  # "뭐부터 해야 돼요?" asks what to do, answered by the immediate action
    r"|\bwhich\b[^?]*\bfirst\b",
    re.I,
)
# a sentence that orders steps: before / after / first / then
_ORDERS = re.compile(r"먼저|우선|부터|뒤에?|후에?|전에|다음에?|즉시|바로|before|after|first|then|immediately", re.I)


def problems(question: str, sentence: str) -> list[str]:
    """A question that asks what comes first is answered only by a sentence that orders steps."""
    if _ASKS_FIRST.search(question) and not _ORDERS.search(sentence):
        return ["(the order of steps asked: which comes first)"]
    return []
