"""What to do after a rule was broken (batch `_ze`, issue 8).

"생성형 AI에 개인정보 넣은 거 나중에 알게 되면 어떻게 해요?" tells a deed already done and asks what to do now:
"생성형 AI 서비스에 … 개인정보 … 를 입력하지 않는다" only forbids the deed; it states no remedy. A sentence whose
main act is negated ("…지 않는다", "…지 말아야 한다", "…할 수 없다") does not answer a what-to-do question about a
deed the asker tells as done (a past ending: "넣었는데", "보냈으면"; a past modifier before 거/것/걸: "넣은 거").
A sentence that forbids one act and prescribes another ("끄지 말고 … 연락한다") is not negated in its main act.
"""

from __future__ import annotations

import re

from bot.language.terms import raw_morphemes

_WHAT_TO_DO_RE = re.compile(
    r"어떻게\s*(?:해|하|되|돼|처리|조치|수습)|어떡|어캐\s*해|어케\s*해|뭘\s*해야|뭐\s*해야|뭐부터|무엇을\s*해야|조치는?")
_NEGATED_END_RE = re.compile(
    r"(?:지\s*않는다|지\s*말아야\s*한다|지\s*않아야\s*한다|수\s*없다|금지한다|금지된다)\s*[.。]?\s*$")


def told_done(question: str) -> bool:
    """The question tells a deed as done: a verb with a past ending, or a past modifier before 거/것/걸."""
    morphs = raw_morphemes(question)
    for i, morph in enumerate(morphs):
        tags = morph.pos.split("+")
        if tags[0] not in ("VV", "XSV", "VX"):
            continue
        if "EP" in tags:
            return True
        nxt = morphs[i + 1] if i + 1 < len(morphs) else None
        after = morphs[i + 2] if i + 2 < len(morphs) else None
        if "ETM" in tags and morph.surface.endswith(("은", "ㄴ", "한", "린", "낸", "운", "준", "친", "던")) and \
                nxt is not None and nxt.lemma in ("거", "것", "걸"):
            return True
        if nxt is not None and nxt.pos == "ETM" and nxt.surface in ("은", "ㄴ", "던") and \
                after is not None and after.lemma in ("거", "것", "걸"):
            return True
    return False


def problems(question: str, sentence: str) -> list[str]:
    """A prohibition does not answer what to do after it was broken."""
    if not re.search(r"[가-힣]", question) or not _WHAT_TO_DO_RE.search(question):
        return []
    if not _NEGATED_END_RE.search(sentence.strip()) or not told_done(question):
        return []
    return ["(a deed told as done, what to do now: the sentence only forbids it)"]
