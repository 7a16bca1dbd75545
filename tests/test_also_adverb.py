"""같이 after a thing marked with 도 says "as well" and does not restrict the act (bot.rules.also_adverb), on
hand-made sentences."""

from __future__ import annotations

from bot.rules.also_adverb import also_adverbs
from bot.topic import TopicMatcher


def test_also_after_a_thing_but_together_after_a_person() -> None:
    assert also_adverbs("신청서 받을 때 계좌번호도 같이 받아도 돼요?") == frozenset({"같이"})
    assert also_adverbs("모니터도 함께 반납해요?") == frozenset({"함께"})
    assert also_adverbs("가족도 같이 써도 돼요?") == frozenset()  # a person: together
    assert also_adverbs("와이프도 같이 써도 돼요?", lambda w: ("가족",) if w == "와이프" else ()) == frozenset()
    assert also_adverbs("동료랑 같이 들어가도 돼요?") == frozenset()  # no 도
    assert also_adverbs("계좌번호 같이 받아도 돼요?") == frozenset()


def test_the_also_adverb_is_no_qualifier_of_the_act() -> None:
    matcher = TopicMatcher()
    matcher.set_vocabulary(["계좌번호는 꼭 필요할 때만 수집한다.", "노트북은 가족과 함께 쓰지 않는다."])
    part = matcher.parts("신청서 받을 때 계좌번호도 같이 받아도 돼요?")[0][0]
    assert "같이" not in part.qualifiers
    together = matcher.parts("가족도 같이 써도 돼요?")[0][0]
    assert "같이" in together.qualifiers
