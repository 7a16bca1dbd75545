"""A yes/no question whose point is the figure it states: "네이버 계정 비번도 12자 이상으로 해야 돼요?",
"화면 잠금 10분으로 해도 돼요?".

The figure is made the value of something ("…으로 해야 돼요", "…로 해도 돼요") and has no act of its own (only
that frame follows it), so what is asked
is whether that figure is the rule. Such a question wants the kind of answer the figure is (a length, a
duration), as a question to confirm ("10자리면 되죠?") already does: a sentence without a figure of that
kind ("회사 비밀번호를 다른 서비스에 같이 쓰지 않는다", reached through 네이버 -> 다른 서비스) does not answer
it. A figure that measures an act ("90일마다 바꿔야 돼요?", "3년 쓰면 바꿔줘요?") is left to the rules on
that act (`bot.rules.premise_figure.figure_act`), and so is a count or a bound that is not set as a value ("재부팅
한번 해봐도 돼요?", "1년에 한 번이면 충분한가요?": "분기마다 검토한다" answers that); a question word asks something
else.
"""

from __future__ import annotations

import re

from bot.rules.message_parts import QUESTION_WORD_RE
from bot.rules.premise_figure import figure_act

_HANGUL_RE = re.compile(r"[가-힣]")
# the figure made the value of something: "12자 이상으로 해야", "10분으로 해도", "8자리로 하면"
_SET_TO_RE = re.compile(r"\d+\s*[가-힣A-Za-z]{0,3}?\s*(?:이상|이하|미만|초과|정도|쯤)?\s*(?:으로|로)\s*(?:해|하|했)")


def is_point(text: str) -> bool:
    """The Korean yes/no question `text`, which states a figure (the caller checks), asks about that figure."""
    if not _HANGUL_RE.search(text) or QUESTION_WORD_RE.search(text) or not _SET_TO_RE.search(text):
        return False
    return figure_act(text) is None
