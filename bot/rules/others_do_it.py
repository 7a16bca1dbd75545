"""Doing it oneself, asked against a rule that has someone else do it (issue 8, session 54).

"유료 프로그램 라이선스는 제가 직접 사야 하나요?" asks whether the asker buys it in person; "유료 라이선스는 IT 담당자가
구매하고 관리한다" answers no: a person or team is the sentence's subject and does the act. The adverb 직접 ("in
person") is then answered though the sentence never writes it. A sentence with no such subject ("… 승인을 받는다")
still leaves 직접 unanswered. On the analyzer's tags; general logic, no lists of questions.
"""

from __future__ import annotations

from bot.language.terms import analyze
from bot.rules.answer_kind import is_person


def others_do_it(sentence: str) -> bool:
    """A person or team is a subject of the sentence (a noun with 이/가 right after it: "IT 담당자가 구매하고")."""
    morphs = analyze(sentence)
    return any(m.tag.startswith("NN") and morphs[i + 1].tag == "JKS" and is_person(m.lemma)
               for i, m in enumerate(morphs[:-1]))
