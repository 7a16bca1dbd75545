"""A clipped statement (-ㅁ/-음) and a fused worry (-까봐) beside a marked question tell, not ask
(bot.rules.clipped_statement), on hand-made sentences."""

from __future__ import annotations

from bot.rules.asked_sentence import tells
from bot.topic import TopicMatcher


def test_a_clipped_statement_tells_only_beside_a_marked_question() -> None:
    assert tells("파일 변환해야 됨", True)
    assert tells("모니터 어제 새로 받았음", True)
    assert not tells("파일 변환해야 됨", False)  # nothing else is asked: it may be the question
    assert not tells("그냥 보내고싶음", True)  # a wish asks
    assert not tells("모니터 안 받았음", True)  # a negation may change the point


def test_a_worry_read_as_one_morpheme_tells() -> None:
    assert tells("출장 중에 잠길까봐", True)


def test_the_clipped_statement_is_not_a_part_of_its_own() -> None:
    matcher = TopicMatcher()
    matcher.set_vocabulary(["업무용 노트북은 남에게 빌려주지 않는다."])
    parts, _ = matcher.parts("업무용 노트북 친구한테 빌려줘도 되나요? 과제 해야 됨")
    assert [p.text for p in parts] == ["업무용 노트북 친구한테 빌려줘도 되나요?"]
