"""May I do the reverse of what the rule orders? The rule answers: no (issue 8).

"(바이러스 경고가 떠요.) 와이파이는 켜둬도 되나요?" asks leave to keep on what "악성코드 감염이 의심되면 즉시
랜선을 뽑고 와이파이를 꺼서 컴퓨터를 네트워크에서 분리한다" orders turned off; "랜선 꽂아둬도 돼요?" likewise. The
question's act (켜) is missing from the sentence, which carries its reverse (끄) on the same thing.
`bot.rules.reversed_act` keeps who / how / where questions about one act from being answered by the reverse act and
leaves permission questions alone; this answers them, when:

- the question asks leave or confirmation, and its last act is one of a reverse pair (`bot.rules.reversed_act`:
  on/off, connect/disconnect, lock/unlock, install/remove …);
- the thing that act is done to (the noun just before it in the question) is, in the sentence, the object of the
  reverse act just before it ("와이파이를 꺼서"); and
- the sentence orders that reverse act, never forbids it ("컴퓨터는 끄지 말고 …" says nothing of turning it on).

Likewise "does it stay?" ("부서 옮기면 전 부서 권한은 그대로 남나요?", "… 그대로 유지돼요?",
`remaining_answered`): a sentence that orders the same thing withdrawn or removed ("… 쓰던 권한은 회수된다",
"저장 장치는 완전히 삭제한 뒤 …") answers no.

General logic on MeCab-ko's tags and the closed class of reverse pairs, never lists of questions.
"""

from __future__ import annotations

from bot.language.terms import NOUN_TAGS, compact, raw_morphemes
from bot.rules.reversed_act import group_of, reverse_of


def _thing_before(text: str, act: str) -> str | None:
    """The noun just before the question's act `act` ("와이파이는 켜둬도": 와이파이), past its particle."""
    raw = raw_morphemes(text)
    at = next((k for k in range(len(raw) - 1, -1, -1) if raw[k].lemma == act), None)
    if at is None:
        return None
    k = at - 1
    while k >= 0 and raw[k].pos.split("+")[0] in ("JKO", "JX", "JKS", "MAG"):
        k -= 1
    return raw[k].surface if k >= 0 and raw[k].pos.split("+")[0] in NOUN_TAGS else None


def _orders_reverse_on(sentence: str, thing: str, reverse: str) -> bool:
    raw = raw_morphemes(sentence)
    for k, m in enumerate(raw):
        if group_of(m.lemma) != reverse and not (m.pos.startswith("XSV") and k > 0 and group_of(raw[k - 1].surface)
                                                == reverse):
            continue
        j = k - 1
        while j >= 0 and raw[j].pos.split("+")[0] in ("JKO", "JX", "JKS", "MAG", "XSV"):
            j -= 1
        if j < 0 or compact(raw[j].surface) != compact(thing):
            continue
        if k + 1 < len(raw) and raw[k + 1].surface == "지":
            continue  # "끄지 말고", "끄지 않는다": forbidden, not ordered
        return True
    return False


def answered(text: str, missing_verbs: list[str], sentence: str, asks_leave: bool, final: str | None) -> list[str]:
    """`missing_verbs` without the question's last act when it asks leave to do the reverse of what the sentence
    orders done to the same thing."""
    if not asks_leave or final is None or final not in missing_verbs:
        return missing_verbs
    group = group_of(final)
    reverse = reverse_of(group) if group is not None else None
    if reverse is None:
        return missing_verbs
    thing = _thing_before(text, final)
    if thing is None or not _orders_reverse_on(sentence, thing, reverse):
        return missing_verbs
    return [v for v in missing_verbs if v != final]


_REMAIN = ("남", "유지")  # 남다, 유지되다: to stay, what withdrawing or removing undoes


def remaining_answered(text: str, missing_verbs: list[str], sentence: str, asks_yes_no: bool,
                       final: str | None) -> list[str]:
    """`missing_verbs` without 남 when the question's last act asks whether a thing stays and the sentence orders
    that thing withdrawn or removed."""
    if not asks_yes_no or final not in _REMAIN or final not in missing_verbs:
        return missing_verbs
    thing = _thing_before(text, final)
    if thing is None or not any(_orders_reverse_on(sentence, thing, undo) for undo in ("withdraw", "remove")):
        return missing_verbs
    return [v for v in missing_verbs if v != final]
