"""A question asked after its story (`bot.rules.closing_question`; issue 8, blind batches: long situations first,
the question last), on hand-made questions and sentences. The story's words are set aside only when the sentence
answers the closing question itself, and never when the story says which thing or which rule is meant."""

from __future__ import annotations

from bot.rules import closing_question
from bot.topic import TopicMatcher
from tests.support import topic_rule

MAKE = "메신저 비밀번호는 10자 이상으로 만든다."
LOST = "출입카드를 잃어버리면 즉시 총무팀에 신고한다."
DONE = "용도가 끝난 자료는 공유 폴더에서 바로 지운다."
BIN = "다 쓴 기밀 출력물은 파쇄한다."
SWAP = "태블릿은 3년마다 교체한다."
MAKING = "1. 비밀번호 만들기"
MATCHER = TopicMatcher(topic_rule.shipped_glossary())
MATCHER.set_vocabulary([MAKE, LOST, DONE, BIN, SWAP, "신입 사원 입사 노트북 로그인 거래처 포털"])


def test_the_closing_question_is_what_follows_the_story() -> None:
    text = ("오늘 첫 출근이에요. 메신저에 로그인했더니 비밀번호를 정하라고 나오는데요, "
            "몇 글자 이상으로 만들어야 해요?")
    assert closing_question.closing_clause(text) == "몇 글자 이상으로 만들어야 해요?"
    assert closing_question.closing_clause("거래처 미팅 끝났는데 폴더 자료 어떡해요?") == "폴더 자료 어떡해요?"
    assert closing_question.closing_clause("메신저 비밀번호 몇 자 이상이에요?") is None  # no story before it


def test_a_story_before_the_asked_figure_is_set_aside() -> None:
    question = ("이번 주 입사한 신입이에요. 노트북 켜고 로그인했더니 비밀번호를 정하라고 나오는데요, "
                "몇 글자 이상으로 만들어야 해요?")
    cover = topic_rule.cover(MATCHER, question, MAKE, section=MAKING)
    assert cover.passed, cover.missing


def test_a_story_before_a_how_question_is_set_aside() -> None:
    cover = topic_rule.cover(MATCHER, "거래처 미팅 끝났는데 공유 폴더에 있는 자료 어떡해요?", DONE)
    assert cover.passed, cover.missing


def test_a_story_act_a_rule_opens_with_stays() -> None:
    # losing is the situation the other rule is for: the story says which rule applies
    question = "출입카드 잃어버렸는데, 메신저 비밀번호는 몇 글자 이상으로 만들어야 해요?"
    assert closing_question.closing_clause(question) == "메신저 비밀번호는 몇 글자 이상으로 만들어야 해요?"
    assert not topic_rule.cover(MATCHER, question, MAKE, section=MAKING).passed
    assert closing_question.opens_rule("잃어버리", frozenset({"잃"}), [])  # the analyzer's 잃 of 잃어버리면
    assert closing_question.opens_rule("떨구", frozenset({"분실"}), ["분실"])  # its policy word


def test_a_story_that_says_which_thing_is_asked_stays() -> None:
    # the closing question's noun is told of in the story: the story says which one ("파일에 건 암호")
    told = "공유 파일에 비밀번호 걸라고 하던데, 비밀번호는 몇 글자 이상으로 만들어야 해요?"
    assert not topic_rule.cover(MATCHER, told, MAKE, section=MAKING).passed
    # a pronoun points back at the story's thing
    assert not topic_rule.cover(MATCHER, "친구가 설치 파일을 줬는데 이걸 회사 태블릿에 써도 될까요?", SWAP).passed


def test_a_yes_no_question_hangs_on_its_story() -> None:
    # a yes/no question keeps its story's nouns, and its acts when the story states a condition of its own
    # (bot.rules.whether_after_story): "only opened it" may change the answer
    assert not topic_rule.cover(MATCHER, "거래처 메일 열어보기만 했는데 메신저 비밀번호 10자 이상으로 만들어야 돼요?",
                                MAKE, section=MAKING).passed
    assert not topic_rule.cover(MATCHER, "기밀 출력물 열흘 남았는데 호텔 쓰레기통에 버려도 돼요?", BIN).passed
    # a story act that only says how the asker came to ask is set aside
    assert topic_rule.cover(MATCHER, "기밀 출력물 남았는데 호텔 쓰레기통에 버려도 돼요?", BIN).passed
    # a story act that describes a thing the sentence carries says which one ("신규 입사한 인턴 …")
    assert closing_question._describes("신규 입사한 인턴 계정 줘야되는데", "입사", ["인턴"])
    assert not closing_question._describes("이번 주에 입사한 신입이에요.", "입사", ["비밀번호"])


def test_a_story_that_asks_is_no_story() -> None:
    assert not topic_rule.cover(MATCHER, "출입카드는 어디서 받아요? 공유 폴더 자료 어떡해요?", DONE).passed
