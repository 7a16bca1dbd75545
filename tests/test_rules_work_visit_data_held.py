"""Coverage rules (issue 8: answerable handoffs of the data and work nouns across many dev batches), on
hand-made questions and sentences: work done in a place is the occasion of entering it (`bot.rules.work_visit`);
data told as what a device holds (`bot.rules.data_held`). Each rule also keeps refusing what it is not about:
another noun told beside the work, an entering that leads on to another act, work that is the thing asked, a place
the sentence does not name, a sentence with no entry; data with no device holding it, a device the sentence does
not name, another noun still missing, an act the sentence does not carry."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import data_held, work_visit
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


PLUG = "개인 메모리카드나 외장 디스크는 업무용 단말에 꽂지 않는다."
PLUG_MATCHER = TopicMatcher(Glossary({"단말": ("회사 컴",), "외장 디스크": ("외장디스크",)}))
PLUG_MATCHER.set_vocabulary([PLUG, "다 쓴 자료와 파일과 데이터는 보안 매체에서 바로 지운다."])  # data nouns known


def _plug(question: str) -> bool:
    return topic_rule.cover(PLUG_MATCHER, question, PLUG, "1. 사용").passed


def test_data_held_by_a_device_the_sentence_names() -> None:
    words = PLUG_MATCHER.policy_words_for
    assert data_held.answered("외장 디스크에 자료 있는데 회사 컴에 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == []
    assert data_held.answered("외장 디스크에 있는 파일 회사 컴에 꽂아도 돼요?", ["파일"], PLUG, words, [], []) == []
    assert data_held.answered("외장 디스크에 있던 데이터 꽂아도 돼요?", ["데이터"], PLUG, words, [], []) == []
    assert _plug("외장 디스크에 자료 있는데 회사 컴에 꽂아도 돼요?")
    assert _plug("외장 디스크에 있는 자료 회사 컴에 꽂아도 되죠?")
    assert _plug("외장 디스크에 있는 자료 회사 컴에 꽂아서 옮겨도 되죠?")  # 옮기 done by the carried 꽂
    assert data_held.answered("외장 디스크에 있는 자료 회사 컴에 꽂아서 옮겨도 되죠?", ["자료"], PLUG, words, ["옮기"],
                              ["꽂"]) == []


def test_data_not_held_or_not_alone() -> None:
    words = PLUG_MATCHER.policy_words_for
    # no device holds it
    assert data_held.answered("자료 회사 컴에 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]
    assert data_held.answered("태블릿에 있는 자료 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]  # not named
    assert data_held.answered("외장 디스크에 있는 자료랑 사진 꽂아도 돼요?", ["자료", "사진"], PLUG, words, [], []) == [
        "자료", "사진"]  # another noun the sentence lacks
    assert data_held.answered("외장 디스크 자료 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]  # no 에 있는
    assert not _plug("외장 디스크에 있는 자료 지워도 돼요?")  # an act the sentence does not carry
    assert data_held.answered("외장 디스크에 있는 자료 지워도 돼요?", ["자료"], PLUG, words, ["지우"], []) == ["자료"]
    assert not _plug("태블릿에 있는 자료 회사 컴에 꽂아도 돼요?")


def test_going_back_to_an_old_password_is_using_it_again() -> None:
    # the shipped glossary row 다시 쓸 <- (으)로 다시 돌려, (으)로 돌려놔, on a hand-made rule sentence (3, not 5)
    reuse = "최근에 쓴 비밀번호 3개는 다시 쓸 수 없다."
    matcher = TopicMatcher(topic_rule.shipped_glossary())
    matcher.set_vocabulary([reuse, "비밀번호는 90일마다 바꾼다."])
    assert topic_rule.cover(matcher, "저번에 쓰던 비번으로 다시 돌려놔도 돼요? 외우기 편해서", reuse).passed
    assert topic_rule.cover(matcher, "지난달 비번으로 돌려놔도 되나요?", reuse).passed
    assert not topic_rule.cover(matcher, "노트북 예전 설정으로 다시 돌려도 돼요?", reuse).passed  # another thing
