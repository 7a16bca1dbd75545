"""A password set is a password made (issue 8, session 59).

"사내 계정 비밀번호를 새로 정하려고 하는데, 최소 몇 글자 이상으로 만들어야 하나요?", "비번은 한 번 정하면 계속 써도
되나요?": setting (정하다) a password is making it, and "비밀번호는 12자 이상으로 만든다" words it so. The verb 정하 is
carried by a sentence that makes one (만들다) only when its object is a password word (비밀번호, 비번, 암호, 패스워드)
written before it; 정하 alone also reads 결정하다 ("승인 절차는 누가 정해요?"). A sentence that says 정하 itself carries
it anyway.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

_SET = "정하"
_PASSWORD_SET = re.compile(r"(?:비밀번호|비번|암호|패스워드)\S{0,2}\s+(?:[가-힣]+\s+){0,2}?정(?:하|해|할|한)")
_MAKE = re.compile(r"만들|만든|만드|만듭")  # MeCab-ko reads "만든다" as 만든 + 다


def carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """{"정하"} when it is unmatched, sets a password and `sentence` makes one; else empty."""
    if not any(t.verb and t.text == _SET for t in unmatched) or _PASSWORD_SET.search(question) is None:
        return set()
    return {_SET} if _MAKE.search(sentence) else set()
