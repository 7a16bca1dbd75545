"""Where or to whom, asked plainly, is not answered by the rule for a case the asker never tells (batch `_zt`).

"피싱 메일은 어디서 신고해요?" asks where a phishing mail is reported and tells no situation: "메일 속 링크를
눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다" names a place (보안팀에) and the act
(알리: 신고), but only for the case where a link was clicked or credentials typed in, which the asker never says.
`bot.rules.leniency2.untold_condition` reads only what-to-do questions that name the rule's thing,
`bot.rules.other_condition` only questions that open with a situation of their own. A question that asks where or to
whom (어디, 누구, 누가; the asked kind "where"/"whither"), opens with no situation and tells no deed, is not answered by
a rule whose opening -(으)면 condition is made of acts done to things (`done_to`: "링크를 눌렀거나", "휴대폰을 바꾸면")
when the question names none of those acts and things. "보안 USB 어디에 신고해요?" names the USB of "보안 USB를
잃어버리면", and "정보 유출 어디에 신고해요?" meets "유출을 알게 되면", which is no act done to a thing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.rules.leniency2 import done_to
from bot.rules.other_condition import own_situation
from bot.rules.told_deed import told_deeds

_WHO_RE = re.compile(r"누가|누구")
PROBLEM = "(a rule for a case the question does not tell: its condition acts on things the question never names)"


def problems(question: str, quantity: str | None, sentence: str, named: Callable[[str], bool]) -> list[str]:
    """The plain where/who question against a rule conditioned on acts the asker never tells."""
    if not re.search(r"[가-힣]", question):
        return []
    if quantity not in ("where", "whither") and not _WHO_RE.search(question):
        return []
    if own_situation(question) or told_deeds(question):
        return []  # the asker's own case: other rules compare it with the rule's
    pairs = done_to(sentence)
    if not pairs or any(named(act) or named(thing) for act, thing in pairs):
        return []
    return [PROBLEM]
