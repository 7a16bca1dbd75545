"""A section's later sentence that goes on with the situation its opening rule names.

"3. 분실" opens with "보안 USB를 잃어버리면 즉시 보안팀에 신고한다" and goes on "잃어버린 사실을 알게 되면 미루지
않고 바로 알린다": the second rule repeats the opening rule's situation (잃어버리) and so speaks of what that
situation names (보안 USB) without saying it. A question noun the sentence misses counts as carried when every
such noun stands in the opening rule's situation clause (before its "-면" / "-때는"), the later sentence repeats that
clause's verb and the question tells the same situation. Narrow on purpose (the broad "a later sentence borrows
the first sentence's subject" answered near misses wrongly, `_zd`): a noun that is what the opening rule
prescribes ("들어갈 때는 출입 기록부를 작성한다") is not in the situation clause and is never borrowed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.language.terms import compact, content_terms

if TYPE_CHECKING:
    from bot.language.terms import Term
    from bot.models import Excerpt
    from bot.topic import Part, Sentence

# the end of an opening rule's situation clause: "…잃어버리면", "…보낼 때는"
_SITUATION_END_RE = re.compile(r"(?:면|때는?)(?=\s)")


def situation_clause(opening: str) -> str:
    """The opening rule's situation clause, or nothing when it opens with none."""
    found = _SITUATION_END_RE.search(opening)
    return opening[:found.end()] if found else ""


def borrowed(part: Part, missing_nouns: list[str], in_body: list[str], excerpt: Excerpt, sentence: Sentence,
             names: Callable[[Term, str], bool]) -> tuple[list[str], list[str]]:
    """`missing_nouns` less those the section's opening situation carries for `sentence`, and `in_body` with
    them. `names(term, squeezed)`: the question's term (or its glossary word) occurs in the compact text."""
    if missing_nouns and carried(part, missing_nouns, excerpt, sentence, names):
        return [], in_body + missing_nouns
    return missing_nouns, in_body


def borrowed_acts(part: Part, missing_verbs: list[str], excerpt: Excerpt, sentence: Sentence,
                  names: Callable[[Term, str], bool]) -> list[str]:
    """`missing_verbs` less a situation the opening rule tells ("퇴사하면 … 반납한다", then "반납된 장비의 저장
    장치는 …" for "퇴사할 때 반납한 노트북 하드는요?")."""
    if missing_verbs and carried(part, missing_verbs, excerpt, sentence, names):
        return []
    return missing_verbs


def carried(part: Part, words: list[str], excerpt: Excerpt, sentence: Sentence,
            names: Callable[[Term, str], bool]) -> bool:
    """Every word stands in the situation clause of the section's opening rule, `sentence` is a later bullet
    of that section that repeats a verb of the opening rule, and the question says that verb too."""
    from bot.topic import split_sentences

    sentences = split_sentences(excerpt, sentence.excerpt)
    opening = sentences[0] if sentences else None
    if opening is None or opening.index >= sentence.index or opening.line == sentence.line:
        return False
    clause = compact(situation_clause(opening.text))
    if not clause or not all(compact(word) in clause for word in words):
        return False
    # the later rule's verbs that the opening rule says too (by stem: MeCab-ko reads "잃어버리면" as 잃 + 버리,
    # the later "잃어버린" as 잃어버리)
    repeated = {t.text for t in content_terms(sentence.text) if t.verb and _said(t.text, opening.compact)}
    # the question tells the same situation or act
    return any(t.text not in words and any(names(t, compact(v)) for v in repeated) for t in part.terms)


def _said(stem: str, squeezed: str) -> bool:
    """The verb stem (of two syllables or more; its last syllable may be inflected) occurs in the text."""
    if len(stem) < 2:
        return False
    return (stem if len(stem) == 2 else stem[:-1]) in squeezed
