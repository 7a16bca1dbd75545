"""A rule about "남" (anyone else) carries the person a question names as the other party (issue 8).

"지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다" is a rule on lending the laptop to anyone but
oneself: it answers "노트북 이틀만 옆 팀 동료한테 빌려줘도 돼요?" though it does not say 동료. A person noun of the
question (a colleague, a family member; `answer_kind.is_person`) marked as the other party of the act (한테, 에게,
께 or the one who asks for it, 이/가) is carried by a sentence whose other party is 남 or 다른 사람, and so are the
nouns right before it that say which one ("옆 팀 동료"). Never a team or role the policies act through (보안팀,
IT 담당자, 업체: they have rules of their own), never the asker's own (본인, 자기), and only when the sentence forbids
or allows the act with that other party: the question's last act (itself or its glossary policy word) follows 남 in
the sentence ("남에게 빌려주지" for "빌려줘도"; not "동료가 사양 물어보는데 알려줘도").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from bot.language.terms import Term, compact, lemmas_of
from bot.rules import answer_kind
from bot.rules.story import modifiers_of

_ANYONE_RE = re.compile(r"남(?:에게|한테|과|와|이|의)|다른\s*사람")
# roles and bodies the policies give rules of their own
_ROLE_HEADS = ("팀", "담당자", "부서", "업체", "회사", "it")
_OWN = frozenset({"본인", "자기", "나", "저", "제"})
# a request relayed: "빌려달래요", "빌려 달라는데", "써도 되냐고 해서"
_REQUEST_RE = re.compile(r"달라|달래|달란|달랬|되냐고|돼냐고|하겠다는|쓰겠다는|써도\s*되냐")


def _party(text: str, noun: str) -> bool:
    """`noun` is marked in `text` as the other party of an act: 한테 / 에게 / 께, or 이/가 when a request follows
    (who asks for it: "인턴이 … 빌려달래요"); "친구가 회사 노트북 빌려줘도 돼요?" makes the friend the lender."""
    if re.search(rf"{re.escape(noun)}\s*(?:한테|에게|께)(?=\s|$)", text):
        return True
    subject = re.search(rf"{re.escape(noun)}\s*(?:이|가)(?=\s|$)", text)
    return subject is not None and _REQUEST_RE.search(text, subject.end()) is not None


def carried(question: str, unmatched: Sequence[Term], sentence: str, act: str | None,
            act_words: Iterable[str]) -> set[str]:
    """The person nouns of `unmatched` (and the nouns that say which one) that `sentence`'s 남 carries, when the
    question's last act `act` (or one of its policy words `act_words`) is what the sentence says with 남."""
    found = _ANYONE_RE.search(sentence)
    if found is None or act is None:
        return set()
    rest = sentence[found.end():found.end() + 12]
    after = compact(rest)
    if act not in lemmas_of(rest) and not any(len(compact(w)) >= 2 and compact(w) in after for w in act_words):
        return set()
    people = frozenset(t.text for t in unmatched if not t.verb and t.text not in _OWN
                       and answer_kind.is_person(t.text) and not compact(t.text).lower().endswith(_ROLE_HEADS)
                       and _party(question, t.text))
    if not people:
        return set()
    which = modifiers_of(question, people)
    return {t.text for t in unmatched if t.text in people or (t.text in which and t.text not in _OWN)}
