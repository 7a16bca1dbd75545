"""A word the policies never use, between two nouns a sentence carries, names a kind of its own (issue 8).

"크롬 확장 프로그램 설치했는데 돼요?": 크롬 and 프로그램 are carried by the catalog row "이름: Google Chrome / …", but
"확장 프로그램" (an extension) is a kind of program apart from Chrome itself, and the row says nothing about it. The
unknown word inside one run of nouns ("크롬 확장 프로그램") qualifies the head after it, so it is
asked, not the question's story: it is kept among what the sentence must carry, and the question is handed off
unless some sentence says it.

General logic on MeCab-ko's noun runs, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from bot.language.terms import analyze, compact, noun_words


def inner_nouns(text: str, carried: Collection[str], known: Callable[[str], bool]) -> frozenset[str]:
    """Unknown nouns of `text` standing right between two carried nouns in one run of nouns, the last not marked
    as a means or place ("대외비 견적서 메일로 보내도": 견적서 is the document, 메일 how it goes)."""
    mods = {compact(c).lower() for c in carried}
    if len(mods) < 2:
        return frozenset()
    morphs = analyze(text)
    nouns = noun_words(morphs)
    out: set[str] = set()
    for _start, (word, _parts, after) in nouns.items():
        if compact(word).lower() not in mods:
            continue
        middle = nouns.get(after)
        if middle is None or compact(middle[0]).lower() in mods or known(middle[0]):
            continue
        last = nouns.get(middle[2])
        if last is None or compact(last[0]).lower() not in mods:
            continue
        if last[2] < len(morphs) and morphs[last[2]].tag.startswith("JKB"):
            continue  # "대외비 견적서 메일로": the last noun is the means or place, not the head of the phrase
        out.add(middle[0])
    return frozenset(out)
