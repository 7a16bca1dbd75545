"""The act asked leave for, with one noun pinning the sentence (`bot.rules.permitted_thing_act`; issue 8, safety), on
hand-made questions and sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import permitted_thing_act
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


def test_the_permitted_act_on_a_thing_pinned_by_one_noun() -> None:
    assert permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "팔", "팔")
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 2, "팔", "팔")  # two nouns pin the sentence
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", True, 1, "팔", "팔")  # a figure asked
    assert not permitted_thing_act.must_carry("폰 팔아야 돼요?", False, 1, "팔", "팔")  # a duty, not leave
    assert not permitted_thing_act.must_carry("폰 어디에 팔아도 돼요?", False, 1, "팔", "팔")  # a question word
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "걸리", "팔")  # not the act asked
    # an act the glossary ties to another policy word is worded otherwise by rule (깔다 -> 설치)
    assert not permitted_thing_act.must_carry("툴 깔아도 돼요?", False, 1, "깔", "깔", glossary_act=True)
    # the sentence names the phone and says nothing of selling it or switching it off
    assert not _passes("업무폰 팔아도 돼요?", LOST_PHONE)
    assert not _passes("업무폰 꺼도 되죠?", LOST_PHONE)
    assert _passes("업무폰 잃어버려도 보안팀에 신고 안 해도 돼요?", LOST_PHONE)
