"""A thing the policy names by the act that made it: "백업본" is the backup file, "출력물" the printed paper.

Sino-Korean nouns in -본 (a copy: 백업본, 사본) and -물 (a made thing: 출력물, 인쇄물) name what an act produced.
An employee names the same thing with the act and a container noun: "백업 파일은 며칠 남겨둬요?", "백업 데이터는
얼마 동안 갖고 있어요?", "보고서 출력했는데 … 종이는 어떻게 해요?". The act (백업, 출력) is carried by the
policy word itself; the container noun (파일, 데이터, 종이) is carried by its suffix when the question writes the
act before it and the container fits the suffix: a copy is a file or data, a made thing is paper or a document.
A container the sentence's word does not make ("백업 로그", "출력한 뒤 파일은") keeps its noun, and nothing is
carried without the act's own word in the question, or for a container that is the subject or place of an
event of its own ("출력했는데 프린터에 종이가 걸렸어요") (a family recurring across dev batches s, x, ze, zg, zm, c:
branch cover14).
"""

from __future__ import annotations

import re

from bot.language.terms import compact

# what each suffix makes, and the container nouns that name such a thing (closed word classes)
_FITS: dict[str, frozenset[str]] = {
    "본": frozenset({"파일", "데이터", "자료", "file", "files", "data"}),  # a copy
    "물": frozenset({"종이", "문서", "서류", "자료"}),  # a made, physical thing
}
# a noun of two syllables or more (the act) with the suffix, then a particle, a space or the end
# a subject or place particle after the container: it takes part in an event of its own
_EVENT_PARTICLE = re.compile(r"이|가|에|로")
_DERIVED = re.compile(r"([가-힣]{2,})(본|물)(?=[은는이가을를과와도의에만으]|\s|[.,·]|$)")


def made_things(sentence: str) -> list[tuple[str, str]]:
    """The (act, suffix) pairs of the sentence's derived nouns: "백업본은 …" -> [("백업", "본")]."""
    return [(found.group(1), found.group(2)) for found in _DERIVED.finditer(sentence)]


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without a container noun that a derived noun of the sentence names, its act written before it."""
    if not missing:
        return missing
    squeezed = compact(question).lower()
    aside: set[str] = set()
    for act, suffix in made_things(sentence):
        at = squeezed.find(act)
        if at < 0:
            continue
        aside |= {m for m in missing if m.lower() in _FITS[suffix] and _asked_thing(squeezed, m.lower(), at + len(act))}
    return [m for m in missing if m not in aside]


def _asked_thing(squeezed: str, container: str, start: int) -> bool:
    """The container occurs after `start` as the thing asked about (topic, object, bare), not as the subject or
    place of an event of its own ("종이가 걸렸어요", "파일에 뭐가 있어요")."""
    at = squeezed.find(container, start)
    return at >= 0 and _EVENT_PARTICLE.match(squeezed, at + len(container)) is None
