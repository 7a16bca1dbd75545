"""What is left over once an occasion is over is the thing after its use (issue 8, branch cover16).

"회의 끝나고 남은 대외비 인쇄물 어떻게 처리해요" asks about printouts that have served: "다 쓴 대외비 출력물은
파쇄한다" answers it. Employees say the leftover (남은 X) of a finished occasion where the policy says the thing
after use (다 쓴, 끝난, 사용 후: `bot.rules.done_with`), a family of dev batches `_zd`, `_ze`, `_zl` ("회의 끝나고 남은
…", "끝나고 남은 건") within the 남 family of seven batches. The verb 남 is carried only when the question first says
the occasion ended (끝나고, 마치고, 다 쓰고 …) and then names what is left (남은, a modifier), and only by a sentence
that speaks of the thing after its use: not "출력한 뒤 바로 회수한다" (right after printing), not a bare "남은 용량"
(what remains free), not "남는 라이선스" (a surplus), not "남아 있어요" / "남겨요" (what persists or is kept), not when
the question asks no handling (어떻게, 처리, 버리 …) or another act the sentence does not carry ("… 남은 대외비 인쇄물
집에 가져가도 돼요?", "… 어떻게 복사해요?": hand probes the shredding rule answered before these guards). A thing
still on a medium once the occasion is over ("미팅 끝났는데 보안 USB에 남은 file은 그냥 둬도 되죠?") is that leftover
too, and whether it may stay is asked of it (session 55).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term
from bot.rules.done_with import AFTER_USE

_LEFT = "남"
# an occasion that ended, then the leftover: "회의 끝나고 남은", "다 쓰고 나서 남은 거", "끝난 뒤에 남은"
_LEFTOVER = re.compile(
    r"(?:끝나고|끝난\s*(?:뒤|후|다음)에?|마치고|마친\s*(?:뒤|후)에?|다\s*(?:쓰|보|읽)고(?:\s*나서)?)"
    r"\s+(?:\S+\s+)?남은(?:\s|$|건|거)"
    # "미팅 끝났는데 보안 USB에 남은 file", "출장 끝났는데 … 자료가 그대로 남아 있어요" (session 55)
    r"|끝났(?:는데|어요|고|으니)\s+(?:\S+\s+){0,4}?(?:남은|남아\s*있)")
# what to do with it is asked ("어떻게 처리해요", "버릴 땐 어떻게 해요?"), not another act ("다른 팀에 줘도 돼요?")
_HANDLING_VERBS = frozenset({"처리", "버리", "폐기", "정리", "하", "되", "두"})
# ... or whether it may stay ("그냥 둬도 되죠?", "계속 둬도 되나요?")
_HANDLING = re.compile(r"어떻게|어떡|어찌|뭐\s*해|처리|버리|버려|버릴|폐기|둬도|두면|둬야|놔둬|놔도")



def leftover_asked(question: str) -> bool:
    """The question names what is left once an occasion is over ("회의 끝나고 남은 인쇄물") and asks what to do
    with it."""
    return _LEFTOVER.search(question) is not None and _HANDLING.search(question) is not None


def left_carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """{"남"} when it is the only unmatched verb among `terms` besides handling ones (처리, 버리), the
    question asks what to do with a leftover and `sentence` speaks of the thing after its use; else empty."""
    terms = list(terms)
    if not any(t.verb and t.text == _LEFT for t in terms):
        return set()
    if any(t.verb and t.text != _LEFT and t.text not in _HANDLING_VERBS for t in terms):
        return set()  # another act the sentence does not carry: "어떻게 복사해요?" is not "… 파쇄한다"
    if not leftover_asked(question) or AFTER_USE.search(sentence) is None:
        return set()
    return {_LEFT}
