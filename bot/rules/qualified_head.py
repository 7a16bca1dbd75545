"""A noun the question qualifies into a policy word is carried by that word, not by the bare noun (issue 8, wrongs18).

The glossary ties "이상한 메일" (and 수상한 메일, 가짜메일 …) to the policy word 피싱. A question
that says "이상한 메일 오면 어떻게 알려요?" asks about phishing mail; its one noun is 메일, which "파일 암호는
메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다" carries as a word, so that sentence on another rule passed
(batch `_zz`, odd half). When a glossary variant spans the noun as its head and begins with one predicate of the
question (an adjective or a verb form: 이상한, 수상한, 의심스러운; not a noun, not a phrase with a particle:
"안에 있는 자료"), the sentence, its heading or the title must name the policy word (or a longer variant); the
bare noun is not enough. A modifier that is a noun of the question ("고객 정보" -> 개인정보) is judged by the
other rules (`TopicMatcher._folded`).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import analyze, compact

_PREDICATE_TAGS = frozenset({"VA", "VV", "XSA", "XSV"})


def _attributive(front: str, head: str) -> bool:
    """A modifier made of one predicate ("이상한", "수상한", "의심스러운"), not a noun ("보안" of 보안 USB) nor a
    phrase with a particle ("안에 있는" of "안에 있는 자료", a place, not a kind)."""
    tags = [m.tag for m in analyze(front + head) if m.end <= len(front)]  # alone, "이상한" reads as a name
    return any(t in _PREDICATE_TAGS for t in tags) and not any(t.startswith("J") for t in tags)


def qualified_words(squeezed: str, noun: str, nouns: Iterable[str],
                    spans: Iterable[tuple[str, int, int]]) -> frozenset[str]:
    """The policy words of glossary spans (word, start, end in the compact question `squeezed`) that end on the
    question noun `noun` and begin with a modifier that is none of the question's `nouns`."""
    head = compact(noun)
    others = [compact(n) for n in nouns if compact(n) != head]
    out: set[str] = set()
    for word, start, end in spans:
        front = squeezed[start:end - len(head)]
        if len(front) < 2 or squeezed[end - len(head):end] != head:
            continue
        if any(o and (o in front or front in o) for o in others) or not _attributive(front, head):
            continue
        out.add(word)
    return frozenset(out)


def unqualified(squeezed: str, noun: str, nouns: Iterable[str], spans: Iterable[tuple[str, int, int]],
                context: str, variants: dict[str, tuple[str, ...]]) -> str | None:
    """The policy word the sentence's context (compact) should name for `noun` and does not, else None."""
    words = qualified_words(squeezed, noun, nouns, spans)
    if not words:
        return None
    for word in words:
        if compact(word) in context:
            return None
        if any(len(compact(v)) > len(compact(noun)) and compact(v) in context for v in variants.get(word, ())):
            return None
    return sorted(words)[0]
