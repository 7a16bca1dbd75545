"""A condition the asker offers as enough ("X만 V-면"), answered by a rule that forbids the act outright.

"카페 와이파이에서도 VPN만 켜면 사내 시스템 접속해도 되죠?" offers a condition ("VPN만 켜면": only that)
under which the asker supposes the act is allowed; "카페·공항 등 공용 와이파이에서는 사내 시스템에 접속하지 않는다"
forbids the act with no condition that lifts it, so it answers the premise (no). The offered condition's
verb (켜) and the word it restricts (VPN) are then no topic the sentence must carry. Only a condition written
with the restrictive 만 on the word before its verb and a -면 ending (or, after a concession on the situation, "카페
와이파이라도 VPN 켜면", or in a leave the asker asks to confirm, "VPN 켜면 … 들어가도 되죠?": session 56, any "X (을)
V-면"), only for a permission or yes/no question,
only when the sentence forbids the question's own final act and names no approval or exception of its own
("승인 없이", "예외"): a rule that has one is left to the topic rule. Like `bot.rules.offered_approver` for a
person's approval.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.terms import Morph, analyze

_EXCEPTION = re.compile(r"승인|허락|허가|없이|예외|제외|경우에만|때만")
# a concession on the situation ("카페 와이파이라도", "공항에서도", "출장 중인데도"): what follows is offered to lift it
_CONCESSIVE = re.compile(r"(?:이)?라도\s|에서도\s|인데도\s")
# ... or a leave the asker supposes and asks to confirm ("VPN 켜면 … 들어가도 되죠?", "… 괜찮겠죠?")
_SUPPOSED = re.compile(r"도\s*(?:되|돼|괜찮)\S*죠\s*[?？]*\s*(?:\S+\s*)?$")


def offered_conditions(question: str) -> frozenset[str]:
    """The words of the conditions "X만 V-면" the question offers: the predicate and the word 만 restricts ("VPN만
    켜면" -> {vpn, 켜}; "암호화만 하면" -> {암호화})."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag != "JX" or m.surface != "만" or i == 0 or i + 2 >= len(morphs):
            continue
        verb, ending = morphs[i + 1], morphs[i + 2]
        before = len(out)
        if verb.tag == "VV" and ending.tag == "EC" and ending.surface.endswith("면") \
                and not ending.surface.endswith("려면"):
            out.add(verb.lemma)
        elif verb.tag == "NNG" and ending.tag.startswith("XSV") and ending.surface.endswith("면") \
                and not ending.surface.endswith("려면"):
            out.add(verb.surface)  # 암호화만 하면 (하면 read as one XSV)
        elif verb.tag == "NNG" and ending.tag.startswith("XSV") and i + 3 < len(morphs) \
                and morphs[i + 3].tag == "EC" and morphs[i + 3].surface.endswith("면") \
                and not morphs[i + 3].surface.endswith("려면"):
            out.add(verb.surface)
        if len(out) > before and morphs[i - 1].tag.startswith(("NN", "SL")):
            out.add(morphs[i - 1].surface)
            # with the noun of its compound before it, when a particle closes the phrase before that one ("외장하드도
            # 백신 검사만 하면": 백신), never a noun run that may hold the thing asked about ("개인 노트북 검사만")
            if i >= 3 and morphs[i - 2].tag.startswith("NN") and morphs[i - 3].tag.startswith("J"):
                out.add(morphs[i - 2].surface)
    if _CONCESSIVE.search(question) or _SUPPOSED.search(question):
        out |= _conceded_conditions(morphs)
    return frozenset(out)


def _conceded_conditions(morphs: tuple[Morph, ...]) -> set[str]:
    """"카페 와이파이라도 VPN 켜면 …": after a concession ("even at the café"), a condition "X (을) V-면" is offered as
    what makes the act all right, as "X만 V-면" is: its verb and its noun."""
    out: set[str] = set()
    for i, m in enumerate(morphs[:-1]):
        ending = morphs[i + 1]
        if m.tag != "VV" or ending.tag != "EC" or not ending.surface.endswith("면") or ending.surface.endswith("려면"):
            continue
        k = i - 1
        if k >= 0 and morphs[k].tag == "JKO":
            k -= 1
        if k >= 0 and morphs[k].tag.startswith(("NN", "SL")):
            out |= {m.lemma, morphs[k].surface}
    return out


def answered(question: str, missing: list[str], asks_whether: bool, sentence: str,
             forbids: Callable[[], bool]) -> list[str]:
    """`missing` without the offered condition's predicate when the sentence forbids the asked act outright
    (`forbids`, called only when there is something to set aside)."""
    if not asks_whether or not missing:
        return missing
    offered = offered_conditions(question) & set(missing)
    if not offered or _EXCEPTION.search(sentence) or not forbids():
        return missing
    return [m for m in missing if m not in offered]


def answered_both(question: str, nouns: list[str], verbs: list[str], asks_whether: bool, sentence: str,
                  forbids: Callable[[], bool]) -> tuple[list[str], list[str]]:
    """`answered` on the missing nouns and the missing predicates alike."""
    return (answered(question, nouns, asks_whether, sentence, forbids),
            answered(question, verbs, asks_whether, sentence, forbids))
