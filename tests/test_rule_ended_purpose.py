"""An event told as ended is the purpose achieved a retention period counts from (`bot.rules.ended_purpose`), and
a person's 개인정보 read as 개인 + 정보 still says whose data it is (`bot.rules.data_owner`), on hand-made sentences."""

from __future__ import annotations

from bot.rules import data_owner, ended_purpose
from bot.topic import TopicMatcher
from tests.support import topic_rule

FROM_PURPOSE = "보관 기간은 목적을 달성한 날부터 2년이다."
OTHER_PERIOD = "백업본은 60일 동안 보관한다."
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([FROM_PURPOSE, OTHER_PERIOD])
SECTION = "개인정보 보관"


def test_an_ended_event_is_the_purpose_achieved() -> None:
    assert ended_purpose.ended_events("세미나 끝났는데 참석자 정보 얼마나 보관해요?") == {"세미나"}
    assert ended_purpose.ended_events("워크숍이 끝난 뒤 명단은 언제까지 둬요?") == {"워크숍"}
    cover = topic_rule.cover(MATCHER, "세미나 끝났는데 참석자 정보 얼마나 보관해요?", FROM_PURPOSE, SECTION)
    assert cover.passed, cover.missing


def test_a_person_owns_their_privacy_data_split_by_the_analyzer() -> None:
    assert data_owner.owners("설문 응답자 개인정보 얼마나 둬요?", split_privacy=True) == {"응답자": "개인정보"}
    assert data_owner.owners("설문 응답자 개인정보 얼마나 둬요?") == {}
    cover = topic_rule.cover(MATCHER, "설문 끝났는데 응답자 개인정보 얼마나 갖고 있어요?", FROM_PURPOSE, SECTION)
    assert cover.passed, cover.missing


def test_the_ended_event_stays_missing_elsewhere() -> None:
    # no period asked, or a period not counted from the purpose achieved
    question = "세미나 끝났는데 참석자 정보 얼마나 보관해요?"
    assert "세미나" in topic_rule.cover(MATCHER, question, OTHER_PERIOD, SECTION).missing
    assert not topic_rule.cover(MATCHER, "세미나 끝났는데 참석자 정보 지워도 돼요?", FROM_PURPOSE, SECTION).passed
    assert ended_purpose.ended_events("세미나 자료 얼마나 보관해요?") == set()
