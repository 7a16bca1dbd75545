""""계정 잠기면 24시간 지나야 풀린다던데 진짜예요?": after what the asker heard, "진짜예요?", "정말이에요?",
"사실인가요?", "진짜 그래요?", "그런 거예요?" ask whether it holds, as a message ending on the hearsay
does ("… 풀린다던데?", bot.rules.hearsay). The tail is read as that ending, so the figure heard is checked
against the policy's, and 진짜 is no topic noun a sentence must carry.
"""

from __future__ import annotations

import re

# the hearsay ending, then a question whether it is true
_SO_RE = r"그래요|그런가요|그런\s*(?:거|건)(?:예요|에요|가요|죠|지요)|그렇죠|그렇지요|그래"  # "is it so?"
_TRUTH_TAIL_RE = re.compile(
    r"((?:던데|더라고|들었는데|그러던데|(?:[는된준]|했)대)(?:\s*요)?)\s*[,.~…ㅠㅜ]*\s*"
    r"(?:(?:진짜|정말|사실|참말)(?:로)?\s*(?:이에요|예요|에요|인가요|인지|이야|야|임|이죠|죠|이에여|예여|"
    r"(?:" + _SO_RE + r"))?|(?:" + _SO_RE + r"))(?![가-힣])\s*([?？]*)"
)


def as_hearsay_question(text: str) -> str:
    """The message with a truth question after hearsay read as the hearsay asked ("…던데 진짜예요?" -> "…던데?")."""
    return _TRUTH_TAIL_RE.sub(lambda m: f"{m.group(1)}{m.group(2) or '?'}", text)
