"""Whether a thing is required at all ("OTP 인증도 꼭 해야 되는 거예요?", "보안 교육 꼭 해야 돼요?") is not answered
by a rule that requires an act on it only in a situation the question does not tell ("휴대폰을 바꾸면 OTP를 다시
등록한다").

The question names the thing and asks with the bare verb 하다 whether it binds; no situation of its own. A rule
whose duty opens with its own condition binds only then, and says nothing of whether the thing is required
otherwise: read as the answer, it told the employee the OTP is only for a new phone. Such a rule answers only a
question that tells its condition (the condition's words are checked by the caller); a rule without an opening
condition answers as before.
"""

from __future__ import annotations

import re

# a bare 해야 ("꼭 해야 돼요?", "OTP 인증도 꼭 해야 되는 거예요?"): the thing is asked to be required, no act named
_BARE_DUTY_RE = re.compile(
    r"(?:^|\s)(?:꼭\s+|반드시\s+|무조건\s+|다\s+)?해야\s*(?:돼요|되나요|되죠|돼|되나|하나요|할까요|합니까|됩니까|"
    r"되는\s?거예요|되는\s?거죠|되는\s?건가요|하는\s?거예요|하는\s?거죠)\s*[?？]?\s*$")


# a question word makes it a question of which, where or how ("어디에 report 해야 하나요?", "뭐부터 해야 돼요?")
_QUESTION_WORD_RE = re.compile(r"어디|뭐|뭘|무엇|몇|며칠|언제|누구|누가|어떻게|어케|얼마|왜|무슨|어느|어떤")


def asks_bare_duty(question: str) -> bool:
    """The question asks whether its thing is required, with the bare verb 하다 ("… 꼭 해야 돼요?"), and no
    question word."""
    return _BARE_DUTY_RE.search(question.strip()) is not None and _QUESTION_WORD_RE.search(question) is None
