"""What a term means, asked of a rule that only uses it: "의심스러운 메일이라는 게 어떤 메일을 말하는 거예요?" is not
answered by "의심스러운 메일은 열지 말고 … 신고한다".

A meaning question ("X라는 게 어떤 걸 말하는 거예요?", "X가 무슨 뜻이에요?", "X란 뭐예요?") asks what X is or what
counts as X. A sentence answers it only when it says so: X is its subject and its predicate defines ("… 본다",
"… 말한다", "… 뜻이다", "… 포함한다", "… 해당한다"), it lists what X takes in ("카페·공항 등 공용 와이파이"), or
it is a note on what words mean (bot.rules.answer_kind.defined_terms). A rule that merely uses X tells what to do
with it, not what it is, and read as the answer it let the employee guess.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import compact

# "X라는 게", "X란", "X이란", "X라고 하는 건", or "X가 / X는", then a word asking which or what, then a meaning frame
_WORD = r"[가-힣A-Za-z0-9'\"‘’“”]+?"
_ASKED_RE = re.compile(
    rf"(?<![가-힣A-Za-z0-9])(?P<x>{_WORD}(?:\s{_WORD})?)\s?"
    r"(?:이?라는\s?(?:게|건|것은|거는|것이)|이?란|이?라고\s?하는\s?(?:게|건)|[이가은는])\s"
    r"(?:\S+\s){0,2}?(?:어떤\s?(?:걸|것을|거|것|\S+을|\S+를)|무슨|뭘|무엇을|뭐를)\s?(?:\S+\s)?"
    r"(?:말하는|말해요|말하나요|뜻|의미|가리키는|얘기하는)")
_DEFINING_RE = re.compile(
    r"(?:본다|말한다|뜻한다|뜻이다|뜻|포함한다|포함된다|해당한다|가리킨다|이라\s?한다|라\s?한다)[.]?\s*$")


@lru_cache(maxsize=4096)
def asked_term(question: str) -> str | None:
    """The term a meaning question asks about ("의심스러운 메일"), or None."""
    match = _ASKED_RE.search(question)
    if match is None:
        return None
    term = re.sub(r"['\"‘’“”]", "", match.group("x")).strip()
    return term or None


def defines(sentence: str, term: str) -> bool:
    """The sentence says what `term` is or takes in, not only what to do with it."""
    head = compact(term.split()[-1])
    said = compact(sentence)
    if head not in said:
        return False
    written = r"\s*".join(map(re.escape, term.split()))
    if re.search(rf"등\s*{written}|{written}\s?\(", sentence):
        return True  # "카페·공항 등 공용 와이파이", "공용 와이파이(카페·공항)"
    return _DEFINING_RE.search(sentence.strip()) is not None or "뜻" in sentence


# "가명처리한 데이터도 개인정보로 봐야 하나요?", "라벨 없는 파일은 대외비로 취급돼요?", "이것도 개인정보에 해당돼요?":
# whether a thing counts as a kind; "…으로 봐도" is left out (it is also "view it on": "핸드폰으로 봐도 돼요?")
_CLASSIFIED_RE = re.compile(
    r"(?:으로|로)\s?(?:봐야\s?(?:하|되|돼|할)|보나요|보는\s?(?:거|건|게)|보면\s?(?:되|돼)|취급(?:하|해|돼|되|받)"
    r"|간주(?:하|해|돼|되)|분류(?:하|해|돼|되))|(?:에|으로|로)\s?해당(?:하|돼|되|할)")
# ... as the question's own predicate, closing it: not a condition on the way to another ("외부 제공에 해당하면 팀장
# 승인만 받으면 되나요?")
_CLOSING_RE = re.compile(r"[가-힣]{0,6}(?:\s?있[가-힣]{0,4})?\s*(?:[?？.!~]|$)")
# a table row ("이름: … / 분류: … / 비고: 삭제 금지") states what its thing is, field by field
_ROW_RE = re.compile(r"\S+:\s\S.*\s/\s\S+:")


def asks_classification(question: str) -> bool:
    """The question asks whether a thing counts as a kind ("…도 개인정보로 봐야 하나요?")."""
    return any(_CLOSING_RE.match(question, m.end()) for m in _CLASSIFIED_RE.finditer(question))


def meaning_problem(question: str, sentence: str) -> str | None:
    """A meaning asked of a term the sentence only uses; whether a thing counts as a kind, asked of a sentence that
    classifies nothing (it only tells what to do with that kind)."""
    term = asked_term(question)
    if term is not None and not defines(sentence, term):
        return f"(what {term} means: the sentence uses it and does not say)"
    if term is None and asks_classification(question) and _DEFINING_RE.search(sentence.strip()) is None \
            and _ROW_RE.search(sentence) is None:
        return "(what counts as what: the sentence does not say)"
    return None
