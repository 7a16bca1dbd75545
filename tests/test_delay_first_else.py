"""Leave to do something else first ("좀 더 찾아보고 신고해도 되죠?") asks to put the act off; a rule that only says
to do it at once is quoted with the section's sentence that forbids the wait (`bot.rules.delay_asked`, batch `_zp2`),
on hand-made sections and questions."""

from __future__ import annotations

from bot.rules import delay_asked
from tests.support.extractive_generator import ex, generator

AT_ONCE = "출입카드를 잃어버리면 즉시 총무팀에 신고한다."
NO_WAIT = "잃어버린 것을 알게 되면 미루지 않고 바로 알린다."
SECTION = f"- {AT_ONCE}\n- {NO_WAIT}"


def test_something_else_done_first_asks_to_wait() -> None:
    assert delay_asked.asks_to_wait("출입카드 잃어버린 것 같은데 좀 더 찾아보고 신고해도 되죠?", True)
    assert delay_asked.asks_to_wait("일단 확인해 보고 나서 말해도 돼요?", True)
    assert delay_asked.asks_to_wait("사무실 다 뒤져본 다음에 알려도 되나요?", True)
    assert delay_asked.at_once_answers("좀 더 찾아보고 신고해도 되죠?", True, NO_WAIT)


def test_no_wait_asked_without_leave_or_an_earlier_act() -> None:
    assert not delay_asked.asks_to_wait("좀 더 찾아보고 신고해도 되죠?", False)  # no permission asked
    assert not delay_asked.asks_to_wait("출입카드 잃어버렸는데 신고해야 돼요?", True)
    assert not delay_asked.asks_to_wait("개인 USB 꽂고 써도 돼요?", True)


def test_the_rule_against_the_wait_is_quoted_with_the_at_once_rule() -> None:
    others = [AT_ONCE, NO_WAIT, "출입카드는 남에게 빌려주지 않는다."]
    question = "출입카드 잃어버린 것 같은데 좀 더 찾아보고 신고해도 되죠?"
    assert delay_asked.not_put_off(question, True, AT_ONCE, others[1:], str) == [NO_WAIT]
    assert delay_asked.not_put_off(question, True, NO_WAIT, others[:1], str) == []  # it says so itself
    assert delay_asked.not_put_off("출입카드 잃어버렸는데 신고해도 되죠?", True, AT_ONCE, others[1:], str) == []


def test_the_generator_quotes_both_sentences() -> None:
    gen = generator(["출입카드", "신고", "총무팀"])
    draft = gen.generate("출입카드 잃어버린 것 같은데 좀 더 찾아보고 신고해도 되죠?",
                         [ex("access", "3. 분실", SECTION)])
    assert draft.status == "answered"
    assert "즉시 총무팀에 신고한다" in draft.answer and "미루지 않고" in draft.answer
