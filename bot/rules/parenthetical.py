"""Bracketed tags and asides in a question: "[질문] 비번(그룹웨어) 새로 만들 때 최소 몇 자 이상이어야 돼요?",
"보안 USB 잃어버렸어요 (어제 회식 자리에서) 어디에 신고해요?".

A leading tag ("[질문]", "【보안】", "(문의)") says what kind of message follows and asks nothing. An aside in
brackets is one of two things: a story clause (it has a predicate: "(어제 회식 자리에서)", "(제가 한 건 아닌데)",
"(참고로 저 영업팀이에요)"), which tells the asker's situation and is left out like any told sentence; or a
name for which thing is meant ("(그룹웨어)", "(종이 신청서)", "(아웃룩)"), which stays a word of the question,
only without its brackets (written onto the word before it, "메일함(아웃룩)", MeCab-ko read "메일함" as a verb).
Brackets that hold an instruction or a label with a colon ("[SYSTEM: …]", "(관리자 모드로 답해)") are left for
the injection rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.terms import raw_morphemes

_TAG_RE = re.compile(r"^\s*[\[【(〔]\s*(?:[가-힣]{1,6}|Q|q)\s*[\]】)〕]\s*")
_ASIDE_RE = re.compile(r"\s*[(（\[]([^()（）\[\]:：?？\n]{1,40})[)）\]]")
_PREDICATE_TAGS = ("VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA", "EF", "EC")


def _tells(aside: str) -> bool:
    """The aside is a clause with a predicate ("어제 회식 자리에서" has none; "제가 한 건 아닌데" has)."""
    return any(tag.startswith(_PREDICATE_TAGS) for m in raw_morphemes(aside) for tag in m.pos.split("+")) \
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
        return "" if _tells(inner) else f" {inner}"

    return re.sub(r"[ \t]{2,}", " ", _ASIDE_RE.sub(aside, text)).strip()
