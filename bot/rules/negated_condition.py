"""An English question asked for when the rule's own subject does not happen (issue 8, probes `_en_zfq`).

"can I use the airport wifi **if I don't log into internal systems**?", "are we allowed to work at a cafe without
VPN **if we don't open internal systems**?": the asker rules out what the rule speaks of ("카페·공항 등 공용
와이파이에서는 사내 시스템에 접속하지 않는다") and asks about the rest, which the rule leaves open. A sentence that
carries a word of a negated condition of the question ("if/as long as/provided" + subject + don't, won't, never,
am not …) is no answer; the Korean rules hand such questions off already ("사내 시스템 접속 안 하면 카페 와이파이
써도 돼요?"). Words of the clause up to its end (a comma or the end of the sentence).
"""

from __future__ import annotations

import re

_NEGATED_CONDITION = re.compile(
    r"\b(?:if|as\s+long\s+as|provided(?:\s+that)?)\s+(?:i|we|you|they|he|she|it|someone|nobody)\s+"
    r"(?:do\s+not|don't|dont|does\s+not|doesn't|doesnt|will\s+not|won't|wont|never|am\s+not|i'm\s+not|"
    r"are\s+not|aren't|arent|is\s+not|isn't|isnt)\s+([^,.;:?!]+)", re.I)


def denied_words(question: str) -> frozenset[str]:
    """The words of the question's negated conditions, lower-cased."""
    clauses = (m.group(1) for m in _NEGATED_CONDITION.finditer(question))
    return frozenset(w.lower() for clause in clauses for w in re.findall(r"[A-Za-z]+", clause))


# a sentence whose own condition is the absence ("등급 표시가 없는 문서는 …", "승인 없이 …", "… 하지 않은 경우"): it
# speaks of the case the question asks about ("what happens if I don't mark a document's classification?")
_ABSENT_CASE = re.compile(r"없는|없이|없으면|않은|않으면|안\s*한|안\s*하면")


def problems(question: str, carried: list[str], sentence: str = "") -> list[str]:
    """The problem of a sentence that carries (`carried`: question words the sentence itself holds) a word of a
    condition the question negates, unless the sentence's own condition is that absence."""
    if _ABSENT_CASE.search(sentence):
        return []
    denied = denied_words(question)
    hit = [w for w in carried if w.lower() in denied]
    return [f"(the condition {' '.join(hit)}: the question asks for when it does not happen)"] if hit else []
