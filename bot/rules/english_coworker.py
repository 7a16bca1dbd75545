"""A coworker who wants to do the act an English question asks about is no topic of a rule for everyone (english19).

The English side of `bot.rules.coworker_story` ("팀원이 다음주 퇴사하는데 노트북은 어떻게 해요"): "My colleague wants to
keep the customer list file on her own home PC. Is that okay?" asks whether the act is allowed, and "개인정보 파일은
암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 개인 메일에 두지 않는다" answers it for every employee alike; the
asker only speaks for the colleague. The glossary reads colleague as 동료, a policy word, so it was required.

So the coworker noun (colleague, coworker, teammate, team member) that opens an English message as the one who wants,
needs or plans to do something ("my colleague wants to …", "a teammate needs to …") is set aside against a sentence
that names no person but those a report or a return goes to (IT 담당자, 보안팀): a rule between people ("동료나 외부
업체와 공유하지 않는다", "남에게 빌려주지 않는다", "팀장 승인") turns on who the other person is. A coworker the act
goes to ("lend my laptop to a coworker") or whose thing it is keeps the word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language import english

_COWORKER = r"(?:colleague|colleagues|coworker|coworkers|co-worker|co-workers|teammate|teammates|team\s+member)"
_OPENING_RE = re.compile(
    rf"^\s*(?:(?:hi|hello|hey)[,!.]?\s+)?(?:my|our|a|one\s+of\s+my|one\s+of\s+our)\s+(?:new\s+)?({_COWORKER})\s+"
    r"(?:wants|needs|plans|is\s+planning|is\s+going|would\s+like|asked\s+if\s+(?:she|he|they)\s+can|"
    r"asked\s+whether\s+(?:she|he|they)\s+can)\b", re.I)
_PERSONS = re.compile(r"동료|남에게|남과|외부\s*업체|가족|팀장|협력|업체|관리자|개인정보 보호 담당자|사람")


def coworker_words(question: str) -> frozenset[str]:
    """The coworker noun that opens an English message as the one who wants to do the act asked."""
    if not english.is_english(question):
        return frozenset()
    found = _OPENING_RE.search(question)
    if found is None:
        return frozenset()
    return frozenset(w.lower() for w in found.group(1).split())


def answered(question: str, missing: Sequence[str], sentence: str) -> list[str]:
    """`missing` less the coworker who wants to do the act, against a sentence that names no other person."""
    if not missing or _PERSONS.search(sentence) is not None:
        return list(missing)
    told = coworker_words(question)
    return [w for w in missing if w.lower() not in told]
