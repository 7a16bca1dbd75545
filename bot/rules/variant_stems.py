"""Which glossary variants stand for their policy word by their verb stem alone (issue 8, branch verbs12).

`TopicMatcher` lets a glossary variant that is one inflected verb ("깔아" -> 깔) stand for its policy word in
every form of that verb ("깔면", "깔았는데"). A variant made of two verbs ("남아있" = 남 + 아 + 있 -> 보관,
"돌려주" = 돌리 + 어 + 주 -> 반납, "만들어주" = 만들 + 어 + 주 -> 발급) is a phrase: its first verb alone means
something else ("회의 끝나고 남은 인쇄물" is leftover, not kept; "비번 다시 돌려 쓰면" is reuse, not a return;
"새로 만든 관리자 계정" tells which account). Such a variant still matches where the phrase itself is written.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import GENERIC_VERBS, VERB_TAGS, Morph


def verb_stem(variant: str, morphs: Sequence[Morph]) -> str | None:
    """The stem that stands for the variant's policy word, or None: a one-word variant that is one verb
    stem and its endings (a second verb after a connective makes it a phrase), never a generic verb."""
    if variant.isascii() or " " in variant.strip() or len(morphs) < 2:
        return None
    first = morphs[0]
    if first.tag not in VERB_TAGS or not variant.startswith(first.lemma) or first.lemma in GENERIC_VERBS:
        return None
    if not morphs[1].tag.startswith(("E", "VX")):
        return None
    if any(m.tag.startswith(("VV", "VX", "VA")) for m in morphs[2:]):
        return None  # "남아있", "돌려주", "만들어주": two verbs, a phrase
    return first.lemma
