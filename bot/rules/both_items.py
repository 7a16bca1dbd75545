"""One question asked of two things at once (issue 8, several questions in one message): "Zoom이랑 Notion 둘 다
유료예요?", "노트북이랑 USB 각각 누구한테 신고해요?". Each thing is its own question with the same predicate, answered
by its own sentence (or table row) with its own citation: the message is read as "Zoom 유료예요?" and "Notion
유료예요?". Only when the message says so (둘 다, 모두, 각각, 두 개 다) after the two nouns joined by
이랑/랑/와/과/하고; `bot.matching.question_parts` calls `split_both`.

So is a list of embedded questions ("Figma 설치하려면 승인 필요한지랑, 30MB 파일 메일로 보내도 되는지 알려주세요"):
each "…ㄴ지" clause joined by 랑/하고/와 is a question of its own.
"""

from __future__ import annotations

import re

_BOTH_RE = re.compile(
    r"(?P<lead>^|.*\s)(?P<a>[^\s,]+?)(?:이랑|랑|하고|와|과|,)\s*(?P<b>[^\s,]+)\s+(?:둘\s*다|모두|각각|두\s*개\s*다|둘\s*모두)"
    r"\s+(?P<rest>\S.*)$",
    re.S,
)


# "…필요한지랑, …": an embedded question ended by 지, joined to the next one
_EMBEDDED_JOIN_RE = re.compile(r"(?<=지)(?:이랑|랑|하고|와|과)\s*,?\s+")


def split_both(text: str) -> list[str]:
    """The text as one question per thing when it asks the same of two things, or per embedded question; unchanged
    otherwise."""
    pieces = [p.strip() for p in _EMBEDDED_JOIN_RE.split(text) if p.strip()]
    if len(pieces) > 1:
        return [q for p in pieces for q in _split_things(p)]
    return _split_things(text)


def _split_things(text: str) -> list[str]:
    found = _BOTH_RE.match(text)
    if found is None:
        return [text]
    lead, rest = found.group("lead"), found.group("rest")
    return [f"{lead}{found.group('a')} {rest}".strip(), f"{lead}{found.group('b')} {rest}".strip()]
