"""Asking whether a duty binds with the nouns for it: "N 필수예요?", "N 의무인가요?", "N 생략 가능해요?".

"파쇄 필수예요?" asks what "파쇄해야 돼요?" asks, and "OTP 인증은 생략 가능해요?" what "OTP 인증은 안 해도
돼요?" asks; a rule that states the duty ("다 쓴 대외비 출력물은 파쇄한다", "… OTP 다단계 인증을 반드시
사용한다") answers both. Read as written, 필수, 의무 and 생략 were topic words no policy sentence carries (the
policies state duties with plain verbs), and the question was handed off. The asking phrase is written in the
words the rules already read: "꼭 해야 돼요" for a duty, "안 해도 돼요" for leave to skip it. Only at the end of
a question (before a question mark or the end of the text); "필수 항목" and "생략된 부분" name things and stay.
"""

from __future__ import annotations

import re

_PARTICLE = r"(?:은|는|이|가|도)?"
_END = r"(?=\s*[?？]|\s*$)"
# "파쇄 필수예요?", "교육은 의무인가요?", "OTP 필수인 거죠?"
_NEEDED_RE = re.compile(
    rf"(?<=[가-힣A-Za-z])({_PARTICLE})\s+(?:필수|의무)(?:예요|에요|인가요|인지|야|죠|인\s?거죠|인\s?거예요|일까요|입니까|인가|임|이죠)?"
    + _END)
# "OTP 인증은 생략 가능해요?", "생략해도 되나요?", "건너뛰어도 돼요?", "스킵해도 돼요?"
_SKIP_RE = re.compile(
    rf"(?<=[가-힣A-Za-z])({_PARTICLE})\s+(?:생략|스킵|패스)\s?(?:해도\s?(?:돼요|되나요|될까요|되죠|되는\s?거예요|돼)|"
    r"가능(?:해요|한가요|할까요|하나요|한\s?거예요|하죠|해)?|할\s?수\s?있(?:어요|나요|죠))" + _END)


def as_duty_question(text: str) -> str:
    """`text` with a closing "N 필수예요?" written "N 꼭 해야 돼요?" and "N 생략 가능해요?" written "N 안 해도
    돼요?"; other text unchanged."""
    text = _NEEDED_RE.sub(lambda m: f"{m.group(1)} 꼭 해야 돼요", text)
    return _SKIP_RE.sub(lambda m: f"{m.group(1)} 안 해도 돼요", text)
