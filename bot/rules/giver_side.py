"""Who gives to whom (issue 8, hunt29): "외부 업체가 개인정보를 **우리 쪽에** 넘겨준다는데 받을 때도 승인 필요해요?".

The rules on handing data out ("개인정보를 외부 업체에 제공하려면 … 승인을 받는다", "승인 없이 외부 업체에 개인정보를
넘기지 않는다") have the vendor as the recipient (외부 업체**에**). A question that makes the vendor the giver (its
subject, 이/가) and the asker's side the recipient (우리 쪽에, 저희한테, 저에게) asks about data coming in: the other
direction. A noun the question marks as the giver, when the sentence marks it only as a recipient (에, 에게, 한테) and
never as a subject, is missing. A question without a first-person recipient ("외부 업체가 고객 정보 달라는데 줘도
돼요?": the vendor asks, we give) is left alone. Like `bot.rules.from_to` (에서 vs 로). Korean only.

A giver is also the noun the question marks as the source (에서, 로부터) of what comes to us: "외부 업체에서 저희 쪽으로
고객 개인정보를 보내주겠다는데 받을 때는 누구 승인을 받아야 하나요?" (branch hunt30; `bot.rules.from_to` reads a
source only against a sentence's 로, and the vendor rule says 업체에).
"""

from __future__ import annotations

import re

from bot.language.tags import RECIPIENT_PARTICLES, SUBJECT_PARTICLES
from bot.language.terms import analyze

_TO_US = re.compile(r"(?:우리|저희|저|나|제|내)\s*(?:쪽|측|회사|팀)?\s*(?:에게|에|한테|께|로|으로)(?=\s|$)")
_SOURCE = ("에서", "로부터", "으로부터", "에게서", "한테서")


def _marked(text: str, particles: tuple[str, ...], tag: str) -> set[str]:
    morphs = analyze(text)
    return {m.surface for i, m in enumerate(morphs[:-1])
            if m.tag.startswith("NN") and morphs[i + 1].tag == tag and morphs[i + 1].surface in particles}


def problems(question: str, body: str) -> list[str]:
    """The item missing when the question's giver is only the sentence's recipient."""
    if not _TO_US.search(question):
        return []
    givers = _marked(question, SUBJECT_PARTICLES, "JKS") | _marked(question, _SOURCE, "JKB")
    if not givers:
        return []
    to, subjects = _marked(body, RECIPIENT_PARTICLES, "JKB"), _marked(body, SUBJECT_PARTICLES, "JKS")
    return [f"(the direction: {noun} gives in the question, receives in the sentence)" for noun in sorted(givers)
            if noun in to and noun not in subjects]
