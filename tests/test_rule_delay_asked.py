"""A permission to put an act off is answered by a rule that says not to put it off (`bot.rules.delay_asked`; batch
`_zm`, issue 8), on hand-made sections and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules import delay_asked

LOST_OPENING = "외장 디스크를 잃어버리면 즉시 보안 담당에게 신고한다."
LOST_LATER = "잃어버린 사실을 알게 되면 미루지 않고 바로 알린다."


def test_a_permission_to_wait_is_answered_by_a_rule_that_forbids_the_wait() -> None:
    assert delay_asked.at_once_answers("며칠 있다가 말해도 돼요?", True, LOST_LATER)
    assert delay_asked.at_once_answers("내일 얘기해도 되나요?", True, "지체 없이 보고한다.")
    assert delay_asked.at_once_answers("며칠 더 찾아보고 말해도 되죠?", True, LOST_LATER)


def test_the_wait_rule_keeps_refusing() -> None:
    assert not delay_asked.at_once_answers("며칠 있다가 말해도 돼요?", True, LOST_OPENING)  # 즉시 only
    assert not delay_asked.at_once_answers("며칠 있다가 말해도 돼요?", False, LOST_LATER)  # no permission
    assert not delay_asked.at_once_answers("며칠 안에 말해야 돼요?", True, LOST_LATER)  # no wait told
