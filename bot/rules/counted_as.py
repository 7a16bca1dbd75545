"""Whether a case counts as what a rule names (issue 8, session 55).

"불법 복제 금지라는데 라이선스 기간 끝난 프로그램 계속 쓰는 것도 불법 복제에 들어가요?" asks whether one case (the
part before 도) falls under a thing the rule names (the noun before 에 and 들어가다, 해당하다, 포함되다, 속하다). The
rule itself ("소프트웨어를 불법으로 복제해 쓰지 않는다") names the thing, so it always carries the category; it says
whether the case counts only when it carries the case too: every noun and act of it ("기간 끝난": the licence ran
out). "AI한테 넣으면 안 되는 정보에 고객 정보도 들어가요?" names the category first and is not this form. MeCab-ko's
tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Term, analyze

_COUNTING = frozenset({"들어가", "해당", "포함", "속하"})
_BOUNDARY = frozenset({"SF", "SC"})


def case_words(text: str, words: Collection[str]) -> list[str]:
    """Of `words`, those in the case a question asks whether it counts as a named thing ("X도 Y에 들어가요?")."""
    morphs = analyze(text)
    for k, m in enumerate(morphs):
        if m.surface != "도" or m.tag != "JX":
            continue
        j = k + 1
        while j < len(morphs) and morphs[j].tag in KOREAN_NOUN_TAGS:
            j += 1
        if j == k + 1 or j + 1 >= len(morphs) or morphs[j].surface != "에" or morphs[j + 1].lemma not in _COUNTING:
            continue
        start = k
        while start > 0 and morphs[start - 1].tag not in _BOUNDARY and not morphs[start - 1].surface.endswith("데"):
            start -= 1
        said = {mm.lemma for mm in morphs[start:k]}
        return [w for w in words if w in said]
    return []


def problems(text: str, terms: Sequence[Term], covered: Collection[str]) -> list[str]:
    """The problem when the sentence does not carry the case asked to count as what it names."""
    untold = [w for w in case_words(text, [t.text for t in terms]) if w not in covered]
    return [f"(whether this case counts as what the rule names: {', '.join(untold)})"] if untold else []
