"""The English glossary, its topic matcher over five policy sentences, and `passes` (issue 8 rule tests)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support import topic_rule

LEAK = "정보 유출을 알게 되면 즉시 보안팀에 신고한다."
ATTACH = "메일 첨부 파일은 25MB까지 보낼 수 있다."
OVER = "25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
ROW = "이름: Teams / 분류: 협업 / 라이선스: 유료 / 설치: 기본 설치"
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."

GLOSSARY = Glossary({
    "정보 유출": ("leak", "data leak"),
    "반납": ("return",),
    "노트북": ("laptop",),
    "첨부 파일": ("attachment",),
    "파일": ("file", "files"),
    "메일": ("email",),
    "고객": ("client", "clients"),
    "외부": ("client", "clients"),
    "설치": ("install",),
    "휴대폰": ("phone",),
    "보안팀": ("security team",),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEAK, ATTACH, OVER, ROW, RETURN])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed
