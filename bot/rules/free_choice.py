""""Any X at all?" asks which X may be used (issue 8, branch hunt30).

"외부 감사 때 자료를 USB로 넘겨야 하는데 아무 USB나 써도 되나요?" asks whether any USB will do. The rule on taking data
out on a secure USB ("보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다") names USB, data and handing
over, but takes the kind of USB as given; the answer is the rule that says which one ("업무에는 회사에 등록된 보안
USB만 사용한다") or one that forbids some ("개인 USB나 외장 하드는 … 연결하지 않는다"). A question with a free choice
(아무 N나, 아무 N이나, 아무거나; Korean only: English "any" mostly asks whether there is one) is answered only by a
sentence that restricts: 만, a prohibition (않는다, 금지, 안 된다), or an approval the act itself needs ("설치하기 전에
… 승인을 받는다"; not an approval for one case of it, "… 가져갈 때는 팀장 승인을 받는다"). `bot.rules.any_choice` excuses how the thing would be found; this rule
says what the sentence must do.
"""

from __future__ import annotations

import re

_ANY_RE = re.compile(r"아무\s*\S*?(?:이나|나)(?=\s|$)|아무거나")
# how a sentence restricts the choice: only some (만), none of some (않는다, 금지), or only with approval
_RESTRICTS_RE = re.compile(r"\S만\s|\S만$|않는다|않고|금지|안\s*된다|없는|승인\s*(?:없이|필요)")
_CASE_RE = re.compile(r"때는|때에는|려면|으면|면\s")  # a condition: the approval is for that case only


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question leaves the thing to the asker's choice and the sentence does not
    restrict it."""
    if _ANY_RE.search(question) is None or _RESTRICTS_RE.search(sentence) is not None:
        return []
    if "승인" in sentence and _CASE_RE.search(sentence) is None:
        return []  # the act itself needs approval, whichever thing is chosen
    return ["(a free choice asked: the sentence does not say which one)"]
