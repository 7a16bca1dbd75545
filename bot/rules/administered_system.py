"""The system an admin account is for is no topic of the rule on admin accounts (issue 8, branch cover31).

"프로덕션 DB admin 계정 발급받으려면 뭐가 필요해요?", "서버 admin account 필요한데 어떻게 받아요?": the nouns written
right before the admin account (프로덕션, DB, 서버) say which system it administers. The rule "관리자 계정은 팀장
승인을 받은 뒤 발급한다" holds for the admin account of any system, so a sentence that names the admin account
carries them. Only the bare noun run written right before 관리자/admin/어드민 (+ 계정/account/권한), no particle
between ("DB는 관리자 계정이 …" keeps DB).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Term, analyze, compact

_ADMIN = frozenset({"관리자", "admin", "어드민", "administrator", "root", "루트"})
_ACCOUNT = frozenset({"계정", "account", "권한"})


def _system_nouns(question: str) -> set[str]:
    """The nouns of the run written right before an admin account in `question`."""
    morphs = analyze(question)
    out: set[str] = set()
    for i in range(1, len(morphs) - 1):
        if morphs[i].lemma.lower() not in _ADMIN or morphs[i + 1].lemma.lower() not in _ACCOUNT:
            continue
        j = i - 1
        while j >= 0 and morphs[j].tag in NOUN_OR_LATIN_TAGS and morphs[j + 1].start - morphs[j].end <= 1:
            out.add(morphs[j].lemma)
            j -= 1
    return out


def carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """The nouns among `terms` naming the system of the question's admin account, when `sentence` names the admin
    account (관리자 계정)."""
    if "관리자계정" not in compact(sentence):
        return set()
    systems = _system_nouns(question)
    return {t.text for t in terms if not t.verb and t.text in systems}
