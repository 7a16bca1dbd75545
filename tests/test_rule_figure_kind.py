"""A figure of another kind (`bot.rules.figure_kind`; issue 8, safety: a near miss about another figure than the policy
sentence), on hand-made questions and sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import figure_kind
from bot.topic import TopicMatcher
from tests.support import topic_rule

LOST_PHONE = "업무폰을 잃어버리면 즉시 보안팀에 신고한다."
ONLY_PHONE = "업무에는 회사에 등록된 업무폰만 사용한다."
ANY_DEVICE = "기기를 잃어버리면 즉시 보안팀에 신고한다."
ROOM_LOG = "기계실에 들어갈 때는 출입 기록부를 작성한다."
Q = "그거 30 넘으면 3 더 돼요?"  # a question with the figures in digits
SIZE = "첨부 파일은 30MB까지 보낼 수 있다."
# a hand-made glossary: 태블릿 is a 휴대용 단말, the word the document title uses; 설비실 is the 기계실
GLOSSARY = Glossary({"휴대용 단말": ("태블릿", "아이패드"), "기계실": ("설비실",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LOST_PHONE, ONLY_PHONE, ANY_DEVICE, ROOM_LOG, SIZE])


def _passes(question: str, sentence: str, section: str = "1. 규칙") -> bool:
    return topic_rule.cover(MATCHER, question, sentence, section).passed


def test_figure_of_another_kind() -> None:
    assert figure_kind.problems(Q, [("30", "number")], [("30", "size")], False) == ["(30: a figure of another kind)"]
    assert figure_kind.problems(Q, [("30", "size")], [("30", "size")], False) == []
    assert figure_kind.problems(Q, [("3", "times")], [("5", "times")], True) == []  # a premise to correct
    assert figure_kind.problems(Q, [("3", "year")], [("60", "day")], True) == [
        "(3: the figure that says what is asked)"]  # no noun, and nothing of its unit
    assert figure_kind.problems(Q, [("3", "year")], [("60", "day")], False) == []  # nouns pin the question
    assert figure_kind.problems(Q, [("30", "number")], [("1", "year")], False) == [
        "(30: a figure of another kind)"]  # the sentence's figures are all of another family
    assert figure_kind.problems(Q, [("30", "size")], [("25", "size")], False) == []  # a size against a size
    assert figure_kind.problems("인증서 한 번 받으면 얼마나 써요?", [("1", "times")], [("1", "year")], False) == []
    assert not _passes("첨부 파일 30개까지 보낼 수 있어요?", SIZE)
    assert _passes("첨부 파일 30MB까지 보낼 수 있어요?", SIZE)
