"""Words of a question's story that no rule for every employee must carry (issue 8, branch cover29), on hand-made
questions against policy-like sentences: a coworker a background clause tells of (`bot.rules.coworker_story`), the
kinds asked of a listed set (`bot.rules.listed_kinds`), leave asked for the reverse of an ordered act
(`bot.rules.reversed_permission`), a feeling said as a predicate (`bot.rules.mood_noun`), waiting answered by an end
that comes as time passes (`bot.rules.waited_option`) and a favour a person asks (`bot.rules.requested_deed`)."""

from __future__ import annotations

from bot.rules.coworker_story import left_out
from bot.topic import TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
REPLACE = "노트북은 4년마다 교체한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
NAME = "이름·생일·전화번호·사번은 비밀번호에 넣지 않는다."
GRADES = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
MIXED = "영문 대문자·소문자·숫자·특수문자 중 세 종류 이상을 섞어 쓴다."
UNPLUG = "악성코드 감염이 의심되면 즉시 랜선을 뽑고 와이파이를 꺼서 컴퓨터를 네트워크에서 분리한다."
KEEP_ON = "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([REPLACE, RETURN, SHARE, NAME, GRADES, MIXED, UNPLUG, KEEP_ON])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


# -- a coworker told of in a background clause ------------------------------------------------------------------

def test_a_coworker_owning_the_thing_or_living_the_event_is_the_story() -> None:
    assert passes("후배 노트북이 자꾸 멈추는데 회사 노트북은 몇 년마다 바꿔줘요?", REPLACE)
    assert passes("과장님이 이번 달에 퇴사하시는데 노트북은 언제까지 반납해야 돼요?", RETURN)
    # ... but a coworker asked about or a rule between people keeps the person
    # named in the asked clause, singled out with 도, or the one something goes to
    assert left_out("선배 계정으로 로그인해도 돼요?", ["선배"], REPLACE, ["계정"]) == ["선배"]
    assert left_out("과장님도 퇴사하는데 과장님도 반납해요?", ["과장"], RETURN, ["반납"]) == ["과장"]
    assert left_out("퇴사하는데 팀원한테 노트북 줘도 돼요?", ["팀원"], RETURN, ["노트북"]) == ["팀원"]
    # a rule that names people turns on who the other one is
    assert left_out("후배 노트북이 느린데 비번 알려줘도 돼요?", ["후배"], SHARE, ["비번"]) == ["후배"]
    # a kind of worker a rule may treat apart is no coworker word
    assert not passes("인턴이 다음 주에 그만두는데 노트북은 어떻게 해요", RETURN)


# -- the kinds of a listed set -----------------------------------------------------------------------------------

def test_what_kinds_of_a_thing_is_answered_by_the_list_of_that_thing() -> None:
    assert passes("문서에 붙이는 등급은 무슨 종류가 있나요?", GRADES)
    # a list of another thing does not answer what kinds
    assert not passes("대외비 문서는 어떤 종류가 있나요?", GRADES)


# -- leave for the reverse of an ordered act ---------------------------------------------------------------------

def test_leave_to_undo_what_the_rule_orders_on_the_same_thing_is_answered() -> None:
    assert passes("바이러스 걸린 것 같은데 랜선은 꽂아둬도 되나요?", UNPLUG)
    # "끄지 말고" forbids turning off: it says nothing of leave to turn on
    assert not passes("바이러스 걸린 것 같은데 컴퓨터 켜둬도 되나요?", KEEP_ON)
    assert not passes("와이파이 켜도 돼요?", UNPLUG)  # no situation the rule opens with


# -- a feeling said as a predicate -------------------------------------------------------------------------------

NO_HARM = "신고한 사람에게는 어떤 불이익도 없다."
UNLOCKS = "잠긴 계정은 시간이 지나면 자동으로 풀린다."
MATCHER.set_vocabulary([REPLACE, RETURN, SHARE, NAME, GRADES, MIXED, UNPLUG, KEEP_ON, NO_HARM, UNLOCKS])


def test_a_feeling_noun_said_with_dweda_is_the_askers_mood() -> None:
    from bot.language.terms import content_terms

    assert [t.text for t in content_terms("보고하면 제가 불이익 받을까 봐 걱정이 돼요")] == ["보고", "이익"]
    assert passes("신고하면 혹시 불이익이 있는 건 아닌지 걱정이 돼서요", NO_HARM)
    # a feeling noun that names what is asked about, with no 되다 / 하다 after it, stays
    assert "걱정" in [t.text for t in content_terms("걱정 있으면 누구한테 말해요?")]


# -- waiting is enough when the rule says the end comes as time passes ----------------------------------------------

def test_waiting_is_answered_by_the_end_coming_as_time_passes() -> None:
    assert passes("계정이 잠겼어요 관리자한테 전화해야 풀리나요 아니면 기다리면 풀려요?", UNLOCKS)
    assert passes("계정이 잠겼는데 한참 기다리면 풀리나요?", UNLOCKS)
    # another end, or a thing the rule is not about, stays
    assert not passes("계정 잠겼는데 기다리면 다른 사람이 써도 돼요?", UNLOCKS)
    assert not passes("계정 정지됐는데 기다리면 풀려요?", UNLOCKS)


# -- a favour a person asks, before the question what the asker may give ----------------------------------------------

def test_the_favour_a_coworker_asks_is_the_story_of_the_leave_asked() -> None:
    assert passes("후배가 제 아이디로 출장 신청 좀 올려달래요 아이디 알려줘도 되나요?", SHARE)
    assert passes("동료가 휴가 중이라 내 계정으로 대신 좀 접속해달래요 비번 알려줘도 돼요?", SHARE)
    # without a request quote the same words are asked
    assert not passes("후배가 제 아이디로 출장 신청 올렸는데 괜찮나요?", SHARE)
    # leave to do the favour itself keeps its words: what is asked for is what would be given
    assert not passes("협력사 직원이 회의실 프린터 비번 알려달라는데 알려줘도 돼요?", SHARE)
    assert not passes("과장님이 출장 가시면서 본인 계정 알려주고 대신 결재 좀 해달래요 해도 되나", SHARE)
