"""An act the asker hopes to skip, answered by a rule that says the outcome comes by itself (issue 8, session 34).

"account lock 걸렸는데 IT에 연락 안해도 알아서 풀려요?" asks whether the lock lifts without calling IT: "잠긴 계정은
시간이 지나면 자동으로 풀린다" answers it (nothing needs doing). The act negated with the permissive -도 ("연락 안
해도", "신청하지 않아도", "안 지워도") is the one the asker hopes is not needed; a sentence that says the outcome comes
자동으로 (or 저절로) need not carry it. Against any other sentence the act stays a word to carry.
"""

from __future__ import annotations

import re

from bot.language.terms import Morph, analyze

_AUTOMATIC = re.compile(r"자동으로|저절로")
_NOUN_TAGS = frozenset({"NNG", "NNP", "SL"})


def _act(morphs: tuple[Morph, ...], verb: int) -> str | None:
    """The act of the predicate at `verb`: the noun of a 하다 verb ("연락 안 해도", "신청하지"), else the verb."""
    if morphs[verb].lemma == "하" or morphs[verb].tag == "XSV":
        k = verb - 1
        if k >= 0 and morphs[k].surface == "안":
            k -= 1
        return morphs[k].lemma if k >= 0 and morphs[k].tag in _NOUN_TAGS else None
    return morphs[verb].lemma if morphs[verb].tag == "VV" else None


def skipped_acts(question: str) -> frozenset[str]:
    """The acts negated with a permissive -도: "연락 안 해도" -> 연락, "신청하지 않아도" -> 신청, "안 지워도" ->
    지우."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag == "MAG" and m.surface == "안" and i + 1 < len(morphs) and morphs[i + 1].tag == "VV" \
                and morphs[i + 1].surface.endswith("도"):
            act = _act(morphs, i + 1)
        elif m.tag == "VX" and m.lemma == "않" and i >= 2 and morphs[i - 1].surface == "지" \
                and i + 1 < len(morphs) and morphs[i + 1].surface.endswith("도"):
            act = _act(morphs, i - 2)
        else:
            continue
        if act:
            out.add(act)
    return frozenset(out)


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the acts the question hopes to skip, against a sentence whose outcome comes by itself."""
    if not missing or _AUTOMATIC.search(sentence) is None:
        return missing
    skipped = skipped_acts(question)
    return [word for word in missing if word not in skipped]
