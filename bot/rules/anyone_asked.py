"""A question whether anyone at all may do it: "백업본 복구 시험은 IT팀 아무나 하면 되죠?", "서버실 출입 기록부는
누구나 확인할 수 있어요?".

아무나 / 누구나 / 아무한테나 ask who may do the act, as "누가 해요?" does, only worded as a yes/no question.
A sentence that names no one who does, approves or receives anything ("매달 백업본으로 복구 시험을 한다") says
that the act is done, not by whom: it does not answer. One that names someone (`answer_kind.agents`: "IT
담당자가 구매하고", "팀장 승인", "2인 이상이") does; the place the question names is no one ("서버실 아무나
들어가도 돼요?" is not answered by "서버실에 들어갈 때는 출입 기록부를 작성한다", whose 서버실에 reads as a recipient).
"""

from __future__ import annotations

import re

from bot.language.terms import compact
from bot.rules import answer_kind

_ANYONE_RE = re.compile(r"아무(?:나|한테나|에게나|\s*사람이나)|누구(?:나|든지?|한테나|에게나)")


def problems(question: str, sentence: str) -> list[str]:
    """The sentence names no one, yet the question asks whether anyone may do it."""
    if _ANYONE_RE.search(question) is None:
        return []
    asked = compact(question)
    if any(compact(agent) not in asked for agent in answer_kind.agents(sentence)):
        return []
    return ["(who may do it: the sentence names no one)"]
