"""Work done in a place is the occasion of entering it (`bot.rules.work_visit`; issue 8: answerable handoffs across many
dev batches), on hand-made questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import work_visit
from bot.topic import TopicMatcher
from tests.support import topic_rule

ROOM = "기계실에는 2인 이상이 함께 출입한다."
LOG = "기계실에 들어갈 때는 출입 기록부를 작성한다."
VENDOR = "외부 업체가 기계실에 들어갈 때는 담당자가 동행한다."
TEMPERATURE = "기계실 온도는 24도로 유지한다."
# a hand-made glossary: 설비실 is what employees call the 기계실; 기사님 an outside vendor's technician
GLOSSARY = Glossary({"기계실": ("설비실",), "외부 업체": ("기사님", "수리 기사")})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([ROOM, LOG, VENDOR, TEMPERATURE])
SECTION = "2. 기계실 출입"


def _passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence, SECTION).passed


def test_work_told_as_the_occasion_of_entering_is_set_aside() -> None:
    assert _passes("설비실 작업할 때 혼자 들어가도 돼요?", ROOM)  # 설비실 -> 기계실 through the glossary
    assert _passes("기계실 작업 중에 혼자 들어가도 되나요?", ROOM)
    assert _passes("기사님이 배관 작업하러 기계실 들어간대요 그냥 들여보내도 돼요?", VENDOR)  # which work: 배관
    # without the rule the work is what the sentence lacks
    assert not _passes("설비실 작업할 때 혼자 들어가도 돼요?", TEMPERATURE)


def test_the_work_nouns_and_the_entering() -> None:
    body = f"{SECTION} {ROOM}"
    words = MATCHER.policy_words_for
    assert work_visit.entering("설비실 작업할 때 혼자 들어가도 돼요?", MATCHER.parts(
        "설비실 작업할 때 혼자 들어가도 돼요?")[0][0].terms, body, words) == {"들어가"}
    question = "기사님이 배관 작업하러 기계실 들어간대요 그냥 들여보내도 돼요?"
    # the terms the sentence does not carry itself (기사님 and 기계실 it does)
    terms = [t for t in MATCHER.parts(question)[0][0].terms if t.text not in ("기사", "기계실")]
    left = work_visit.without_work(question, terms, body, words)
    assert {t.text for t in terms} - {t.text for t in left} == {"작업", "배관"}


def test_what_the_rule_is_not_about() -> None:
    assert not _passes("설비실 작업할 때 음료수 들고 들어가도 돼요?", ROOM)  # another noun told beside the work
    assert not _passes("기계실 작업하러 주말에 들어가도 돼요?", LOG)
    assert not _passes("기계실 작업하러 들어가서 사진 찍어도 돼요?", ROOM)  # the entering leads on to another act
    assert not _passes("기계실 작업 기록은 어디 남겨요?", LOG)  # the work is the thing asked
    assert not _passes("기계실 작업 몇 시간까지 해도 돼요?", ROOM)  # no entering
    assert not _passes("창고 작업할 때 혼자 들어가도 돼요?", ROOM)  # a place the sentence does not name
    assert not _passes("기계실 작업할 때 혼자 들어가도 돼요?", TEMPERATURE)  # no entry in the sentence
    assert not _passes("기계실 작업은 혼자 들어가서 해도 되나요?", LOG)  # the topic: 혼자 tells the scene then
    words = MATCHER.policy_words_for
    question = "기계실 작업 기록은 어디 남겨요?"
    terms = list(MATCHER.parts(question)[0][0].terms)
    assert work_visit.without_work(question, terms, f"{SECTION} {LOG}", words) == terms


def test_inspecting_or_repairing_is_work_told_as_the_occasion_too() -> None:
    # session 40: 점검, 수리 and 공사 are done at the place as 작업 is
    assert _passes("기사님이 기계실 펌프 점검하러 온대요. 그냥 들여보내도 돼요?", VENDOR)
    assert _passes("설비실 공사할 때 혼자 들어가도 돼요?", ROOM)
    assert not _passes("기계실 점검 기록은 어디 남겨요?", LOG)  # the inspection is the thing asked
