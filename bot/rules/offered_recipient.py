"""A recipient the asker offers in a premise, answered by a rule that names another one (issue 8, item 3).

"보안 USB 잃어버리면 IT 담당자한테 신고하면 되죠?" asserts whom to tell; the rule "보안 USB를 잃어버리면 즉시
보안팀에 신고한다" names another recipient and corrects the premise (the extractive generator says 아닙니다, see
`SituationRules.corrects_recipient`). The nouns of the offered recipient ("IT 담당자" -> 담당자) are then no topic
the sentence must name: the premise is about them, the answer is the rule's own recipient. Only nouns that the
question uses inside the recipient phrase alone (보안 of "보안 USB … 보안팀에" stays a topic), only when the
sentence corrects the recipient (a confirm or heard premise, the sentence's own act a telling to a person) and
carries the question's telling act itself (신고 for 신고, not 알린다 for 전달), and
never for a question that asks whether a further duty exists ("경찰에 신고해야 되나요?", left to the topic rule).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.language.terms import compact
from bot.rules.answer_kind import asserted_recipients


def recipient_nouns(question: str, missing: list[str]) -> list[str]:
    """The items of `missing` that the question writes only inside the recipient it offers."""
    phrases = [compact(r) for r in asserted_recipients(question)]
    if not phrases:
        return []
    squeezed = compact(question.lower())
    out = []
    for noun in missing:
        word = compact(noun.lower())
        if not word or word.startswith("("):
            continue
        inside = sum(p.count(word) for p in phrases)
        if inside and squeezed.count(word) == inside:
            out.append(noun)
    return out


def answered(question: str, missing: list[str], corrects: Callable[[], bool],
             missing_acts: Sequence[str] = ()) -> list[str]:
    """`missing` without the offered recipient's nouns when the sentence corrects that recipient (`corrects`,
    called only when there is something to set aside) and carries the question's own acts (`missing_acts`: the
    question's predicates the sentence does not carry; "IT 담당자한테 **전달**하면 되죠?" is not corrected by a rule
    that tells someone of another thing, "… 링크를 눌렀다면 … 보안팀에 알린다")."""
    if not missing or missing_acts:
        return missing
    offered = recipient_nouns(question, missing)
    if not offered or not corrects():
        return missing
    return [m for m in missing if m not in offered]
