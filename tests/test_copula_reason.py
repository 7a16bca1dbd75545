"""A reason said with the copula after the question is told, not a second question (bot.rules.copula_reason), on
hand-made sentences."""

from __future__ import annotations

from bot.rules.asked_sentence import tells
from bot.topic import TopicMatcher


def test_a_copula_reason_of_the_askers_circumstance_tells_and_one_naming_the_thing_stays() -> None:
    assert tells("사무실에 프린터가 한 대뿐이라서요.", True)  # limited with 뿐
    assert tells("저는 다음 주부터 출장이라서요.", True)  # the asker is its subject
    assert tells("제가 오늘 당직이니까요.", True)
    # a copula sentence that may name what is asked still stays
    assert not tells("회사 태블릿이라서요.", True)  # names the thing, not the asker's circumstance
    assert not tells("사무실에 프린터가 한 대뿐이라서요.", False)  # no question elsewhere
    assert not tells("저는 정규직이 아니라 인턴이라서요.", True)  # a negation may change the point


def test_the_copula_reason_is_not_a_part_of_its_own() -> None:
    matcher = TopicMatcher()
    matcher.set_vocabulary(["업무용 노트북은 남에게 빌려주지 않는다."])
    parts, _ = matcher.parts("업무용 노트북 친구한테 빌려줘도 되나요? 집에 노트북이 한 대뿐이라서요.")
    assert [p.text for p in parts] == ["업무용 노트북 친구한테 빌려줘도 되나요?"]
