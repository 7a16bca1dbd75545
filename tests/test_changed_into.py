""""맥북으로 바꿔줄 수 있어요?": the thing asked to change into must be the sentence's (bot.rules.changed_into)."""

from __future__ import annotations

from bot.rules.changed_into import changed_into, problems
from tests.support.topic_rule import checked_extractive


def test_what_the_question_asks_to_change_into() -> None:
    assert changed_into("맥북으로 바꿔줄 수 있어요?") == ["맥북"]
    assert changed_into("윈도우11로 업그레이드해도 돼요?") == ["윈도우11"]
    assert changed_into("아이폰으로 변경 가능?") == ["아이폰"]
    # a change told as the story, an adverb ending in 로, no change at all
    assert changed_into("폰을 갤럭시로 바꿨는데 OTP 어떻게 해요?") == []
    assert changed_into("비밀번호를 새로 바꿔야 돼요?") == []
    assert changed_into("자료는 사내 드라이브로 옮겨요?") == []


def test_problems() -> None:
    words = {"맥북": ["노트북"]}.get
    assert problems("맥북으로 바꿔줄 수 있어요?", "노트북은 4년마다 교체한다.", lambda w: words(w, []))
    assert problems("맥북으로 바꿔줄 수 있어요?", "개발 직군은 맥북으로 교체할 수 있다.", lambda w: words(w, [])) == []
    # a thing the sentence does not speak of at all is left to the topic rule
    assert problems("아이폰으로 바꿔도 돼요?", "노트북은 4년마다 교체한다.", lambda w: words(w, [])) == []


def test_extractive_hands_off_a_change_into_a_thing_the_rule_does_not_name() -> None:
    text = "- 노트북은 4년마다 교체한다.\n- 교체할 때는 쓰던 노트북을 반납한다."
    answer, _ = checked_extractive("맥북으로 바꿔줄 수 있어요?", "2. 교체", text)
    assert answer is None
    answer, passed = checked_extractive("노트북은 몇 년마다 바꿔줘요?", "2. 교체", text)
    assert answer is not None and "4년마다" in answer and passed
