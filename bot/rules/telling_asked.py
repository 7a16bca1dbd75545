"""An English question asking whether someone must be told (batch `_ze`, issue 8).

"Do I need to tell anyone after I re-register my OTP on a new phone?" asks about telling someone after the
re-registration: "휴대폰을 바꾸면 OTP를 다시 등록한다" states the re-registration only. "tell" is a frame word of
English requests ("please tell me …", "can you tell me …"), so the topic rule does not ask for it; here the
asker is the one who would tell someone (anyone, my manager, IT …), and only a sentence with an act of telling
(알리다, 신고하다, 보고하다, 연락하다, 통보하다, 말하다) answers.
"""

from __future__ import annotations

import re

from bot.language.terms import compact

# the asker tells someone: "(do|should|must) I … tell/notify/inform X", "let X know";
# not a request to the bot ("tell me", "tell us")
_TELL_RE = re.compile(
    r"\b(?:i|we)\b[^?.!]*?(?:\b(?:tell|notify|inform)\s+(?!me\b|us\b)\w+"
    r"|\blet\s+(?!me\b|us\b)\w+(?:\s+\w+){0,2}\s+know\b)",
    re.I,
)
_TELLING_RE = re.compile(r"알리|알린|알려|알립|신고|보고|연락|통보|말하|말해|말씀")


def asks_telling(question: str) -> bool:
    """The English question asks whether the asker must tell someone."""
    return not re.search(r"[가-힣]", question) and _TELL_RE.search(question) is not None


def untold(asked: bool, squeezed: str) -> list[str]:
    """The problem of a (compacted) sentence without an act of telling someone (알리다, 신고하다, 보고하다,
    연락하다 …) when the question asks whether to tell (`asked`); [] otherwise."""
    if not asked or _TELLING_RE.search(squeezed):
        return []
    return ["(telling someone: the question asks whether to tell, the sentence tells no one)"]


def problems(question: str, sentence: str) -> list[str]:
    """A sentence without an act of telling does not answer a question whether to tell someone."""
    return untold(asks_telling(question), compact(sentence))
