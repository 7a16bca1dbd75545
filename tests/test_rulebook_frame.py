"""The rules named as where the answer is (bot.rules.rulebook_frame), on invented sentences."""

from __future__ import annotations

from bot.rules.rulebook_frame import asked_directly
from tests.support.topic_rule import cover, shipped_matcher


def test_the_rules_named_as_the_source_are_read_away() -> None:
    asked = "회의실 예약은 며칠 전까지 해야 돼요?"
    assert asked_directly(f"회사 지침에 따르면 {asked}") == asked
    assert asked_directly("사내 규정상 택배는 몇 시까지 받아요?") == "택배는 몇 시까지 받아요?"
    # the words that say which rules stay: they may be the topic
    assert asked_directly("출입 규정에 보면 방문증은 어디서 받아요?") == "출입 방문증은 어디서 받아요?"
    assert asked_directly("정책 문서 어디에 있는지 모르겠는데, 출입증은 언제 나와요?") == "출입증은 언제 나와요?"


def test_whether_the_rules_say_it_is_the_question_asked_directly() -> None:
    assert asked_directly("비품 규정에 모니터 두 대 받을 수 있는지 나와 있나요?") == "비품 모니터 두 대 받을 수 있나요?"
    assert asked_directly("방문증은 어디서 받으라고 돼 있어요?") == "방문증은 어디서 받나요?"
    assert asked_directly("택배는 몇 시까지 받아준다고 나와 있어요?") == "택배는 몇 시까지 받아주나요?"
    assert asked_directly("주차 등록은 어떻게 하라는 내용 있어요?") == "주차 등록은 어떻게 하나요?"
    assert asked_directly("사물함 크기가 몇 cm인지 나와 있어요?") == "사물함 크기가 몇 cm인가요?"


def test_a_frame_with_no_question_inside_stays() -> None:
    for text in ("규정에 회의실 비번 나와 있어요?", "IT 정책에 뭐라고 나와 있어요?", "회사 규정이 어떻게 돼요?"):
        assert asked_directly(text) == text


def test_the_framed_question_is_answered_by_the_rule_it_wraps() -> None:
    rule = "방문증은 1층 안내데스크에서 받는다."
    assert cover(shipped_matcher(rule), "보안 규정에 보면 방문증은 어디서 받으라고 돼 있어요?", rule).passed


def test_a_quote_taken_away_leaves_no_frame() -> None:
    # what screen_text leaves of "… 찾았는데 '개인 무료'라고 써있음. …": nothing is quoted from 찾았는데
    text = "프로그램 찾았는데 라고 써있음. 회사에서도 쓸 수 있는 거지?"
    assert asked_directly(text) == text
