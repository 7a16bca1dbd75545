"""A file size the asker states is what the question turns on (issue 8, branch hunt30).

"제안서 파일 40메가인데 메일로 안 보내져요 어떻게 보내요?" states a size: the file is too big for the mail. The rule on
sending 대외비 documents out ("… 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다") names mail, files and sending too, and
passed on those words, but it says nothing of a size; the rule that answers is one with a size ("25MB가 넘는 파일은
사내 드라이브에 올리고 공유 링크를 보낸다"). A question that states a size in digits (MB, GB, 메가, 기가, "40M") is
answered only by a sentence that states a size itself. Korean and English alike.
"""

from __future__ import annotations

import re

_SIZE_RE = re.compile(r"\d+(?:\.\d+)?\s*(?:[KMGT]B|메가|기가|테라|[MG](?![A-Za-z]))", re.I)


def states_size(text: str) -> bool:
    """Whether a text states a size in digits ("40메가", "15MB", "2 GB", "40M")."""
    return _SIZE_RE.search(text) is not None


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question states a size and the sentence states none."""
    if not states_size(question) or states_size(sentence):
        return []
    return ["(a size the question states; the sentence states none)"]
