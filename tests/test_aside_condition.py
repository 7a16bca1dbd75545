"""The asker's stated situation against a rule with a condition or place of its own (`bot.rules.aside_condition`):
a remark after the question that says where the asker stands ("… 돼요? 지금 사무실인데"), or someone's request told
in the question ("… 달라고 하는데 줘도 돼요?"). Hand-made policy sentences (no model, no index): the topic rule."""

from __future__ import annotations

from bot.rules.aside_condition import problems, situation, stated_place, tells_request
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

OUTSIDE_RULE = "회사 밖에서는 원격 데스크톱을 먼저 켠 뒤 사내 시스템에 접속한다."
PUBLIC_WIFI_RULE = "카페·공항 등 공용 와이파이에서는 원격 데스크톱을 쓰지 않는다."
NEW_DEVICE_RULE = "태블릿을 바꾸면 원격 데스크톱을 다시 설치한다."
LEAVE_RULE = "휴직하면 휴직 후 3영업일 이내에 태블릿을 총무 담당자에게 반납한다."
PLAIN_RULE = "태블릿은 3년마다 교체한다."
POLICY = [OUTSIDE_RULE, PUBLIC_WIFI_RULE, NEW_DEVICE_RULE, LEAVE_RULE, PLAIN_RULE]


def matcher() -> TopicMatcher:
    m = TopicMatcher(shipped_glossary())
    m.set_vocabulary(POLICY)
    return m


def test_the_remark_after_the_question_is_the_askers_situation() -> None:
    assert situation("원격 데스크톱 켜야 돼요? 지금 사무실인데", "") == "지금 사무실인데"
    assert situation("원격 데스크톱 켜야 돼요?", "지금 호텔인데요ㅠ") == "지금 호텔인데요ㅠ"
    assert situation("원격 데스크톱 켜야 돼요? 태블릿은요?", "") == ""  # a second question, not a remark
    assert stated_place("지금 호텔인데") == ("호텔",)
    assert stated_place("오늘 오전 사옥인데요") == ("사옥",)


def test_a_workplace_remark_is_not_answered_by_a_rule_for_outside() -> None:
    for question in ("원격 데스크톱 켜야 돼요? 지금 사무실인데", "원격 데스크톱 먼저 켜야 돼? 본사인데",
                     "원격 데스크톱 연결해야 하나요? 지금 회사인데요", "원격 데스크톱 써야 됨? 오늘 사옥인데ㅠ"):
        assert problems(question, "", OUTSIDE_RULE), question
        assert problems(question, "", PUBLIC_WIFI_RULE), question
        assert not problems(question, "", PLAIN_RULE), question  # no place, no condition: nothing against it


def test_a_remark_outside_the_workplace_meets_the_rule_for_outside() -> None:
    for question in ("원격 데스크톱 켜야 돼요? 지금 집인데", "원격 데스크톱 먼저 켜야 돼? 지금 호텔인데요",
                     "원격 데스크톱 써야 돼요? 지금 카페인데"):
        assert not problems(question, "", OUTSIDE_RULE), question
    # a named place the asker is not in
    assert problems("원격 데스크톱 써도 돼요? 지금 집인데", "", PUBLIC_WIFI_RULE)
    assert not problems("원격 데스크톱 써도 돼요? 지금 카페인데", "", PUBLIC_WIFI_RULE)


def test_a_remark_is_not_answered_by_a_rule_for_another_event() -> None:
    for question in ("원격 데스크톱 꼭 해야 돼요? 지금 호텔인데", "원격 데스크톱 필수예요? 지금 공항인데",
                     "원격 데스크톱 꼭 써야 함? 지금 집인데", "원격 데스크톱 써야 하나요? 지금 사무실인데요"):
        assert problems(question, "", NEW_DEVICE_RULE), question
    assert not problems("태블릿 바꾸면 원격 데스크톱 다시 깔아요? 지금 집인데", "", NEW_DEVICE_RULE)
    # no remark, no request: the rule is not this module's business
    assert not problems("원격 데스크톱 꼭 해야 돼요?", "", NEW_DEVICE_RULE)


def test_a_request_told_is_not_answered_by_a_rule_for_another_event() -> None:
    assert tells_request("총무 담당자가 태블릿 좀 달라고 하는데 줘도 돼요?")
    assert tells_request("팀장님이 태블릿 보내 달래요. 보내도 돼요?")
    assert tells_request("총무팀이 태블릿 달라고 요청했는데 줘야 하나요?")
    assert not tells_request("태블릿 반납은 언제까지 해요?")
    for question in ("총무 담당자가 태블릿 좀 달라고 하는데 줘도 돼요?",
                     "옆팀 과장님이 태블릿 빌려 달라는데 빌려줘도 돼요?",
                     "총무팀이 태블릿 달라고 요청했는데 줘야 하나요?"):
        assert problems(question, "", LEAVE_RULE), question
    assert not problems("휴직하는데 총무 담당자가 태블릿 달라고 하네요. 줘야 돼요?", "", LEAVE_RULE)
    assert not problems("태블릿 반납은 언제까지 해요?", "", LEAVE_RULE)
    # the requester picked out by another deed ("신고를 받은 담당자")
    assert problems("담당자가 태블릿 좀 달라고 하는데 줘도 돼요?", "", "신고를 받은 담당자가 태블릿을 원격으로 잠근다.")


def test_the_topic_rule_turns_the_situation_down() -> None:
    m = matcher()
    parts, _ = m.parts("원격 데스크톱 켜야 돼요? 지금 사무실인데")
    assert parts[0].aside == "지금 사무실인데"
    assert not cover(m, "원격 데스크톱 켜야 돼요? 지금 사무실인데", OUTSIDE_RULE).passed
    assert not cover(m, "원격 데스크톱 꼭 설치해야 돼요? 지금 호텔인데", NEW_DEVICE_RULE).passed
    assert not cover(m, "총무 담당자가 태블릿 좀 달라고 하는데 반납해도 돼요?", LEAVE_RULE).passed
    # the place remark outside the workplace: the rule for outside still answers
    assert cover(m, "원격 데스크톱 켜야 돼요? 지금 집인데", OUTSIDE_RULE).passed
