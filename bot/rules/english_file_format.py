"""A file format named after its content in English is the file of that content (english19).

The English side of `bot.rules.file_kind` ("개인정보 들어있는 엑셀 file 어디에 저장해둬야 돼요?"): "customer list
**excel** - where should i keep it?", "can I keep the customer personal data **excel** in my personal email?". An
English writer names the file by its format right after what it holds (or "a CSV of customer emails"); the policy
names it by its content ("개인정보 파일은 암호를 걸어 사내 드라이브에만 보관하고 …"), never by format. So the format
word (excel, spreadsheet, csv, xlsx, sheet, pdf) is set aside when it follows a noun (not a determiner: "the excel"
alone names no content) or is followed by "of" + a noun, and the sentence qualifies its file with a content
("개인정보 파일", "대외비 문서"). Everything else asked (the act, the place) stays required: "can I print the
customer list excel?" is no question on where the file is kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language import english

_FORMATS = r"(?:excel|excels|spreadsheet|spreadsheets|csv|csvs|xlsx|xls|sheet|sheets|pdf|pdfs)"
_DETERMINERS = frozenset("a an the this that my our your their his her its some any".split())  # noqa: SIM905
_AFTER_NOUN_RE = re.compile(rf"\b([a-z][\w'-]*)\s+({_FORMATS})\b", re.I)
_OF_RE = re.compile(rf"\b({_FORMATS})\s+of\s+(?:the\s+|our\s+|my\s+)?[a-z]", re.I)
_CONTENT_FILE_RE = re.compile(r"(?:개인정보|대외비|고객 정보)\s*(?:파일|문서|자료)")


def formats(question: str) -> frozenset[str]:
    """The format words of an English `question` that name a file by what it holds ("customer list excel")."""
    if not english.is_english(question):
        return frozenset()
    found = {m.group(2).lower() for m in _AFTER_NOUN_RE.finditer(question)
             if m.group(1).lower() not in _DETERMINERS and not english.is_function_word(m.group(1).lower())}
    found |= {m.group(1).lower() for m in _OF_RE.finditer(question)}
    return frozenset(found)


def answered(question: str, missing: Sequence[str], sentence: str) -> list[str]:
    """`missing` less the format words of a file named by its content, against a sentence on the files of a content."""
    if not missing or _CONTENT_FILE_RE.search(sentence) is None:
        return list(missing)
    told = formats(question)
    return [w for w in missing if w.lower() not in told]
