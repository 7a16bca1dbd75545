"""고객 of a data noun says whose personal data it is (issue 8, branch cover16).

The personal-data policy (a document titled with 개인정보) speaks of personal data without saying whose; employees
name the data by its owner: "고객 리스트 파일 지울 때 그냥 휴지통 비우면 되나?" is answered by "종이 문서는 파쇄하고,
파일은 완전 삭제 도구로 지운다" of that policy (the 고객 family of eight dev batches, seven without 고객사: `_d`,
`_j`, `_s`, `_zc`, `_zd`, `_zi`, `_zl`: 고객 리스트, 고객 DB, 고객 데이터, 고객 설문지, 고객 동의). So 고객 written
right before a noun for data or a record of it (리스트, 명단, DB, 데이터, 파일, 신청서, 동의 …) is carried by a sentence
of a document whose title names 개인정보; the data noun itself still needs its own match. Not 고객 as a recipient or an
actor ("고객한테 알려야", "고객들도"), not 고객사 (another company: `bot.rules.outside_place`), not before any other
noun ("고객 계정", "고객 미팅": customers' accounts and meetings are no personal data), not in another document.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import Term, analyze

_CUSTOMER = "고객"
_PRIVACY = "개인정보"
# nouns for personal data or a record holding it, as the next word after 고객
_DATA_NOUNS = frozenset({
    "리스트", "명단", "목록", "db", "데이터", "data", "정보", "자료", "파일", "연락처", "신청서", "설문지", "설문",
    "동의서", "동의", "개인정보", "주소", "전화번호", "번호",
})



def names_owner(question: str) -> bool:
    """The question writes 고객 right before a noun for personal data ("고객 리스트", "고객DB", "고객 동의")."""
    morphs = analyze(question)
    for i, m in enumerate(morphs[:-1]):
        if m.surface == _CUSTOMER and m.tag == "NNG" and morphs[i + 1].surface.lower() in _DATA_NOUNS and (
                morphs[i + 1].tag in ("NNG", "SL")):
            return True
    return False


def owner_carried(question: str, terms: Iterable[Term], title: str) -> set[str]:
    """{"고객"} when it is among the unmatched `terms`, names whose data the question is about and the sentence
    is of a document whose `title` names 개인정보; else empty."""
    if not any(not t.verb and t.text == _CUSTOMER for t in terms):
        return set()
    if _PRIVACY not in title.replace(" ", "") or not names_owner(question):
        return set()
    return {_CUSTOMER}
