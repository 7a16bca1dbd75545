"""The shipped glossary's topic matcher over eleven sentences on keeping, marking, locking, returning; `cover`."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
KEPT = "백업본은 30일 동안 보관한다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."
MARK = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
BIG = "25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
LOCKED = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
BACKUP = "백업은 매일 새벽 2시에 한다."
LOG = "서버실에 들어갈 때는 출입 기록부를 작성한다."
ISSUE = "업무용 노트북은 입사일에 지급한다."
PRINTED = "대외비 문서의 출력물은 출력한 뒤 바로 회수한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([KEPT, RETURN, UNMARKED, MARK, BIG, LOCKED, SCREEN, BACKUP, LOG, ISSUE, PRINTED])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)
