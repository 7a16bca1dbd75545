"""A sentence after the question that only says where the asker stands ("… 풀린다던데 진짜예요? 내일 오전 미팅인데
ㅠ", "… 보내도 돼요? 지금 공항인데", "… 접속해도됨? 비행기 대기중"): it asks nothing, names nothing the policies speak
of and is left open on a connective ending that sets a scene (-는데, -인데) or ends on what the asker is in the middle
of (-중, -중이라), so it is the asker's situation, not a second question that a policy sentence must answer (issue 8,
messages written by people in a hurry).

`bot.matching.question_parts` drops such a sentence like a remark with no topic noun. A sentence that names a
policy noun ("팀장님 비행기 타서 연락 안 됨": 팀장 is whose approval the rule asks for) or states a figure stays,
and so does a reason (-서, -니까: "맥북으로 바꿔줄 수 있어요? 윈도우 불편해서"), which may say which thing is wanted.
"""

from __future__ import annotations

import re

# a connective ending left open, then only the asker's sighs, laughs or marks ("ㅠ", "ㅋㅋ", "..", "!")
_LEFT_OPEN_END = re.compile(
    r"(?:는데|은데|인데|ㄴ데|던데)요?[\sㅠㅜㅋㅎ~!.…;^]*$"
    # what the asker is in the middle of, said tersely ("비행기 대기중", "미팅중이라"): where the asker stands
    r"|\S\s?중(?:이라서?|임|이에요|이예요|입니다)?요?[\sㅠㅜㅋㅎ~!.…;^]*$"
)


def is_aside(text: str, names_policy_noun: bool, asks: bool) -> bool:
    """`text` (a sentence after the question) only says the asker's situation: left open on a connective
    ending, no question asked, no policy noun named, no figure stated."""
    if names_policy_noun or asks or re.search(r"\d", text):
        return False
    return _LEFT_OPEN_END.search(text.strip()) is not None


def left_open(text: str) -> bool:
    """`text` is left open on a connective ending that sets a scene or on what the asker is in the middle of."""
    return _LEFT_OPEN_END.search(text.strip()) is not None
