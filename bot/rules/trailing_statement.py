"""A statement after the question that names nothing the policies know ("지사 서버실 혼자 들어가도 됨? 여기 IT
나혼자임", "…언제까지 돌려드려야 해요? 지방이라 택배로") tells the asker's situation; it asks nothing (issue 8, messages
read as several parts).

The sentence after the question asks nothing (no question mark, word or ending), states no figure and, as the caller
checks, names no word the policies or the glossary know. It was read as a second part that no sentence answers, and
the whole message was handed off. Two kinds of sentence stay parts of their own:
- one that ends like a bare question or a clause left open (-나, -니, -냐, -까, -지, -죠, -래, -대, -가, -고, -면,
  -는데, -던데): "팀 카드로 사도 되나" asks without a question mark, and dropping it answered only half the message
  (a first, broader reading answered two frozen questions wrongly; docs/quality-history.md, twenty-third session);
- one in English ("I need it for meeting notes.": an English purpose may name what is asked).
"""

from __future__ import annotations

import re

from bot.language import english

_ASKING_OR_OPEN_END = re.compile(r"(?:나|니|냐|까|지|죠|래|대|가|고|면|는데|던데)[\s.!~…ㅠㅜㅋㅎ]*$")


def is_statement(text: str, asks: bool) -> bool:
    """`text` (a sentence after the question) is a Korean statement that asks nothing and states no figure."""
    if english.is_english(text):
        return not re.search(r"\d", text) and english.tells_purpose(text)
    if asks or re.search(r"[\d?？]", text):
        return False
    return _ASKING_OR_OPEN_END.search(text.strip()) is None
