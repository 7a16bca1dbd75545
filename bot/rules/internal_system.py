"""A program named after 사내/회사 is an internal system, and reaching it is accessing it (issue 8, branch cover31).

"집에서 사내 Jenkins 붙을 때 VPN 먼저 켜야 함?": employees name the internal system they use by its product name
(사내 Jenkins, 사내 Jira, 회사 GitLab), and reach it with everyday verbs (붙다, 들어가다). "회사 밖에서는 VPN을 먼저
연결한 뒤 사내 시스템에 접속한다" holds for every internal system: a sentence naming 사내 시스템 and 접속 carries the
Latin-script name written right after 사내 or 회사, and the verb of going into it (붙, 들어가) when that name or 사내
시스템 is its goal. Never a Korean noun after 사내 (사내 메일, 사내 드라이브: the policies' own words), never another
verb ("사내 Jira에 올려도": the act asked).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import Term, analyze, compact

_INTERNAL = frozenset({"사내", "회사"})
_REACHING = frozenset({"붙", "들어가", "들어오"})


def _named(question: str) -> tuple[set[str], set[str]]:
    """The Latin names written right after 사내/회사, and the reaching verbs whose goal they are."""
    morphs = analyze(question)
    names: set[str] = set()
    verbs: set[str] = set()
    for i in range(len(morphs) - 1):
        if morphs[i].lemma not in _INTERNAL or morphs[i].tag != "NNG" or morphs[i + 1].tag != "SL":
            continue
        names.add(morphs[i + 1].lemma)
        j = i + 2
        while j < len(morphs) and morphs[j].tag in ("JKB", "JX", "MAG", "SL"):
            j += 1  # "사내 Jenkins에 잠깐 붙을 때"
        if j < len(morphs) and morphs[j].tag == "VV" and morphs[j].lemma in _REACHING:
            verbs.add(morphs[j].lemma)
    return names, verbs


def carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """The internal system's name and the verb of reaching it among `terms`, when `sentence` names 사내 시스템
    and 접속."""
    squeezed = compact(sentence)
    if "사내시스템" not in squeezed or "접속" not in squeezed:
        return set()
    names, verbs = _named(question)
    return {t.text for t in terms if (t.text in verbs if t.verb else t.text in names)}
