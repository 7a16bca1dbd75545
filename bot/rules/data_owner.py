"""Whose data a question names is carried by a rule on personal data or on information at large (issue 8, branch
cover23, batch `_zn2`).

`bot.rules.customer_data` carries 고객 of "고객 리스트" by the personal-data policy. Employees name other owners the
same way: "이벤트 끝났는데 **응모자** 정보는 언제까지 갖고 있어도 돼요?", "회원 연락처", "If I report that I
accidentally leaked **customer** data, will I get in trouble?". A person noun (`answer_kind.is_person`: 응모자, 회원,
참가자; an English word) written right before a noun for data (정보, 연락처, 명단, data, information …) only says whose
data it is. It is carried when the data noun is, and the sentence's document or text speaks of personal data (개인정보)
or of information unqualified (정보 with no noun before it: "정보 유출을 알게 되면 …"). Not when the sentence's 정보
belongs to something else ("계정 정보를 입력했다면": the account's), not an organisation (거래처, 회사: `is_person` is
false for them), not before any other noun ("회원 계정"). The one the data is got from says it too ("채용 지원자에게
주민등록번호를 받아도 되는지", session 59: the person with 에게 / 한테 / 로부터, the data noun within the next three
words, and a noun right before the person, 채용).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, Term, analyze, compact
from bot.rules.answer_kind import is_person

_DATA_NOUNS = frozenset({
    "정보", "개인정보", "연락처", "명단", "리스트", "목록", "데이터", "db", "주소", "전화번호",
    "data", "information", "info", "details", "list", "주민등록번호", "주민번호",
})
_FROM = frozenset({"에게", "한테", "에게서", "한테서", "로부터", "께"})
_PRIVACY = "개인정보"
_INFORMATION = "정보"


def owners(question: str, split_privacy: bool = False) -> dict[str, str]:
    """{person noun: the data noun right after it} in the question; with `split_privacy`, also before 개인정보
    read by the analyzer as 개인 + 정보 (`bot.rules.ended_purpose`)."""
    # the plural suffix says nothing of whose data it is ("당첨자들 연락처")
    morphs = [m for m in analyze(question) if not (m.tag == "XSN" and m.lemma == "들")]
    out: dict[str, str] = {}
    for i, (m, nxt) in enumerate(itertools.pairwise(morphs)):
        data = nxt.lemma.lower()
        if split_privacy and data == "개인" and i + 2 < len(morphs) and morphs[i + 2].lemma == _INFORMATION:
            data = _PRIVACY  # "응모자 개인정보", which the analyzer reads as 개인 + 정보
        person = (m.tag in NOUN_OR_LATIN_TAGS and is_person(m.lemma)) or (m.tag == "NNB" and m.lemma == "분")
        if person and nxt.tag in NOUN_OR_LATIN_TAGS and data in _DATA_NOUNS and m.lemma.lower() not in _DATA_NOUNS:
            out[m.lemma.lower()] = data
            # "응모하신 분들 연락처", "참가한 사람들 명단": the act that makes them who they are (session 59)
            k = i - 1
            while k >= 0 and morphs[k].tag in ("XSV", "XSA", "EP", "ETM"):
                k -= 1
            if 0 <= k < i - 1 and morphs[k].tag == "NNG":
                out[morphs[k].lemma.lower()] = data
        # "채용 지원자에게 주민등록번호를 받아도": the one the data is got from (session 59), and a noun before it
        if m.tag in NOUN_OR_LATIN_TAGS and nxt.tag.startswith("JKB") and nxt.surface in _FROM and is_person(m.lemma):
            got = _data_after(morphs, i + 2)
            if got is not None:
                out[m.lemma.lower()] = got
                if i > 0 and morphs[i - 1].tag in ("NNG", "NNP") and not is_person(morphs[i - 1].lemma):
                    out[morphs[i - 1].lemma.lower()] = got  # 채용 of "채용 지원자"
    return out


def _data_after(morphs: list[Morph], start: int) -> str | None:
    """The data noun among the three words from `start`, a compound read apart joined ("주민 + 번호": 주민번호)."""
    run = ""
    for x in morphs[start:start + 4]:
        if x.tag not in NOUN_OR_LATIN_TAGS:
            run = ""
            continue
        for word in (x.lemma.lower(), run + x.lemma.lower()):
            if word in _DATA_NOUNS:
                return word
        run += x.lemma.lower()
    return None


def _speaks_of_personal_data(text: str) -> bool:
    """The text names 개인정보, or 정보 with no noun before it."""
    if _PRIVACY in compact(text):
        return True
    morphs = analyze(text)
    return any(m.surface == _INFORMATION and (i == 0 or morphs[i - 1].tag not in NOUN_OR_LATIN_TAGS)
               for i, m in enumerate(morphs))


def carried(question: str, unmatched: Iterable[Term], covered: Iterable[str], context: str) -> set[str]:
    """The unmatched person nouns that only say whose data it is, when their data noun is `covered` and
    `context` (title, heading and sentence) speaks of personal data or information at large."""
    names = {t.text.lower(): t.text for t in unmatched if not t.verb}
    if not names:
        return set()
    held = {c.lower() for c in covered}
    found = {names[o] for o, data in owners(question).items() if o in names and data in held}
    return found if found and _speaks_of_personal_data(context) else set()
