"""Hand-made password and Wi-Fi sentences and a matcher over them with the shipped glossary, shared by the owner-
place and telling-manner tests."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import shipped_glossary

POLICY = [
    "비밀번호는 60일마다 바꾼다.",
    "설계 문서 파일에는 암호를 걸어 보관한다.",
    "방문객용 와이파이에는 암호를 걸어 둔다.",
    "와이파이 암호는 안내 데스크에서 알려 준다.",
]


def password_wifi_matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(POLICY)
    return matcher
