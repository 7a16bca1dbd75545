"""Hand-made work-phone and machine-room sentences, a glossary and their matcher, shared by the asked-setting,
permitted-thing-act and other-kind tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support import topic_rule

LOST_PHONE = "업무폰을 잃어버리면 즉시 보안팀에 신고한다."
ONLY_PHONE = "업무에는 회사에 등록된 업무폰만 사용한다."
ANY_DEVICE = "기기를 잃어버리면 즉시 보안팀에 신고한다."
ROOM_LOG = "기계실에 들어갈 때는 출입 기록부를 작성한다."

SIZE = "첨부 파일은 30MB까지 보낼 수 있다."
# a hand-made glossary: 태블릿 is a 휴대용 단말, the word the document title uses; 설비실 is the 기계실
GLOSSARY = Glossary({"휴대용 단말": ("태블릿", "아이패드"), "기계실": ("설비실",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LOST_PHONE, ONLY_PHONE, ANY_DEVICE, ROOM_LOG, SIZE])


def passes(question: str, sentence: str, section: str = "1. 규칙") -> bool:
    return topic_rule.cover(MATCHER, question, sentence, section).passed
