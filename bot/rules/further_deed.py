"""A deed told as going further than one the rule's either-or condition names (issue 8, cover26).

"메일에 있는 링크 눌러서 로그인까지 해버렸어요 ㅠ 어떡하죠": "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로
비밀번호를 바꾸고 보안팀에 알린다" answers it. Its condition is met by either deed (-거나), and the question tells the
first one (눌러서); what it did after, marked with 까지 (even that far: "로그인까지"), is a further step of the same
incident, not a situation of its own the sentence must name.

Such a word is left out only when all of these hold:
- the sentence's condition offers deeds joined by -거나 and ends in -면 (-다면, -으면);
- a verb of the question that the sentence carries ends a -어서 clause (눌러서), and the word comes right after it in
  a noun phrase marked with 까지, with only its 하다 (or a verb the sentence carries) after it: "로그인까지 해버렸어요";
- the word is a noun (or a noun made a verb by 하다), never the act the question asks about with a question word
  of its own.
"""

from __future__ import annotations

import re

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import raw_morphemes

_EITHER_CONDITION = re.compile(r"거나\s[^.]*?(?:다면|으면|면)\s")


def further_words(question: str, sentence: str, carried: list[str]) -> set[str]:
    """The nouns of `question` told as a further step after a deed the sentence's either-or condition names."""
    if _EITHER_CONDITION.search(sentence) is None:
        return set()
    raw = raw_morphemes(question)
    out: set[str] = set()
    for i, m in enumerate(raw):
        if not m.pos.startswith("VV") or m.lemma not in carried:
            continue
        ending = (m.expression or "").split("+")[-1] if m.expression else ""
        nxt = raw[i + 1] if i + 1 < len(raw) else None
        serial = ending.startswith(("어서/", "아서/", "서/")) or (
            nxt is not None and nxt.pos.startswith("EC") and nxt.surface in ("어서", "아서", "서"))
        if not serial:
            continue
        j = i + 1 if ending else i + 2
        nouns: list[str] = []
        while j < len(raw) and raw[j].pos.startswith(NOUN_OR_LATIN_TAGS):
            nouns.append(raw[j].surface if not raw[j].pos.startswith("SL") else raw[j].surface.lower())
            j += 1
        if not nouns or j >= len(raw) or raw[j].surface != "까지" or not raw[j].pos.startswith("JX"):
            continue
        after = raw[j + 1] if j + 1 < len(raw) else None
        if after is not None and (after.lemma == "하" or after.lemma in carried or after.pos.startswith("XSV")):
            out.update(nouns)
    return out


def without_further(question: str, missing: list[str], sentence: str, carried: list[str]) -> list[str]:
    """`missing` without the words `further_words` finds."""
    if not missing:
        return missing
    further = further_words(question, sentence, carried)
    return [n for n in missing if n not in further]
