"""What an English document is about, beside the class the policies name it by, is the asker's story (issue 8).

"Can I paste our confidential **pricing** doc into an AI tool?", "our **internal** confidential deck": the rule that
answers names the document by its class ("생성형 AI 서비스에 고객 정보·개인정보·대외비 문서를 입력하지 않는다"),
not by its subject (pricing, design) or a second word for its class (internal). In a noun phrase whose head is a
document noun (doc, deck, file, spec, report, slides …), a modifier no glossary entry maps is set aside when the
sentence carries the head and another modifier of the same phrase that is a policy word (confidential -> 대외비):
that modifier already says which documents the rule is on. A phrase with no policy modifier ("the pricing doc")
keeps its words: nothing then says the rule is on that document.

`cost_asked.problems` reads "pricing doc" as a document's subject, not a question of price (`subject_of_document`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from bot.language import english

_HEADS = (
    r"docs?|documents?|decks?|files?|specs?|reports?|slides?|sheets?|spreadsheets?|presentations?|memos?|"
    r"printouts?|contracts?"
)
_PHRASE_RE = re.compile(
    rf"\b(?:our|my|the|a|an|this|that|some|their|his|her|your)\s+((?:[a-z][a-z-]*\s+){{1,3}}?)({_HEADS})\b", re.I)
_COST_MODIFIER_RE = re.compile(rf"\b(?:price|pricing|cost|costs)\s+(?={_HEADS}\b)", re.I)


def phrases(text: str) -> list[tuple[list[str], str]]:
    """(modifiers, head) of each document noun phrase of `text`, lower-cased."""
    out: list[tuple[list[str], str]] = []
    for found in _PHRASE_RE.finditer(text):
        modifiers = [w for w in found.group(1).lower().split() if not english.is_function_word(w) or w == "internal"]
        if modifiers:
            out.append((modifiers, found.group(2).lower()))
    return out


def answered(text: str, missing: Sequence[str], covered: Collection[str], mapped: Callable[[str], bool]) -> list[str]:
    """`missing` less the unmapped modifiers of a document phrase whose head and a mapped modifier the sentence
    carries (`covered`); unchanged for a question that is not English."""
    if not missing or not english.is_english(text):
        return list(missing)
    held = {c.lower() for c in covered}
    told: set[str] = set()
    for modifiers, head in phrases(text):
        if head not in held or not any(m in held and mapped(m) for m in modifiers):
            continue
        told.update(m for m in modifiers if not mapped(m))
    return [w for w in missing if w.lower() not in told]


def subject_of_document(text: str) -> str:
    """`text` without a cost word that names a document's subject ("pricing doc", "cost sheet")."""
    return _COST_MODIFIER_RE.sub("", text)
