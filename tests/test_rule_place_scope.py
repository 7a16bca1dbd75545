"""Near misses of the hunt `_y` (issue 8) on hand-made sentences: a rule scoped to a place, a section
heading's situation or one kind of a thing, asked about another; and the excuse of a predicate worded otherwise
when the one shared noun only qualifies another thing. `bot.rules.place_scope` read alone, then through
`TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import place_scope
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

OUTSIDE = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
PUBLIC = "카페·공항 등 공용 와이파이에서는 사내 시스템에 접속하지 않는다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
ADMIN = "관리자 계정의 권한은 분기마다 검토한다."
CERT = "VPN 인증서의 유효기간은 1년이다."
PRINT = "대외비 문서의 출력물은 출력한 뒤 바로 회수한다."

GLOSSARY = Glossary({"재택근무": ("재택", "집에서 일"), "화면 자동 잠금": ("화면 잠금",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([OUTSIDE, PUBLIC, SCREEN, ADMIN, CERT, PRINT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def flagged(question: str, sentence: str, marker: str = "the question's place", section: str = "1. 규칙") -> bool:
    return any(marker in item for item in cover(question, sentence, section).missing)


def test_the_places_a_text_sets_something_in() -> None:
    assert place_scope.question_workplace("본사 안에서도 인증서 필요해요?") == "본사 안"
    assert place_scope.question_workplace("사무실에서 일하면 어떻게 돼요?") == "사무실"
    assert place_scope.question_workplace("출근해서 로그인하면 돼요?") == "출근"
    assert place_scope.question_workplace("회사 밖에서 접속하면요?") is None
    assert place_scope.question_workplace("사무실에서만 쓰면 되죠?") is None  # asserted as the only place
    assert place_scope.question_workplace("집에서 쓰면 돼요?") is None
    assert place_scope.sentence_elsewhere(OUTSIDE) == "회사 밖"
    assert place_scope.sentence_elsewhere(PUBLIC) is not None
    assert place_scope.sentence_elsewhere("보안 USB로 자료를 옮긴다.") is None
    assert place_scope.heading_situation("3. 재택근무 중 보안") == "재택근무"
    assert place_scope.heading_situation("1. VPN 접속") is None


def test_a_rule_for_outside_the_workplace_does_not_answer_inside() -> None:
    assert flagged("본사 안에서도 VPN 연결하고 접속해야 돼요?", OUTSIDE)
    assert flagged("출근해서 사내 시스템 접속할 때도 VPN 연결해요?", OUTSIDE)
    assert flagged("사옥 와이파이에서는 사내 시스템 접속해도 돼요?", PUBLIC)
    assert not flagged("회사 밖에서 사내 시스템 접속할 때 VPN 연결해야 돼요?", OUTSIDE)
    assert not flagged("집에서 사내 시스템 접속할 때 VPN 연결해요?", OUTSIDE)
    # a premise that the workplace is the only place is corrected by the rule for outside
    assert not flagged("VPN은 회사 안에서 접속할 때만 연결하는 거 맞죠?", OUTSIDE)


def test_a_heading_situation_scopes_its_section() -> None:
    heading = "3. 재택근무 중 보안"
    assert flagged("사무실에서 자리 비우면 화면 잠금 몇 분이에요?", SCREEN, section=heading)
    assert flagged("도서관에서 일하다 자리 비우면 화면 몇 분 뒤 잠겨요?", SCREEN, section=heading)
    assert not flagged("집에서 일하다 자리 비우면 화면 몇 분 뒤 잠겨요?", SCREEN, section=heading)
    assert not flagged("재택 중에 자리 비우면 화면 몇 분 뒤 잠겨요?", SCREEN, section=heading)
    assert not flagged("사무실에서 자리 비우면 화면 잠금 몇 분이에요?", SCREEN)  # no situation in the heading


def test_x_instead_of_y_of_the_same_thing() -> None:
    assert place_scope.contrast("관리자 계정 말고 테스트 계정도 검토해요?") == ("계정", "테스트 계정")
    assert place_scope.contrast("IT 말고 우리 팀장님한테 받아도 되죠?") is None  # another thing, not a kind
    assert place_scope.contrast("노트북 말고 충전기 같은 장비도 반납해요?") is None
    assert flagged("관리자 계정 말고 테스트 계정 권한도 분기마다 검토해요?", ADMIN, "instead of another")
    assert not flagged("관리자 계정 권한은 얼마나 자주 검토해요?", ADMIN, "instead of another")


def test_a_noun_that_only_qualifies_another_thing_pins_nothing() -> None:
    asked = frozenset({"vpn"})
    assert place_scope.only_qualifier("vpn", CERT, asked)
    assert not place_scope.only_qualifier("vpn", OUTSIDE, asked)
    assert not place_scope.only_qualifier("인증서", CERT, frozenset({"인증서"}))
    assert not place_scope.only_qualifier("대외비", PRINT, frozenset({"대외비"}))  # 문서 is a container noun
    assert not cover("재택할 때 VPN 꼭 켜야 돼요?", CERT).passed


def test_another_time_than_the_sentences() -> None:
    assert place_scope.time_contrast("인증서 만료 14일 전 말고 만료된 다음에는 어떻게 해요?") == ("다음",)
    assert place_scope.time_contrast("입사할 때 말고 휴직할 때도 받아요?") == ("휴직",)
    assert place_scope.time_contrast("노트북 말고 충전기도 반납해요?") == ()
    renew = "인증서가 만료되기 30일 전에 재발급을 신청한다."
    asked = "인증서 만료 30일 전 말고 만료된 다음에는 어떻게 신청해요?"
    assert any("another time" in m for m in cover(asked, renew).missing)
    assert not any("another time" in m for m in cover("인증서 만료 며칠 전에 재발급 신청해요?", renew).missing)


def test_a_korean_noun_says_which_latin_lettered_thing_is_meant() -> None:
    from bot.rules.story import modifiers_of

    assert "태블릿" in modifiers_of("태블릿 PC는 몇 년 써요?", frozenset({"pc"}))
    assert "데이터" not in modifiers_of("데이터 backup 며칠 보관해요?", frozenset({"backup"}))  # a container noun


CARRY = "인증 토큰을 회사 밖으로 가져갈 때는 팀장 승인을 받는다."


def test_a_rule_for_carrying_outside_does_not_answer_carrying_to_a_room_inside() -> None:
    """"본사 다른 층 회의실로 가져가는 것도 승인 받아야돼요?" (hand probe p28b-near-05): the rule is for taking the
    thing out of the company; the question carries it to a room of the workplace."""
    assert place_scope.destinations(CARRY) == (("회사", "밖"),)
    assert place_scope.destinations("보안 USB로 자료를 옮긴다.") == ()  # a means: no verb of carrying after it
    assert place_scope.sentence_elsewhere(CARRY) == "회사 밖"
    assert place_scope.question_workplace("토큰을 옆 건물 회의실로 들고 가도 돼요?") == "옆 건물 회의실"
    assert place_scope.question_workplace("토큰 집으로 가져가도 돼요?") is None
    matcher = TopicMatcher(GLOSSARY)
    matcher.set_vocabulary([CARRY])
    asked = topic_rule.cover(matcher, "인증 토큰 본사 다른 층 회의실로 가져가는 것도 팀장 승인 받아야 돼요?", CARRY)
    assert any("the question's place" in m for m in asked.missing)
    outside = topic_rule.cover(matcher, "인증 토큰 회사 밖으로 가져갈 때 팀장 승인 받아야 돼요?", CARRY)
    assert not any("the question's place" in m for m in outside.missing)
