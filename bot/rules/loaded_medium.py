"""Putting data on a medium to carry it out is the carrying (issue 8, cover20).

"보안USB에 자료 담아가려면 뭐 필요해요?" asks what taking data out on the USB needs: "보안 USB로 자료를 회사 밖으로
가져갈 때는 팀장 승인을 받는다" answers it, though it does not say 담다 (to put in). Employees name the loading step
(담아서, 담아 가) where the policy names the carrying; the family recurs in four dev batches (`_zc` 담아서 외근 나가도,
`_zd` 담아가려면, `_zw` 담아서 회사 밖으로 가져간대요, `_zx` 담아서 고객사 미팅 가져가도).

담 is carried only when all of these hold:
- the question puts something on a named medium ("USB에 … 담아", "외장하드에 … 담아") and goes on to carry it
  right after ("담아가", "담아 가", "담아서 가져가 / 가지고 나가 / 나가 / 들고 가"): loading alone ("USB에 자료 담아도
  돼요?") or loading for another end ("담아서 동료 줘도", "담아서 집에서 작업해도") is not carrying;
- the sentence names that medium and the carrying (가져가, 가지고 나가, 반출).
The other words of the question (외근, 미팅, 나가) still need their own match.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

_LOAD = "담"

# the medium, then the loading, then the carrying right after it
_LOADED_CARRIED = re.compile(
    r"(?P<medium>usb|유에스비|외장\s*하드|외장\s*디스크|ssd|하드)\s*에\s*(?:\S+\s+){0,2}?담아\s*(?:서\s*)?"
    r"(?:(?:외근|출장|미팅|외부|밖에|밖으로)\s*)?"  # "담아서 외근 나갈 때": where to, then the going
    r"(?:가(?:[지져려고는면서도도야]|$|\s)|가져|가지고\s*나|들고\s*(?:가|나)|나가|나갈|나간)", re.I)
_CARRIED = re.compile(r"가져가|가져갈|가지고\s*나|반출")


def load_carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """{"담"} when the question loads a medium to carry it out and `sentence` names the medium and the
    carrying; else empty."""
    if not any(t.verb and t.text == _LOAD for t in terms):
        return set()
    found = _LOADED_CARRIED.search(question)
    if found is None or _CARRIED.search(sentence) is None:
        return set()
    medium = re.sub(r"\s+", "", found.group("medium")).lower().replace("유에스비", "usb")
    said = re.sub(r"\s+", "", sentence).lower()
    if medium not in said:
        return set()  # the sentence speaks of another medium
    # the medium named alike on both sides, with the word before it: "일반 USB" is not the sentence's "보안 USB",
    # nor is a bare "USB"
    asked = re.search(r"([가-힣a-z]*)\s*" + re.escape(found.group("medium")), question[:found.end()], re.I)
    mine = asked.group(1).lower() if asked else ""
    theirs = re.search(r"([가-힣a-z]+)\s*" + re.escape(medium), sentence, re.I)
    if (mine and mine not in said) or (theirs and theirs.group(1).lower() not in re.sub(r"\s+", "", question).lower()):
        return set()
    return {_LOAD}
