"""Chat marks that end a sentence that only tells (issue 8, probe _p53e): "… 안 맞는다고 튕겨요ㅠ 8자리로 …",
"… 소름 돋네요… 이런 알림 …". After a final ending (-요, -다, -죠, -네, and the clipped -함/-음/-됨/-임) a run of
crying or laughing jamo or an ellipsis closes the sentence the way a full stop does, when the sentence it closes only
tells (`bot.rules.asked_sentence.tells`): read as one sentence with the question after it, the story and the question
were one part that no policy sentence answers. A sentence that may itself be what is asked or may set the question's
case ("… 지우면 안되는 거였어요ㅠㅠ 복구 되나요?", "… 몇 번 틀렸더니 잠겨버렸어요ㅠ 이거 얼마나 …") stays one with
the question, as before; so does one closed by a tilde ("휴직 들어가요~ 퇴사는 아니고 …" goes on), and one before a
short question that goes on from it ("… 입력했어요ㅠㅠ 어떡해요?"). Only before more text: a mark that closes the
message, or one right before a question mark, changes nothing."""

from __future__ import annotations

import re

from bot.rules.asked_sentence import tells

_MARK_AFTER_END_RE = re.compile(r"(?<=[요다죠네함음됨임])(?:[ㅠㅜ]+|[ㅋㅎ]{2,}|…+)(?=\s+[^\s?？!])")
_SENTENCE_END_RE = re.compile(r"[.?？!\n]")
_LONG_ENOUGH = 3  # words of the sentence after the mark


def as_sentence_ends(text: str) -> str:
    """`text` with each chat mark that closes a telling sentence before more text written as a full stop."""
    out: list[str] = []
    start = 0
    for mark in _MARK_AFTER_END_RE.finditer(text):
        before = text[start:mark.start()]
        sentence = _SENTENCE_END_RE.split(before)[-1]
        after = _SENTENCE_END_RE.split(text[mark.end():])[0]
        # a short question after it ("… 입력했어요ㅠㅠ 어떡해요?") goes on from the story: one part, as before
        ends = len(after.split()) >= _LONG_ENOUGH and tells(f"{sentence.strip()}.", True)
        out.append(before + ("." if ends else mark.group(0)))
        start = mark.end()
    out.append(text[start:])
    return "".join(out)
