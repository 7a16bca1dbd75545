"""A yes/no question asked after its story (`bot.rules.whether_after_story`, hooked in
`bot.rules.closing_question`), on hand-made questions and sentences: the story's acts are set aside when the story
only says how the asker came to ask, never when it states a figure, relays someone else's words, stresses how little
was done, or when the question asks to skip a duty."""

from __future__ import annotations

from bot.rules.whether_after_story import acts_aside
from bot.topic import TopicMatcher
from tests.support import topic_rule

BIN = "다 쓴 기밀 출력물은 파쇄한다."
LOST = "출입카드를 잃어버리면 즉시 총무팀에 신고한다."
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([BIN, LOST, "거래처 미팅"])


def passes(question: str, sentence: str = BIN) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


def test_a_story_act_that_only_leads_to_the_question_is_set_aside() -> None:
    assert passes("기밀 출력물 남았는데 호텔 쓰레기통에 버려도 돼요?")
    # its nouns stay: they may say which thing or which occasion is meant
    assert not passes("미팅 끝나고 기밀 출력물 남았는데 호텔 쓰레기통에 버려도 되나요?")


def test_a_story_with_a_figure_keeps_its_acts() -> None:
    assert not passes("기밀 출력물 열흘 남았는데 호텔 쓰레기통에 버려도 돼요?")
    assert not passes("기밀 출력물 3장 남았는데 호텔 쓰레기통에 버려도 돼요?")
    assert not acts_aside("노트북 4년 넘게 썼는데 ", "바꿔주나요")
    assert not acts_aside("이미 신고했는데 ", "보안팀에 또 알려야 돼요?")
    assert acts_aside("신규 입사한 개발자 권한 줘야되는데 ", "누구 승인 받아요?")  # "한 개발자" is no count


def test_words_relayed_from_someone_else_keep_the_story() -> None:
    assert not passes("팀장님이 기밀 출력물 남았다고 하는데 호텔 쓰레기통에 버려도 돼요?")
    assert not acts_aside("부장님이 점검한대요 ", "컴퓨터 꺼도 돼요?")
    assert not acts_aside("친구가 잠깐 빌려달라는데 ", "회사 노트북 빌려줘도 돼요?")


def test_an_act_stressed_as_all_that_was_done_stays() -> None:
    assert not acts_aside("피싱 메일 열어보기만 했는데 ", "비밀번호 바꿔야 돼요?")


def test_a_question_that_asks_to_skip_a_duty_keeps_the_story() -> None:
    assert not passes("기밀 출력물 남았는데 파쇄 안 해도 돼요?")
    assert not acts_aside("출력물 남았는데 ", "굳이 파쇄해야 돼요?")


def test_an_act_some_rule_opens_with_still_says_which_rule() -> None:
    assert not passes("출입카드 잃어버렸는데 호텔 쓰레기통에 버려도 돼요?", BIN)
