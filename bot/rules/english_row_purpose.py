"""What a named catalog program is wanted for, in an English question, is the asker's story (issue 8).

"Can I just install Docker Desktop for local dev?", "Is Docker Desktop free if I use it for company work?": the
closing "for …" phrase says what the asker wants the program for, not which program or which act is asked. A
catalog row answers only a question that names it (`CarriedWords._names_row`), and once the row is named and the
act asked is carried, the row's cells ("설치: 승인 필요", "회사 사용은 유료") answer it whatever the purpose: the
purpose's words (local, dev, homework) need not be in the row. The English of `bot.rules.row_reason` (Korean
reasons and backgrounds, "한글 파일 열어야 해서 한컴오피스 그냥 깔면 돼요?").

Only words no glossary entry maps to a policy word ("for personal use" keeps 개인, which the row may not speak of),
never a span of time ("for 2 weeks", "for a few days": how long is asked or told), never a person the thing is for
("for my kid", "for our team") or whose use it is ("for personal use"): those say which case is asked. Only in the
asking sentence: a need told after it ("I need it for meeting notes.") is a part of its own.

Whether to request the program first is what the row's 설치 cell rules (english20): "Is Git approved or do I need to
**request** it first?", "can I install it myself or should I request it?". The table's own key says 승인 필요 means the
IT 담당자's approval before installing and 자유 설치 none, so on a named row whose cell is one of the three, a request
word (request, requested, requesting) of a yes/no or either-or question is carried; never when a question word asks
how, when or who (the cell does not say how to request or how long it takes).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from bot.language import english

_FOR_RE = re.compile(
    r"\bfor\s+((?:[a-z][a-z'-]*\s+){0,2}[a-z][a-z'-]*)\s*(?=[?.!,]|$|\s(?:and|or|but|if|so|since|because)\b)",
    re.I)
_PERSONS = frozenset(
    """me my him her them us our your their his kid kids child children son daughter team friend friends family
    wife husband colleague colleagues coworker coworkers intern interns client clients customer customers vendor
    someone somebody everyone everybody people person staff member members""".split()  # noqa: SIM905
)
# whose use a license speaks of: "is Notion free for personal use?" asks about another use than the company's, of
# which the row's note speaks ("회사 사용은 유료")
_USE_SCOPES = frozenset(
    """personal private home own individual commercial non-commercial noncommercial student students school
    education educational nonprofit non-profit""".split()  # noqa: SIM905
)
_SENTENCE_RE = re.compile(r"(?<=[?.!])\s+")


_INSTALL_CELL = re.compile(r"설치:\s*(?:자유 설치|승인 필요|기본 설치)")
_REQUEST_WORDS = frozenset({"request", "requests", "requested", "requesting"})
_ASKS_WH = re.compile(r"\b(?:what|what's|whats|how|when|where|who|whom|whose|which|why)\b", re.I)


def purpose_words(text: str) -> frozenset[str]:
    """The words of the closing "for …" purpose phrases of `text`'s questions (sentences ending on a question mark),
    lower-cased; none for a span, a person or whose use ("for personal use")."""
    out: set[str] = set()
    for sentence in _SENTENCE_RE.split(text):
        if not sentence.rstrip().endswith("?"):
            continue  # "Can I install Notion? I need it for meeting notes.": a told need is a part of its own
        for found in _FOR_RE.finditer(sentence):
            words = found.group(1).lower().split()
            if any(w in english.UNIT_WORDS or w in _PERSONS or w in _USE_SCOPES for w in words):
                continue
            out.update(words)
    return frozenset(out)


def without_purpose(text: str, missing: Sequence[str], named_row: bool, mapped: Callable[[str], bool],
                    sentence: str = "") -> list[str]:
    """`missing` without the words of `text`'s purpose phrase that no glossary entry maps (`mapped`), for an English
    question on a table row it names, and without its request word when the row's 설치 cell answers whether to
    request (`sentence`, the row); unchanged otherwise. The question's other words, its act among them, must
    still be carried (they stay in `missing`)."""
    if not named_row or not missing or not english.is_english(text):
        return list(missing)
    if _INSTALL_CELL.search(sentence) and not _ASKS_WH.search(text):
        missing = [w for w in missing if w.lower() not in _REQUEST_WORDS]
    purpose = purpose_words(text)
    if not purpose:
        return list(missing)
    return [w for w in missing if w.lower() not in purpose or mapped(w)]
