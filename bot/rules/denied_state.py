"""An English question that denies the state the rule speaks of (issue 8, batch `_zg3`).

"My secure USB stopped being recognized. **It's not lost**, so do I still have to report it?" tells that the thing
is broken, not lost, and asks whether the loss rule's duty holds anyway: "보안 USB를 잃어버리면 즉시 보안팀에
신고한다" is the rule for the state the asker rules out, and it does not answer. The same with "the laptop **wasn't
stolen**, it just won't boot" or "it **hasn't been** lost". `bot.rules.negated_condition` covers a negated condition
("if I don't …"); this covers a negated state said with a form of *be*: the one word right after the negation
(an adverb such as "even" or "actually" skipped). A sentence that carries that word is no answer; one that does not
carry it is left to the other rules. Pronouns and "sure" never match a sentence's words, so "it wasn't me" (the
failed-login rule's "본인이 하지 않은") and "I'm not sure" pass untouched.
"""

from __future__ import annotations

import re

_BE_NOT = re.compile(
    r"\b(?:(?:is|was|are|were|am)\s+not|(?:it|that|this|he|she|they|we|i|you)(?:'s|'re|'m)\s+not|"
    r"isn't|isnt|wasn't|wasnt|aren't|arent|weren't|werent|(?:has|have)\s+not\s+been|hasn't\s+been|"
    r"haven't\s+been)\s+(?:(?:even|actually|really|yet|exactly|technically)\s+)?([a-z]+)", re.I)


def denied_words(question: str) -> frozenset[str]:
    """The words a form of *be* negates in the question ("it's not lost" -> lost), lower-cased."""
    return frozenset(m.group(1).lower() for m in _BE_NOT.finditer(question))


def problems(question: str, carried: list[str]) -> list[str]:
    """The problem of a sentence that carries (`carried`: question words the sentence itself holds) a state the
    question denies."""
    denied = denied_words(question)
    hit = [w for w in carried if w.lower() in denied]
    return [f"(the state {' '.join(hit)}: the question says it is not so)"] if hit else []
