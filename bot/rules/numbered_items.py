"""Numbered questions written on one line: "Two things: 1) how long is … 2) how long is …" (issue 8, several
questions in one message).

A list written with line breaks is split at them, and its markers ("1.", "2)", `LIST_MARKER_RE`) ask nothing; written
on one line, "1) 비번 변경 주기 2) VPN 인증서 유효기간" stayed one part that no sentence answers whole. The markers of a
numbered list are its separators when they count up from 1 (1, 2, 3 …, each "N." or "N)" or "(N)" after a space or
at the start, followed by a space), so a figure in the text ("3.5", "2) 번" without the 1 before it) never splits it.
"""

from __future__ import annotations

import re

_MARKER_RE = re.compile(r"(?:(?<=\s)|^)\(?(\d)[.)](?=\s)")


def one_per_line(question: str) -> str:
    """The message with a line break before each marker of a one-line numbered list; unchanged without one."""
    if "\n" in question.strip():
        return question  # written as a list already
    marks = list(_MARKER_RE.finditer(question))
    numbers = [int(m.group(1)) for m in marks]
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)):
        return question
    out, last = [], 0
    for m in marks:
        out.append(question[last:m.start()].rstrip())
        last = m.start()
    out.append(question[last:])
    return "\n".join(p for p in out if p.strip())
