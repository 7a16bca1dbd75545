"""사내 or 업무 before a noun says the company's own, like 회사 (issue 8, session 59).

"사내 계정 비밀번호를 새로 정하려고 하는데, 최소 몇 글자 …?" asks about the company account's password, as "회사 계정
비밀번호" does (회사 is no topic word: `bot.language.terms.GENERIC_NOUNS`); "비밀번호는 12자 이상으로 만든다" answers
both. "업무에 쓰는 유료 프로그램의 라이선스는 누가 구입하고 관리하는지" asks about the licences every employee works
with: "유료 라이선스는 IT 담당자가 구매하고 관리한다". The word is set aside only as the modifier of a noun of the
question the sentence carries ("사내 계정", "업무에 쓰는 프로그램"; not "업무 자료", which picks out the 자료 a rule on
USBs may be about, nor "업무에 필요한 tool", the asker's need), only when the sentence does not name it itself, and
never against a sentence that sets the company against the outside or the personal, nor in a question that asks the
company's case beside another ("대외비 문서 사내 메일로 보낼 때도 암호 걸어야 돼요?": 도, 말고).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from bot.language.terms import Term

_OWN = frozenset({"사내", "업무"})
_PARTICLES = r"(?:은|는|이|가|을|를|도|의|에|로|으로)?(?=[\s?!.,~]|$)"
# "사내 계정", "사내 메일"; "업무에 쓰는 프로그램", "업무에 사용하는 도구"
_MODIFIES = re.compile(rf"(사내)\s+([가-힣A-Za-z]+?){_PARTICLES}"
                       rf"|(업무)에\s*(?:쓰는|사용하는)\s+([가-힣A-Za-z]+?){_PARTICLES}")
# a sentence that sets the company against the outside ("대외비 문서를 외부로 보낼 때는 …"): 사내 is then the point
_OUTSIDE = re.compile(r"외부|밖|거래처|고객|개인")
# … or a question that asks the company's case beside another ("사내 메일로 보낼 때도", "외부 말고 사내")
_OTHER_CASE = re.compile(r"사내\s*\S*(?:도|말고)(?=[\s?!.,~]|$)|\S*(?:때|에|로|으로|는)도(?=[\s?!.,~]|$)|말고")


def carried(question: str, unmatched: Iterable[Term], covered: Collection[str], sentence: str) -> set[str]:
    """The unmatched 사내 / 업무 that the sentence does not name and that modify a noun the sentence carries."""
    words = {t.text for t in unmatched if not t.verb and t.text in _OWN and t.text not in sentence}
    if not words or _OUTSIDE.search(sentence) or _OTHER_CASE.search(question):
        return set()
    out = set()
    for m in _MODIFIES.finditer(question):
        word, head = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if word in words and head in covered:
            out.add(word)
    return out
