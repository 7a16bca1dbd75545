"""A reason or purpose said after the question ("줌은 제가 따로 설치해야 돼요? 고객 화상 상담 때문에요", "노션 깔아도
돼요? 출장 중 메모용으로", "… 설치해도 돼요? 거래처 파일이 압축돼서 와서요") asks nothing: it says why the asker asks.
It was read as a second part that no policy sentence answers, and the whole message was handed off.

A sentence after an asked part that asks nothing itself (no question mark, word or ending), states no figure and ends
on a reason or purpose ending (-서요, -때문에요, -니까요, -거든요, -라서, -용으로, -려고요) is set aside like a remark
on where the asker stands (bot.rules.trailing_aside); it stays on the part as its aside for the rules that read it.
"""

from __future__ import annotations

import re

from bot.rules.message_parts import QUESTION_WORD_RE

# a question word inside a clause closed by the embedding ending -지 ("언제 했는지", "뭐였는지", "어디 뒀는지")
_EMBEDDED_RE = re.compile(r"(?:언제|어디|뭐|무엇|누가|누구|왜|어떻게|몇)[^.?!,]*?(?:[는은던을인]지)")
_REASON_END = re.compile(
    r"(?:서|때문에|때문|니까|니깐|거든|라서|이라서|이라|용으로|용이|려고|려구|위해서|위해)요?"
    r"[\sㅠㅜㅋㅎ~!.…;^\u2600-\u27bf\ufe0f\U0001f300-\U0001faff]*$"  # an emoji after it too ("해서요 😅")
)


def _without_embedded(text: str) -> str:
    """`text` without its embedded questions ("지난번에 언제 했는지 기억이 안 나서요": 언제 asks nothing there)."""
    return _EMBEDDED_RE.sub(" ", text)


def is_reason(text: str) -> bool:
    """`text` (a sentence after the question) only gives the asker's reason or purpose: no question mark or
    question word outside an embedded question (a spoken -요 ending may ask, but not after a reason ending), no
    figure."""
    if re.search(r"[\d?？]", text) or QUESTION_WORD_RE.search(_without_embedded(text)):
        return False
    return _REASON_END.search(text.strip()) is not None
