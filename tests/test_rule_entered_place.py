"""Going into a place is its entry (`bot.rules.entered_place`; issue 8: coverage misses of families recurring across
many dev batches), on hand-made questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules import entered_place
from bot.topic import TopicMatcher
from tests.support import topic_rule

ROOM = "기계실에는 2인 이상이 함께 출입한다."
ROOM_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
ROOM_MATCHER.set_vocabulary([ROOM, "외부 업체가 기계실에 들어갈 때는 담당자가 동행한다."])


def test_going_into_a_place_is_its_entry() -> None:
    assert entered_place.entered("기계실 혼자 들어가도 되죠?", f"2. 기계실 출입 {ROOM}")
    assert entered_place.entered("새벽에 고장나서 기계실에 혼자 급하게 들어가야 돼요", ROOM)
    assert entered_place.entered("기계실 들어갈 때 누가 같이 가요?", ROOM)
    # the asker between the place and the verb (session 37): "저" (read as an interjection), "제가"
    assert entered_place.entered("기계실 저 혼자 들어가도 되나요?", ROOM)
    assert entered_place.entered("기계실에 제가 혼자 들어가도 돼요?", ROOM)
    story = "부품 잠깐 확인만 할건데 기계실 혼자 들어가도 되죠?"  # the story clause is set aside once entry is carried
    assert topic_rule.cover(ROOM_MATCHER, story, ROOM, "2. 기계실 출입").passed


def test_other_senses_of_going_in_are_not_entry() -> None:
    assert not entered_place.entered("개인정보 들어간 엑셀 파일 어디 둬요?", ROOM)  # a thing contained
    assert not entered_place.entered("메일 링크 들어가서 비번 넣었어요", ROOM)  # a link: another place
    assert not entered_place.entered("창고 혼자 들어가도 돼요?", ROOM)  # a place the sentence does not name
    assert not entered_place.entered("기계실 혼자 들어가도 돼요?", "기계실 온도는 24도로 유지한다.")  # no 출입
    assert not entered_place.entered("기계실 혼자 들어가서 청소해도 돼요?", ROOM)  # what is done inside is asked
    # what is done inside is still asked
    assert not topic_rule.cover(ROOM_MATCHER, "기계실 들어가서 사진 찍어도 돼요?", ROOM, "2. 기계실 출입").passed
