"""Who asked for the act and on whose behalf the asker asks (issue 8, cover35), on hand-made questions and sentences:
a request relayed short ("빌려달라는데", "쓰자는데") sets its speaker aside like the full quotative
(`bot.rules.contracted_request`, read by `bot.rules.quoted_speaker`); a rule that keeps the act from anyone else covers
the outsider who asked for it (`bot.rules.outsider_asked`); the role of a new hire is covered by a rule keyed to joining
(`bot.rules.new_hire`); a speaker's own purpose before wanting the asker's thing is set aside with the speaker
(`bot.rules.wanted_for`)."""

from __future__ import annotations

from bot.language.terms import raw_morphemes
from bot.rules import contracted_request, new_hire, quoted_speaker
from bot.topic import TopicMatcher
from tests.support import topic_rule

LEND = "지급받은 태블릿은 본인만 쓰고 남에게 빌려주지 않는다."
FAMILY = "업무용 태블릿은 가족과 함께 쓰지 않는다."
ISSUE = "업무용 태블릿은 입사일에 지급한다."
CHANGE = "비밀번호는 90일마다 바꾼다."
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([LEND, FAMILY, ISSUE, CHANGE])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


def test_a_request_quoted_short_closes_the_quoted_clause() -> None:
    raw = raw_morphemes("조카가 빌려달라는데")
    assert any(contracted_request.request_end(raw, k) for k in range(len(raw)))
    assert quoted_speaker.speakers("조카가 잠깐 빌려달라는데 회사 태블릿 빌려줘도 돼요?")
    assert quoted_speaker.speakers("동료가 같이 쓰자는데 태블릿 같이 써도 돼요?")
    # a fact relayed short is no request: the brother's own use is what is asked about
    assert not quoted_speaker.speakers("동생이 태블릿 썼다는데 보고해야 돼요?")


def test_the_speaker_of_a_short_request_is_the_story() -> None:
    assert passes("조카가 잠깐 빌려달라는데 회사 태블릿 빌려줘도 돼요?", LEND)
    # who the speaker is, told as a clause before them
    assert passes("학원 다니는 조카가 잠깐 빌려달라는데 회사 태블릿 빌려줘도 돼요?", LEND)


def test_anyone_else_covers_the_outsider_who_asked() -> None:
    assert passes("용역 직원이 잠깐 제 태블릿 좀 빌려달라는데 빌려줘도 되나요?", LEND)
    # the outsider doing the act themselves is another case: the rule on lending does not say
    assert not passes("용역 직원이 회사 태블릿 써도 돼요?", LEND)


def test_a_new_hires_role_is_covered_by_joining() -> None:
    assert new_hire.hires("신입 설계직원 태블릿 언제 받아요?") == [("설계", "직원")]
    assert passes("신입 설계직원 태블릿 언제 받아요?", ISSUE)
    assert passes("다음 주 입사하는 신규 개발자 태블릿은 언제 받나요?", ISSUE)
    # a group outside the staff is not covered: whether the rule reaches an intern is not said
    assert new_hire.hires("신입 인턴 태블릿 언제 받아요?") == []
    assert not passes("신입 인턴 태블릿 언제 받아요?", ISSUE)


def test_the_speakers_purpose_before_wanting_the_thing_is_the_story() -> None:
    assert passes("애들이 숙제한다고 내 업무 태블릿 쓰겠대 잠깐은 괜찮지?", FAMILY)
    # a quoted deed with no wish for a thing stays: it is a situation of its own
    assert not passes("친구가 해킹 당했다고 하는데 제 비번 바꿔야 돼요?", CHANGE)
