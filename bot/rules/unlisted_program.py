"""A program the table does not list, asked whether it is approved (issue 8, session 17).

"카카오톡 PC버전 목록에 없던데 설치 승인된 거에요?", "목록에 없는 프로그램은요? 예를 들어 Trello 같은 거":
the table's own rule for what it does not list ("표에 없는 소프트웨어는 아직 승인되지 않은 것이다")
answers it. Two pieces, both narrow:

- `hangul_name`: the name of the program when it is written in Hangul ("카카오톡"): the question says
  itself that the thing is not on the list ("목록에 없던데") and opens with the name, a noun the table and
  the glossary do not know, followed at most by edition words ("PC버전", "앱").
- `carried`: words a statement of absence ("X는 … 목록에 없습니다", "… 아직 승인되지 않은 것이다")
  carries: the act whose approval is asked ("설치 승인된 거예요?": 설치 names what was approved), and the
  example marker "예를 들어" ("예"). Only when the question asks whether it is approved or on the list;
  "그냥 깔아도 되나요?" asks for the rule before installing, which another sentence states.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

# the question asks whether the thing is approved or on the list
_APPROVED_ASKED_RE = re.compile(
    r"승인(?:된|됐|되었|되어|받은)\s*(?:거|것|건|걸)|승인(?:돼|되어)\s*있|"
    r"(?:목록|표|리스트)에\s*(?:있|들어|포함|올라)|\bapproved\b|\bon\s+the\s+(?:\w+\s+)?list\b",
    re.I,
)
# the question says itself that the thing is not on the list
_SAID_UNLISTED_RE = re.compile(r"(?:목록|표|리스트)에\s*(?:없|안\s*보이|빠져)")
# the sentence states an absence from the list or a missing approval
_ABSENCE_SENTENCE_RE = re.compile(r"목록에\s*없습니다|표에\s*없는|승인되지\s*않은")
# "예를 들어", "예를들면", "예컨대": an example follows
_EXAMPLE_RE = re.compile(r"예를\s*들|예컨대")
# edition words after a program's name ("PC버전", "앱", "모바일")
EDITION_WORDS = frozenset({"pc", "버전", "앱", "어플", "모바일", "데스크톱", "데스크탑", "desktop", "app", "version"})
# the acts whose approval a question may ask
_APPROVED_ACTS = frozenset({"설치", "깔", "사용", "쓰"})


def asks_approved(question: str) -> bool:
    """The question asks whether the thing is approved, or on the list."""
    return _APPROVED_ASKED_RE.search(question) is not None


def hangul_name(question: str, unknown: list[str]) -> str | None:
    """The Hangul name of a program the question says is not on the list, or None.
    `unknown`: the question's nouns the table and the glossary do not know, in order."""
    if not unknown or not _SAID_UNLISTED_RE.search(question) or not asks_approved(question):
        return None
    name = unknown[0]
    said = _SAID_UNLISTED_RE.search(question)
    prefix = question[: said.start() if said else 0].strip()
    if not re.fullmatch(r"[가-힣]{3,}", name) or not prefix.startswith(name):
        return None
    rest = re.findall(r"[A-Za-z]+|[가-힣]+", prefix[len(name):])
    if any(word.lower() not in EDITION_WORDS for word in rest):
        return None
    if any(u.lower() not in EDITION_WORDS for u in unknown[1:]):
        return None
    return prefix  # the name with its edition words, as written ("카카오톡 PC버전")


def carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """Question terms a statement of absence carries (see the module docstring)."""
    if not _ABSENCE_SENTENCE_RE.search(sentence):
        return set()
    out: set[str] = set()
    for term in unmatched:
        example = term.text == "예" and _EXAMPLE_RE.search(question) is not None
        if example or (term.text in _APPROVED_ACTS and asks_approved(question)):
            out.add(term.text)
    return out
