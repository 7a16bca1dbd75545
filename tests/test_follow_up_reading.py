"""Session 36 (issue 8), invented sentences: a yes/no follow-up on the question before it ("… 어떻게 전달해요? 메일에
같이 써도 돼?") is read as one question with it when the parts read alone leave it unanswered; an alternative ("아님
…?"), a question announced as another ("그리고 …") or "N은요?" stays a question of its own."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from tests.support import topic_rule

SECTION = "3. 출입증"
SENTENCE = "- 출입증 비밀번호는 메일 본문에 쓰지 않고 문자로 따로 알려 준다."


def _parts(question: str) -> list[str]:
    gen: ExtractiveGenerator = topic_rule.shipped_extractive(question, SECTION, SENTENCE)[2]
    return [p.text for p in gen.matcher.parts(question)[0]]


def test_a_yes_no_follow_up_is_answered_with_the_question_before_it() -> None:
    question = "출입증 비밀번호는 어떻게 전달해요? 메일에 같이 써도 돼?"
    assert len(_parts(question)) == 2  # the first reading: two questions
    answer, passed = topic_rule.checked_extractive(question, SECTION, SENTENCE)
    assert answer is not None and "문자로" in answer and passed
    spoken = "출입증 비밀번호는 어떻게 전달해요? 메일에 같이 써도 되나"  # a question ending, no question mark
    answer, _ = topic_rule.checked_extractive(spoken, SECTION, SENTENCE)
    assert answer is not None and "문자로" in answer


def test_a_question_of_its_own_is_no_follow_up() -> None:
    for question in ("출입증 비밀번호는 어떻게 전달해요? 아님 메일에 같이 써도 돼?",
                     "출입증 비밀번호는 어떻게 전달해요? 그리고 메일에 같이 써도 돼?",
                     "출입증 비밀번호는 어떻게 전달해요? 메일함 비밀번호는요?"):
        assert topic_rule.checked_extractive(question, SECTION, SENTENCE)[0] is None, question


def test_a_follow_up_after_a_statement_is_not_joined() -> None:
    # the part before asks nothing: the follow-up is the question, read alone (not answered here)
    answer, _ = topic_rule.checked_extractive("출입증 비밀번호를 받았어요. 메일에 같이 써도 돼?", SECTION, SENTENCE)
    assert answer is None
