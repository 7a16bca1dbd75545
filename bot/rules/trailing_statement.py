"""A closed statement after the question that names nothing the policies know ("지사 서버실 혼자 들어가도 됨? 여기
IT 나혼자임") tells the asker's situation; it asks nothing (issue 8, messages read as several parts).

The sentence after the question ends in a nominal ending of note-taking style (-임, -음, -함: "나혼자임", "처음임") or
in the formal -입니다, asks nothing (no question mark, word or ending), states no figure and, as the caller checks,
names no word the policies or the glossary know. It was read as a second part that no sentence answers, and the whole
message was handed off. Questions in English, and sentences that end otherwise (a spoken -요 may ask, a bare noun
phrase may name what is asked: "제 개인 gemini 같은거"), stay parts of their own: a broader reading of such remarks
(any ending, English too) answered five frozen questions wrongly (docs/quality-history.md, twenty-third session).
"""

from __future__ import annotations

import re

from bot.language import english

_CLOSED_END = re.compile(r"(?:[임음함]|입니다)[.!~…ㅠㅜ]*$")


def is_statement(text: str, asks: bool) -> bool:
    """`text` (a sentence after the question) is a closed Korean statement that asks nothing and states no figure."""
    if asks or english.is_english(text) or re.search(r"[\d?？]", text):
        return False
    return _CLOSED_END.search(text.strip()) is not None
