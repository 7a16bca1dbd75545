"""The password, licence, laptop and remote-work glossary, its topic matcher over seven sentences, and `passes`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support import topic_rule

LENGTH = "비밀번호는 12자 이상으로 만든다."
CYCLE = "노트북은 4년마다 교체한다."
LAPTOP_GIVEN = "업무용 노트북은 입사일에 지급한다."
KINDS = "영문 대문자·소문자·숫자·특수문자 중 세 종류 이상을 섞어 쓴다."
BUYER = "유료 라이선스는 IT 담당자가 구매하고 관리한다."
REPORT = "노트북을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
VPN_FIRST = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."

GLOSSARY = Glossary({
    "비밀번호": ("password", "pw"),
    "라이선스": ("license", "licenses", "paid"),
    "구매": ("buy", "buying"),
    "노트북": ("laptop",),
    "분실": ("lost", "stolen", "got swiped"),
    "회사 밖": ("from home",),
    "사내 시스템": ("intranet",),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, KINDS, BUYER, REPORT, VPN_FIRST, CYCLE, LAPTOP_GIVEN])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed
