"""The time and the thing carried along that a permission question asks (`bot.rules.asked_setting`; issue 8, safety),
on hand-made questions and sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import asked_setting
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


def _passes(question: str, sentence: str, section: str = "1. 규칙") -> bool:
    return topic_rule.cover(MATCHER, question, sentence, section).passed


def test_time_and_thing_carried_are_asked() -> None:
    assert asked_setting.asked_nouns("기계실 주말에 들어가도 돼요?") == {"주말"}
    assert asked_setting.asked_nouns("기계실에 커피 들고 들어가도 돼요?") == {"커피"}
    assert asked_setting.asked_nouns("주말에 기계실 들어가요?") == set()  # no permission asked
    assert asked_setting.asked_nouns("거래처 미팅 들고 나가도 돼요?") == set()  # an occasion named by its place
    assert not _passes("기계실 주말에 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert not _passes("기계실에 커피 들고 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert _passes("기계실 들어갈 때 출입 기록부 써야 돼요?", ROOM_LOG, "2. 출입")
