"""What a file holds says nothing of how big a file may be (issue 8, session 58, probe `_p58a`).

"제안서 PDF를 고객사에 메일로 보내려는데 첨부 파일 용량 제한이 몇 MB예요?": 제안서 (a proposal), a word no policy uses,
is written right before the file noun (PDF), so it read as saying which file is meant and was kept as asked
(`bot.rules.story.modifiers_of`); "메일 첨부 파일은 25MB까지 보낼 수 있다" holds for any attachment. A noun written
right before a file noun (파일, 자료, 문서, PDF, 엑셀 …) only says what the file holds when the question asks a size
and the sentence that states a size carries the file noun itself. Not for another figure: how long a file is kept or
who may see it turns on what it holds ("고객 명단 파일은 얼마나 보관해요?"), and a policy word before the file is never
set aside anyway (`Excuses._set_aside` leaves out only words the policies never use). One sentence only: a statement
told before the question may tell another situation, which keeps its nouns.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from bot.rules.story import modifiers_of

# a sentence told before the question ("… 파일이 자꾸 튕겨요. 첨부는 몇 메가까지 돼요?"): what it tells is another
# situation the sentence must carry (tests/test_state_told_before_the_question.py), so its nouns stay
_TOLD_BEFORE = re.compile(r"[.!?…~]\s+\S")
# nouns of a file or a document, as the question writes them
FILE_NOUNS = frozenset({"파일", "자료", "문서", "첨부", "첨부파일", "pdf", "ppt", "pptx", "엑셀", "xlsx", "docx",
                        "hwp"})


def content_words(question: str, quantity: str | None, covered: Collection[str]) -> frozenset[str]:
    """The nouns written right before a file noun the sentence carries, when the question asks a size (`quantity`
    "size", stated by the sentence); empty otherwise."""
    if quantity != "size" or _TOLD_BEFORE.search(question.strip()):
        return frozenset()
    heads = frozenset(w for w in covered if w.lower() in FILE_NOUNS)
    if not heads:
        return frozenset()
    return frozenset(w for w in modifiers_of(question, heads) if w.lower() not in FILE_NOUNS)  # 첨부 파일: one noun
