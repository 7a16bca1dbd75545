"""Questions run together without punctuation (`bot.rules.run_on`, `bot.matching.question_parts`; issue 8): split at the
question ending, each answered by its own sentence or none. Hand-made messages and excerpts (no model, no index): the
topic rule and the extractive generator."""

from __future__ import annotations

from bot.matching import question_parts
from bot.rules.run_on import split_run_on
from tests.support.extractive_generator import ex, generator


def test_questions_written_one_after_another_are_split_at_the_question_ending() -> None:
    assert split_run_on("태블릿 몇년마다 바꿔줘요 고장나면 누구한테 말해요") == [
        "태블릿 몇년마다 바꿔줘요", "고장나면 누구한테 말해요"]
    assert split_run_on("출입증 언제 나와요 분실하면 어디에 신고해요 재발급은 며칠 걸려요") == [
        "출입증 언제 나와요", "분실하면 어디에 신고해요", "재발급은 며칠 걸려요"]
    # one question word only: one question ("어떻게 해요 이거" asks once)
    assert split_run_on("이거 어떻게 해요 진짜 급해요") == ["이거 어떻게 해요 진짜 급해요"]
    # a noun that ends like a question (필요) is no ending
    assert split_run_on("승인 필요 누구한테 받아요") == ["승인 필요 누구한테 받아요"]


def test_a_run_on_message_answers_each_question_or_none() -> None:
    text = "- 출입증의 유효기간은 2년이다.\n- 출입증이 만료되기 10일 전에 재발급을 신청한다."
    excerpt = [ex("badge", "2. 출입증", text)]
    gen = generator([text])
    answer = gen.generate("출입증 유효기간 얼마에요 만료 며칠전에 재발급 신청해야돼요", excerpt).answer
    assert "2년" in answer and "10일 전" in answer
    # before the split the message was one question, answered by the second sentence alone
    original = question_parts.split_run_on
    try:
        question_parts.split_run_on = lambda text: [text]  # type: ignore[assignment]
        assert "2년" not in gen.generate("출입증 유효기간 얼마에요 만료 며칠전에 재발급 신청해야돼요", excerpt).answer
    finally:
        question_parts.split_run_on = original
