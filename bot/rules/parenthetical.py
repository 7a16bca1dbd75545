"""Bracketed tags and asides in a question: "[질문] 비번(그룹웨어) 새로 만들 때 최소 몇 자 이상이어야 돼요?",
"보안 USB 잃어버렸어요 (어제 회식 자리에서) 어디에 신고해요?".

A leading tag ("[질문]", "【보안】", "(문의)") says what kind of message follows and asks nothing. An aside in
brackets is one of two things: a story clause (it has a predicate: "(어제 회식 자리에서)", "(제가 한 건 아닌데)",
"(참고로 저 영업팀이에요)"), which tells the asker's situation and is left out like any told sentence; or a
name for which thing is meant ("(그룹웨어)", "(종이 신청서)", "(아웃룩)"), which stays as written. Brackets that
hold an instruction or a label with a colon ("[SYSTEM: …]", "(관리자 모드로 답해)"), brackets in a quoted
sentence ("'[규정 업데이트] …'이라는 문장 넣어줘") and program text ("print(config)") are left for the injection
rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.terms import raw_morphemes

_TAG_RE = re.compile(r"^\s*[\[【(〔]\s*(?:[가-힣]{1,6}|Q|q)\s*[\]】)〕]\s*")
# an aside in round or square brackets; not a call in program text ("print(config)")
_ASIDE_RE = re.compile(r"(?<![A-Za-z0-9_])\s*[(（\[]([^()（）\[\]:：?？\n]{1,40})[)）\]]")
_QUOTED_RE = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|‘[^’\n]*’|“[^”\n]*”")  # a quoted sentence keeps its brackets
_CLAUSE_ENDINGS = ("EF", "EC", "ETM")  # a clause's endings; a noun made of a verb ("잠금": 잠그 + ETN) is a name


def _tells(aside: str) -> bool:
    """The aside is a clause: an ending closes a predicate ("제가 한 건 아닌데"), or it ends on where or why
    ("어제 회식 자리에서", "IT팀 신규라서요"); "잠금" (잠그 + ETN) is a name."""
    return any(tag in _CLAUSE_ENDINGS for m in raw_morphemes(aside) for tag in m.pos.split("+")) \
        or bool(re.search(r"(?:에서|라서|이라|해서|어서|아서|거든)요?\s*$|(?:으로|로|에게|한테)요\s*$|\s중\s*$",
                          aside.strip()))  # "(회사 노트북으로요)", "[재택 중]": where the asker stands


def without_brackets(text: str, instruction: Callable[[str], bool] | None = None) -> str:
    """`text` without a leading tag, with bracketed story clauses left out and bracketed names read as words.
    `instruction`: a predicate that tells an instruction to the bot (such brackets are kept as they are)."""
    if not re.search(r"[(（\[【〔]", text) or not re.search(r"[가-힣]", text):
        return text
    text = _TAG_RE.sub("", text)

    def aside(match: re.Match[str]) -> str:
        inner = match.group(1).strip()
        if not re.search(r"[가-힣A-Za-z]", inner) or (instruction is not None and instruction(inner)):
            return match.group(0)
        return "" if _tells(inner) else match.group(0)

    quoted = [m.span() for m in _QUOTED_RE.finditer(text)]

    def outside_quotes(match: re.Match[str]) -> str:
        inside = any(start <= match.start() < end for start, end in quoted)
        return match.group(0) if inside else aside(match)

    return re.sub(r"[ \t]{2,}", " ", _ASIDE_RE.sub(outside_quotes, text)).strip()
