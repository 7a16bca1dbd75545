"""What a sentence's figure belongs to (`bot.rules.figure_scope`): a noun that only qualifies the measured thing, the
events a sentence sets a time before, an event said to have passed; mixed Korean/English and English questions of batch
`_en_z` and later coverage misses (issue 8), on hand-made sentences and questions invented for these tests, read alone
and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import figure_scope
from bot.topic import MEASURE_NOUNS, Coverage, TopicMatcher
from tests.support import topic_rule

SIZE = "메일 첨부 파일은 25MB까지 보낼 수 있다."
LEAD = "인증서가 만료되기 30일 전에 재발급을 신청한다."
BEFORE_INSTALL = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
NOTICE = "만료 7일 전부터 사내 포털에 변경 안내가 표시된다."
PERIOD = "보관 기간은 목적을 달성한 날부터 1년이다."
CERT = "VPN 인증서의 유효기간은 1년이다."

GLOSSARY = Glossary({
    "메일": ("이메일", "email", "mailbox", "outlook"),
    "첨부": ("attach", "attached"),
    "만료": ("expire", "expires", "expired"),
    "설치": ("install", "installed", "깔아"),
    "VPN 인증서": ("cert", "vpn cert"),
    "보관": ("keep", "retention"),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([SIZE, LEAD, BEFORE_INSTALL, NOTICE, PERIOD, CERT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


def test_a_noun_that_only_qualifies_the_measured_thing_does_not_ask_its_figure() -> None:
    words = {"메일": ("메일",)}
    assert figure_scope.measured_elsewhere(words, {"메일"}, False, SIZE, MEASURE_NOUNS)
    # the measured thing named, or the sentence's act used: the figure is what is asked
    assert not figure_scope.measured_elsewhere(words, {"메일", "첨부"}, False, SIZE, MEASURE_NOUNS)
    assert not figure_scope.measured_elsewhere(words, {"메일"}, True, SIZE, MEASURE_NOUNS)
    # a measure noun after it ("보관 기간은"): the noun is the thing measured
    assert not figure_scope.measured_elsewhere({"보관": ()}, {"보관"}, False, PERIOD, MEASURE_NOUNS)
    # a noun not written in the sentence (carried by a near-synonym or the heading): nothing is known
    assert not figure_scope.measured_elsewhere({"사서함": ()}, {"사서함"}, False, SIZE, MEASURE_NOUNS)


def test_a_size_question_about_the_mail_container_is_not_answered_by_the_attachment_limit() -> None:
    marker = "the figure is of"
    assert flagged("outlook 용량 몇 GB까지 돼요?", SIZE, marker)
    assert flagged("이메일 용량은 몇 기가에요?", SIZE, marker)
    assert flagged("how big can my mailbox get, how many GB?", SIZE, marker)
    assert not flagged("email attach 파일 몇 MB까지 돼요?", SIZE, marker)
    assert not flagged("이메일로 몇 MB까지 보낼 수 있어요?", SIZE, marker)
    assert not cover("이메일로 몇 MB까지 보낼 수 있어요?", SIZE).missing


def test_the_certificate_rule_still_answers_its_own_validity_question() -> None:
    assert not flagged("vpn cert 유효기간 몇 년이에요?", CERT, "the figure is of")


def test_the_events_a_sentence_sets_a_time_before() -> None:
    assert figure_scope._lead_events(LEAD) == ["만료"]
    assert figure_scope._lead_events(NOTICE) == ["만료"]
    assert figure_scope._lead_events(BEFORE_INSTALL) == ["설치"]
    assert figure_scope._lead_events(SIZE) == []


def test_a_rule_for_before_the_event_does_not_answer_after_it() -> None:
    marker = "has happened"
    assert flagged("vpn cert 만료됐는데 이제 어떻게 해요?", LEAD, marker)
    assert flagged("my vpn cert has expired, what now?", LEAD, marker)
    assert flagged("인증서 expired 된 뒤에는 어디에 신청해요?", LEAD, marker)
    assert flagged("그 프로그램 벌써 설치했는데 어떻게 해요?", BEFORE_INSTALL, marker)
    assert flagged("프로그램 이미 깔았는데 승인 받아야 돼요?", BEFORE_INSTALL, marker)
    # the event still ahead, or a premise to correct: the rule answers
    assert not flagged("vpn cert 만료되기 며칠 전에 재발급 신청해요?", LEAD, marker)
    assert not flagged("what happens before my vpn cert expires?", LEAD, marker)
    assert not flagged("프로그램 설치하기 전에 누구 승인 받아요?", BEFORE_INSTALL, marker)
    assert not flagged("인증서 만료된 다음에 재발급 신청하면 되죠?", LEAD, marker)


REUSE = "반납된 태블릿의 메모리는 완전히 지운 뒤 재사용한다."
REISSUE = "출입증이 만료되기 10일 전에 재발급을 신청한다."
LOCK = "비밀번호를 3번 틀리면 태블릿이 10분 동안 잠긴다."
AGAIN_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
AGAIN_MATCHER.set_vocabulary([REUSE, REISSUE, LOCK])


def test_an_event_said_to_have_passed_is_not_answered_by_a_lead_time() -> None:
    words = {"출입증": set[str](), "만료": {"만료"}, "신청": set[str]()}
    for question in ("출입증 만료 지나서 다시 신청해도 돼요?", "출입증 만료 지난 뒤에 신청하면 돼요?",
                     "출입증 만료 이후에 신청해도 돼요?", "출입증 만료됐는데 신청해도 돼요?"):
        assert figure_scope.too_late(question, words, REISSUE, confirm=False), question
    # before the event, or no event said: the lead time answers
    assert not figure_scope.too_late("출입증 만료 며칠 전에 다시 신청해요?", words, REISSUE, confirm=False)
    assert not figure_scope.too_late("출입증 언제 신청해요?", words, REISSUE, confirm=False)
    assert not topic_rule.cover(AGAIN_MATCHER, "출입증 만료 지나서 다시 신청해도 돼요?", REISSUE).passed
