"""A condition that the glossary folds into the very result asked (issue 8, near-miss hunt `_zr`).

"휴지통 비우면 파일 완전히 삭제된 거 맞아요?" asks whether one act (emptying the bin) brings about a result (the
file deleted). The glossary rightly gives 휴지통 비우 the policy word 삭제, so a sentence on deleting ("파일은 완전
삭제 도구로 지운다") seems to carry both the condition and the result, but it carries one word for both: it says
how to delete, not whether emptying the bin deletes. A Korean yes/no question with a "-면" condition (not "V-면
되다", a permission: "휴지통 비우면 되나요?" is answered by the rule that names the right way) whose condition
words reach the sentence only through policy words that are also the result's is not answered: some word of the
condition must be in the sentence itself or as a policy word the result does not share.

Part of the `answers_question` check and of the extractive generator's choice, both through
`bot.topic.TopicMatcher.coverage`. Closed logic on the analyzer's tags and the glossary, never lists of questions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.language.terms import analyze, compact
from bot.rules.consequence import _condition_end

if TYPE_CHECKING:
    from bot.topic import Part


def problems(part: Part, sentence: str) -> list[str]:
    """The condition's words carried only as the result's own policy words (see the module docstring)."""
    if not part.yes_no:
        return []
    end = _condition_end(part.text)
    if end is None:
        return []
    morphs = analyze(part.text)
    terms = {t.text for t in part.terms}
    condition = {m.lemma for m in morphs[:end] if m.lemma in terms}
    result = {m.lemma for m in morphs[end:] if m.lemma in terms} - condition
    if not condition or not result:
        return []
    result_words = {compact(w) for r in result for w in (r, *part.concepts.get(r, ()))}
    squeezed = compact(sentence)
    lemmas = {m.lemma for m in analyze(sentence)}
    for word in condition:
        if word in lemmas or compact(word) in squeezed:
            return []  # the condition is in the sentence itself
        own = {compact(w) for w in part.concepts.get(word, ())} - result_words
        if any(w in squeezed for w in own):
            return []  # carried as a policy word of its own
    folded = sorted(w for c in condition for w in part.concepts.get(c, ()) if compact(w) in result_words)
    if not folded:
        return []
    return [f"(the condition is carried only as the result itself: {folded[0]})"]
