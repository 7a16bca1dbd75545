"""A question said predicate first, its topic after ("써도 돼요 다시?", "받아도 되나요 주민번호?", "며칠 안에
없애야 돼요, 보관 기간 지난 개인정보 파일?"): read in the usual order, predicate last.

Quick spoken chat puts what matters first and names the thing after it. Every rule reads a Korean question
predicate last: the words after the predicate were read as a second, predicate-less piece, or the asked noun
came after the asking verb, where no rule looked for the subject of "있어요" ("있어요 따로 보안 프린터?" then lost
its asked noun to the story). The words after the predicate go before it when they hold no predicate of their
own and are no question on their own ("변경 주기는?", "그리고 …").
"""

from __future__ import annotations

import re

# a word closing a polite or plain question ("돼요", "되나요", "있어요", "자예요", "되죠", "됩니까")
_PREDICATE_WORD = r"\S*(?:[어아해돼되나까예에세네래대져워와봐줘냐]요|죠|됩니까|습니까|합니까)"
_INVERTED_RE = re.compile(rf"^(?P<head>(?:\S+\s+){{0,6}}?{_PREDICATE_WORD})(?P<comma>,?)\s+(?P<tail>[^?？.!]+?)"
                          r"(?P<mark>\s*[?？]?)\s*$")
_MARKER_RE = re.compile(r"^\s*(?:\d+\s*[).:]|[-*•·]|Q\d*\s*[.:)])\s*")  # a list's marker stays in front
_TAIL_PREDICATE_RE = re.compile(rf"(?:^|\s){_PREDICATE_WORD}(?=[\s,]|$)|[?？]")
_OWN_QUESTION_RE = re.compile(r"(?:^|\s)(?:그리고|근데|그런데|아니면|또|혹시)(?:\s|$)|[은는요](?:\s*$)")


def predicate_last(piece: str) -> str:
    """One sentence of a question with the words said after its closing predicate put before it ("써도 돼요
    다시?" -> "다시 써도 돼요?"); unchanged when nothing follows the predicate, when what follows has a predicate
    or ends in a topic particle of its own (a second question: "몇 자예요, 변경 주기는?"), or when the text is
    not Korean."""
    marker = _MARKER_RE.match(piece)
    lead, piece = (piece[:marker.end()], piece[marker.end():]) if marker else ("", piece)
    match = _INVERTED_RE.match(piece.strip())
    if match is None or not re.search(r"[가-힣]", match.group("head")):
        return lead + piece
    tail = match.group("tail").strip().rstrip(",")
    if not tail or _TAIL_PREDICATE_RE.search(tail) or _OWN_QUESTION_RE.search(tail):
        return lead + piece
    mark = "?" if match.group("mark").strip() else ""
    return f"{lead}{tail} {match.group('head')}{mark}"


def in_order(text: str) -> str:
    """`text` with each sentence ending in a question mark read predicate last (`predicate_last`)."""
    pieces = re.split(r"((?<=[?？.!])\s+)", text)  # the spaces and line breaks between sentences are kept
    return "".join(predicate_last(p) if p.rstrip().endswith(("?", "？")) else p for p in pieces)
