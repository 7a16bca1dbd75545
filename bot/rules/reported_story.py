"""What the asker reported is no topic of the rule on those who report (issue 8, fifty-sixth session).

"옆 팀 사람이 고객 자료 밖으로 빼돌린 것 같은데.. 신고하면 저한테 뭐 불이익 생기나요?" asks whether reporting hurts
the asker, and "신고한 사람에게는 어떤 불이익도 없다" answers it: the rule holds for whoever reports, whatever they
report. The words of the story told before the reporting act (the colleague, the customer files) are set aside when:

- the sentence's subject is the one who did an act (``<act>한 사람``, ``<act>한 직원``) and the question
  tells that same act (신고했는데, 신고하면);
- the story stands before that act in the question, never after it ("신고하면 포상 있어요?" keeps 포상); and
- the section the sentence stands in carries a verb of the story itself ("빼돌린" by the heading "정보 유출 신고"):
  a story of another matter ("지각한 사람 신고하면 …") keeps its words.

The one the act went to ("보안팀에 신고했는데") is set aside when the section names it. A direction problem about a
story word ("사람 gives in the question") goes with it. General logic on the sentence's wording, no lists.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from bot.language.terms import analyze, compact

# the sentence's subject: the one who did an act ("신고한 사람에게는", "신고한 직원은"; not "담당자")
_DOER = re.compile(r"(?P<act>[가-힣]{2,}?)한\s*(?:사람|직원|분)(?=에게|은|는|도|이|가)")
# the one the act went to: the word right before -에/-에게/-한테 and the act
_RECIPIENT = r"(?P<to>[가-힣A-Za-z]+?)(?:에게|한테|께|에)\s*(?:벌써\s*|이미\s*|바로\s*)?{act}"
_DIRECTION = re.compile(r"^\(the direction: (?P<word>\S+) ")


def answered(question: str, missing: list[str], sentence: str, section_text: str,
             covered_verbs: Collection[str]) -> list[str]:
    """`missing` without the story of what the asker reported, when the sentence speaks of those who report."""
    doer = _DOER.search(sentence)
    if doer is None:
        return missing
    act = doer.group("act")
    at = question.find(act)
    if at <= 0:
        return missing
    story = compact(question[:at])
    morphs = analyze(question[:at])  # the story's acts: verbs, and nouns made verbs ("유출된", "유출했")
    told = {m.lemma for i, m in enumerate(morphs) if m.tag == "VV" or (
        m.tag == "NNG" and i + 1 < len(morphs) and morphs[i + 1].tag.startswith("XSV"))}
    if not told & set(covered_verbs):
        return missing
    recipient = re.search(_RECIPIENT.format(act=re.escape(act)), question)
    to = recipient.group("to") if recipient is not None else None
    known = compact(section_text)

    def set_aside(word: str) -> bool:
        direction = _DIRECTION.match(word)
        if direction is not None:
            return compact(direction.group("word")) in story
        if word.startswith("("):
            return False
        if word == to:  # the one the act went to: only when the section names it
            return compact(word) in known
        return compact(word) in story

    return [w for w in missing if not set_aside(w)]
