"""A comparison's other side (`bot.rules.compared_side`; batch `_ze`, issue 8), on hand-made sentences and invented
questions, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import (
    compared_side,
)
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"노트북": ("랩탑",), "출력물": ("프린트", "인쇄물")})
MATCHER = TopicMatcher(GLOSSARY)

CYCLE = "태블릿은 3년마다 교체한다."
TWO_CYCLES = "태블릿은 3년마다, 키보드는 2년마다 교체한다."


def no_words(word: str) -> list[str]:
    return []


def test_the_other_side_of_a_korean_comparison() -> None:
    assert compared_side.korean_side("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?") == ("키보드",)
    assert compared_side.korean_side("보안 스틱이 일반 스틱보다 용량이 커요?") == ("일반",)
    # a figure on the other side is compared with the rule's own figure: left to the figure rules
    assert compared_side.korean_side("잠금이 30분보다 더 오래 가요?") == ()
    assert compared_side.korean_side("태블릿 교체는 언제 해요?") == ()


def test_the_other_side_of_an_english_comparison() -> None:
    assert compared_side.english_side("Is the tablet cycle longer than the keyboard cycle?") == ("keyboard",)
    assert compared_side.english_side("can IT unlock it faster than 30 min?") == ()
    assert compared_side.english_side("can I delete mails older than a year?") == ()


def test_a_sentence_on_one_side_does_not_answer_the_comparison() -> None:
    assert compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, no_words)
    assert not compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", TWO_CYCLES, no_words)
    # the other side named through a glossary policy word
    assert not compared_side.problems("태블릿이 랩탑보다 오래 써요?", "노트북은 4년, 태블릿은 3년마다 교체한다.",
                                      lambda word: ["노트북"] if word == "랩탑" else [])
    assert compared_side.problems("Is the tablet cycle longer than the keyboard cycle?", CYCLE, no_words)


def test_the_comparison_through_the_topic_rule() -> None:
    found = cover(MATCHER, "태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, "2. 교체 주기")
    assert any("comparison" in item for item in found.missing)
    found = cover(MATCHER, "태블릿 몇 년마다 교체해요?", CYCLE, "2. 교체 주기")
    assert not any("comparison" in item for item in found.missing)
