"""A condition that proposes a means is answered by a rule doing the same act by another means (cover30).

"개인정보 파일 그냥 휴지통 비우기로 지우면 끝인가요" names deleting as its condition, and "파일은 완전 삭제 도구로
지운다" has deleting as its own predicate: the topic rule reads such a sentence as telling the asker to do what the
question already did. But the question's condition carries a means (휴지통 비우기로) and the sentence does the act
by another (완전 삭제 도구로): the sentence answers whether the proposed means is enough. Only when both name a
means with (으)로 right before the act, and the two means differ.
"""

from __future__ import annotations

import re

_ASKED = re.compile(r"(\S+?)(?:으로|로)\s+\S+면")
_RULE = re.compile(r"(\S+?)(?:으로|로)\s+\S+다\.?\s*$")


def corrects_means(question: str, sentence: str) -> bool:
    """The question's condition does the act by one means and the sentence does it by another."""
    asked, rule = _ASKED.search(question), _RULE.search(sentence)
    return asked is not None and rule is not None and asked.group(1) != rule.group(1)
