"""Leave to do without a thing, against a rule that requires it (issue 8, probe _p53f).

"외근 중에 사내 시스템 들어갈 때 OTP 없이도 되나요?" asks leave to do it without the OTP: "회사 밖에서 사내 시스템에
접속할 때는 OTP 다단계 인증을 **반드시** 사용한다" answers no. A question "X 없이" asking which things need no X
("승인 없이 쓸 수 있는 거 뭐예요?") is not answered by a rule that requires X; leave asked yes or no (no question
word) is, when the sentence names X and requires it (반드시, 꼭, 필수). General wording logic, no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.terms import compact

_WITHOUT_RE = re.compile(r"([가-힣A-Za-z]+?)\s*(?:도|은|는)?\s*없이")
_REQUIRED_RE = re.compile(r"반드시|꼭|필수")
_QUESTION_WORD_RE = re.compile(r"뭐|무엇|뭘|어떤|어느|누구|누가|어디|언제|몇|얼마|어떻게|왜")


def required_without(question: str, permission: bool, sentence: str) -> bool:
    """The question asks leave (yes or no) to do without a thing the sentence names and requires."""
    if not permission or _QUESTION_WORD_RE.search(question) or not _REQUIRED_RE.search(sentence):
        return False
    return any(compact(m.group(1)) in compact(sentence) for m in _WITHOUT_RE.finditer(question))
