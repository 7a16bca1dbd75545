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


def test_a_question_after_a_yes_no_question_on_the_same_point() -> None:
    answer, passed = topic_rule.checked_extractive("출입증 비밀번호 메일에 써도 돼요? 어떻게 알려 줘요?", SECTION,
                                                   SENTENCE)
    assert answer is not None and "문자로" in answer and passed
    question = "출입증 비밀번호 그냥 메일로 보내도 돼요? 그럼 어떻게 줘요?"  # 그럼: a question of its own
    assert topic_rule.checked_extractive(question, SECTION, SENTENCE)[0] is None


def _joined(question: str) -> bool:
    matcher = topic_rule.shipped_extractive(question, SECTION, SENTENCE)[2].matcher
    return matcher.follow_up_reading(matcher.parts(question)[0]) is not None


def test_a_reason_or_a_difference_asked_is_never_joined() -> None:
    assert _joined("출입증 비밀번호 메일에 써도 돼요? 어떻게 알려 줘요?")
    for question in ("출입증 비밀번호는 왜 메일에 쓰면 안 돼요? 어떻게 알려 줘요?",
                     "출입증 비밀번호 메일에 써도 돼요? 문자랑 뭐가 다른 건데?",
                     "출입증 비밀번호 메일에 써도 돼요? 문자랑 뭐가 달라요?"):
        assert not _joined(question), question


def test_the_check_reads_the_follow_up_only_when_asked_to() -> None:
    from bot.answer.checks import answers_question

    question = "출입증 비밀번호는 어떻게 전달해요? 메일에 같이 써도 돼?"
    draft, excerpt, gen = topic_rule.shipped_extractive(question, SECTION, SENTENCE)
    assert draft.status == "answered"
    assert answers_question(question, draft.answer, [excerpt], gen.matcher, [1]).passed
    # a computed table answer is checked with each part as asked (bot.answer.pipeline)
    assert not answers_question(question, draft.answer, [excerpt], gen.matcher, [1], follow_up=False).passed
