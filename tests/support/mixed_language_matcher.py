"""Mixed Korean/English glossary, sentences and matcher shared by the mixed-language and restated-question tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher

MIXED = Glossary({
    "자료": ("파일", "files", "materials"),
    "파일": ("file", "files"),
    "고객": ("customer", "customers", "client"),
    "개인정보": ("고객 정보", "personal data", "customer data", "customer personal data"),
    "관리자": ("admin",),
    "관리자 계정": ("admin account",),
    "계정": ("account",),
    "보관": ("keep", "retention"),
    "다 쓴": ("done with",),
    "삭제": ("delete", "erase"),
})
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."
DONE = "용도가 끝난 자료는 보안 USB에서 바로 삭제한다."
SHARE = "계정과 비밀번호는 동료와 공유하지 않는다."
MIXED_MATCHER = TopicMatcher(MIXED)
MIXED_MATCHER.set_vocabulary([KEEP, DONE, SHARE])
