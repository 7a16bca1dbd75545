"""The shipped glossary's topic matcher over nine sentences on passwords, passes, files and personal data; `cover`."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LENGTH = "암호는 10자 이상으로 정한다."
DEADLINE = "계약이 끝나면 3영업일 이내에 출입증을 돌려준다."
RENEWAL = "자격증이 만료되기 20일 전에 갱신을 신청한다."
COPIES = "백업본은 14일 동안 보관한다."
PRINTS = "다 쓴 기밀 출력물은 파쇄한다."
BIG_FILES = "30MB가 넘는 파일은 사내 드라이브에 올리고 링크를 보낸다."
PRIVATE_FILES = "개인정보 파일은 사내 드라이브에만 보관한다."
ID_NUMBERS = "주민등록번호는 법이 정한 경우에만 수집한다."
CONSENT = "수집할 때는 동의를 받는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, DEADLINE, RENEWAL, COPIES, PRINTS, BIG_FILES, PRIVATE_FILES, ID_NUMBERS, CONSENT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)
