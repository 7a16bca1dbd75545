"""A coworker who asks the asker for something is the other person of a rule between people
(`bot.rules.favour_asker`, hooked in `bot.rules.coworker_story`), on hand-made questions and policy-like sentences."""

from __future__ import annotations

from bot.rules.favour_asker import asking
from bot.topic import TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
CHANGE = "비밀번호는 90일마다 바꾼다."
REPLACE = "노트북은 4년마다 교체한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([CHANGE, REPLACE, RETURN, SHARE])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


def test_a_coworker_asking_for_the_password_is_no_story_of_a_rule_naming_no_one() -> None:
    assert not passes("팀장님이 제 비밀번호 알려 달라는데 알려줘도 돼요?", CHANGE)
    assert not passes("부장님이 비밀번호 좀 알려달래요 알려줘도 되나요?", CHANGE)
    assert not passes("선배가 비밀번호 알려달라고 하는데 알려줘도 괜찮아요?", CHANGE)
    assert not passes("팀장이 내 비밀번호 달라는데 줘도 돼요?", CHANGE)
    assert not passes("대리님이 비밀번호 알려 달래서요 알려줘도 되죠?", CHANGE)


def test_a_coworker_telling_a_story_of_their_own_is_still_set_aside() -> None:
    assert passes("후배 노트북이 자꾸 멈추는데 회사 노트북은 몇 년마다 바꿔줘요?", REPLACE)
    assert passes("과장님이 이번 달에 퇴사하시는데 노트북은 언제까지 반납해야 돼요?", RETURN)


def test_the_request_is_read_from_the_auxiliary_or_main_verb_dal() -> None:
    coworkers = {"팀장", "선배", "팀원"}
    assert asking("팀장님이 제 비밀번호 알려 달라는데 알려줘도 돼요?", coworkers) == {"팀장"}
    assert asking("선배가 비번 좀 달래요", coworkers) == {"선배"}
    assert asking("팀원이 다음주 퇴사하는데 노트북은 어떻게 해요", coworkers) == frozenset()
