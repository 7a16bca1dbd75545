"""A question for the first step is answered by a sentence that orders the steps (issue 8, branch verbs12).

"집에서 회사 시스템 들어가려면 뭐부터 켜야돼요?" asks what comes first. "회사 밖에서는 VPN을 먼저 연결한 뒤 사내
시스템에 접속한다" orders the steps; "회사 밖에서 사내 시스템에 접속할 때는 OTP … 를 반드시 사용한다" states a
duty with no order and is no answer. What says first: 먼저, 우선, 즉시, 바로, 곧바로, "-기 전에", "-ㄴ 뒤에", "부터".
Likewise a permission to do it later ("문서 등급은 나중에 바꿔도 되나요?") is answered only by a sentence that says
when (a time, an order, "…할 때"): "모든 문서에는 … 등급을 표시한다" does not say whether a later change is allowed.
"""

from __future__ import annotations

import re

_ASKS_FIRST_RE = re.compile(
    r"(?:뭐|뭘|무엇|무얼|어떤\s*것|어떤\s*거|어디)\s*(?:부터|먼저)|제일\s*먼저|맨\s*먼저|우선\s*뭐"
    r"|(?:누구|누가|어디|어느\s*\S+)\S*\s+먼저"  # "누구한테 먼저 말해야 돼요?": whom first
    r"|먼저\s*(?:뭐|뭘|무엇|무얼|어떤)")  # "접속하려면 먼저 뭐 해야 돼요?"
_ORDERS_RE = re.compile(r"먼저|우선|즉시|바로|곧바로|전에|뒤에|[ㄴ은] 뒤|한 뒤|부터|다음에")


def asks_first(question: str) -> bool:
    """The question asks for the first step ("뭐부터", "누구한테 제일 먼저 연락해요?"): its 먼저 is what is asked, and
    a sentence that orders the steps (즉시, 바로 …) answers it; it is no way of doing the act to be named as such."""
    return _ASKS_FIRST_RE.search(question) is not None


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question asks for the first step and the sentence orders nothing."""
    if _ASKS_FIRST_RE.search(question) and not _ORDERS_RE.search(sentence):
        return ["(the first step asked: the sentence orders no steps)"]
    return []


_LATER_RE = re.compile(r"나중에|이따가?|이따 ")
# "나중에 비번 바꿀 때 되면, …", "나중에 공짜 프로그램 깔 일이 생기면 …": later sets the supposed situation, not when
# the asked act is done; "나중에 바꾸면 안 돼요?" asks about doing it later
_LATER_CASE_RE = re.compile(r"(?:나중에|이따가?)\s[^?？.]*?(?:면|때|경우)[\s,]+(?!(?:안\s*)?(?:돼|되|괜찮))")
_WHEN_RE = re.compile(r"먼저|우선|즉시|바로|곧바로|전에|뒤에?|부터|다음에|때|마다|까지|이내|동안")


def later_problems(question: str, permission: bool, sentence: str) -> list[str]:
    """The item missing when a permission asked for later meets a sentence that says no when."""
    if permission and _LATER_RE.search(question) and not _LATER_CASE_RE.search(question) \
            and not _WHEN_RE.search(sentence):
        return ["(later asked: the sentence says no when)"]
    return []
