"""A noun marked as a place inside a clause that describes another noun (batch `_zg2`, issue 8, safety).

The topic rule sets aside where the action happens ("회사 노트북에 깔아도 돼요?") once the sentence pins the
topic. A noun marked with 에 whose predicate only describes the next noun ("파일**에 건** 암호", "서버**에 쌓인**
로그") is no setting of the asked action: it says which of that noun is meant. "파일에 건 암호도 90일마다
바꿔야 돼요?" asks about the file's password, not the account password of "비밀번호는 90일마다 바꾼다".
"""

from __future__ import annotations

from bot.language.tags import NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import compact, raw_morphemes
from bot.rules.clauses import described_nouns

_LOCATIVE = ("에다가", "에다", "에서", "에")


def owner_places(question: str, places: set[str] | frozenset[str]) -> frozenset[str]:
    """The nouns of `places` whose clause describes the noun after it (they say which thing is meant)."""
    if not places:
        return frozenset()
    described = described_nouns(question)
    if not described:
        return frozenset()
    morphs = raw_morphemes(question)
    out: set[str] = set()
    for i, m in enumerate(morphs[:-2]):
        if not m.pos.startswith(NOUN_OR_LATIN_TAGS) or morphs[i + 1].pos != "JKB" \
                or morphs[i + 1].surface not in _LOCATIVE:
            continue
        j = i + 2
        while j < len(morphs) and morphs[j].pos.startswith("MAG"):  # "파일에 미리 건 암호"
            j += 1
        if j >= len(morphs) or not morphs[j].pos.startswith(VERB_ADJECTIVE_TAGS) or morphs[j].lemma not in described:
            continue
        out.update(p for p in places if compact(p).endswith(compact(m.surface)))
    return frozenset(out)
