"""A question that offers two options (`bot.rules.alternatives`; batch `_ze`, issue 8), on hand-made sentences and
invented questions, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import (
    alternatives,
)
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"노트북": ("랩탑",), "출력물": ("프린트", "인쇄물")})
MATCHER = TopicMatcher(GLOSSARY)


TEST = "매주 백업본으로 복원 점검을 한다."
RECLAIM = "기밀 문서의 출력물은 출력한 뒤 바로 회수한다."
SIZE = "메신저 첨부 파일은 50MB까지 보낼 수 있다."
REENROLL = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."


def no_words(word: str) -> list[str]:
    return []


def test_the_options_a_question_offers() -> None:
    assert alternatives.options("복원 점검은 운영 장비에 해요, 시험 장비에 해요?") is not None
    assert alternatives.options("출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?") is not None
    # a story told first, a question word in a piece: no two options
    assert alternatives.options("폰 바꿨어요, 인증 앱 다시 등록해야 돼요?") is None
    assert alternatives.options("퇴사 전에 반납하는 거예요 아니면 퇴사하고 며칠 안에?") is None
    assert alternatives.options("스틱 잃어버렸어요, 어디에 신고해요?") is None


def test_a_sentence_naming_no_option_does_not_answer() -> None:
    assert alternatives.problems("복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, no_words)
    # the options' shared noun (기준) is what is asked: naming both options' nouns is not enough
    assert alternatives.problems("첨부 50MB 제한이 메신저 한 통 기준이에요, 파일 하나 기준이에요?", SIZE, no_words)
    # a sentence naming the option that holds answers
    assert not alternatives.problems("기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM,
                                     no_words)
    assert not alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?",
                                     "인증 앱 다시 등록은 웹에서 한다.", no_words)
    assert alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?", REENROLL, no_words)
    # no topic marker: the first option is as long as the second ("매번" vs "하루 한 번"), the topic word 인증 of
    # the heading tells nothing apart
    assert alternatives.problems("인증 앱 인증 매번 해야 돼요 아니면 하루 한 번이에요?", f"4. 다단계 인증 {REENROLL}",
                                 no_words)


def test_the_options_through_the_topic_rule() -> None:
    found = cover(MATCHER, "기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM, "4. 출력물")
    assert not any("options" in item for item in found.missing)
    found = cover(MATCHER, "복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, "3. 백업")
    assert any("options" in item for item in found.missing)


def test_an_option_named_only_through_a_word_both_options_say_tells_nothing_apart() -> None:
    """"그냥 삭제하면 되나요, 아니면 포맷해서 완전 삭제까지 해야 해요?": 포맷 is a way to 삭제, the word both options
    say and "… 바로 삭제한다" names; it does not say whether formatting is needed. A sentence that names the format
    itself does."""
    ways = {"포맷": ["삭제"], "지우": ["삭제"]}

    def policy_words(word: str) -> list[str]:
        return ways.get(word, [])

    question = "보안 스틱에서 다 쓴 파일 지울 때 그냥 삭제하면 되나요, 아니면 포맷해서 완전 삭제까지 해야 해요?"
    assert alternatives.problems(question, "용도가 끝난 파일은 보안 스틱에서 바로 삭제한다.", policy_words)
    assert not alternatives.problems(question, "용도가 끝난 파일은 보안 스틱을 포맷해 삭제한다.", policy_words)
    # an option whose policy word the other option does not say still tells them apart
    assert not alternatives.problems("파일은 그냥 두면 되나요, 아니면 지워야 해요?", "다 쓴 파일은 바로 삭제한다.",
                                     policy_words)
