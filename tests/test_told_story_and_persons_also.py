"""Session 34 (issue 8), invented sentences: a statement that tells the rule's deeds as done, before a question about
a further act of its own, is not answered by the rule that prescribes those deeds ("랜선 뽑고 와이파이 껐는데 …
켜둔 채로 퇴근해도 되나요?"); a person marked with 도 and described by a clause ("파견 온 분도") asks
whether the rule covers that person as well."""

from __future__ import annotations

from bot.rules.situations import also_things
from tests.support import topic_rule

_RULE = ("- 악성코드 감염이 의심되면 즉시 랜선을 뽑고 와이파이를 꺼서 컴퓨터를 네트워크에서 분리한다.\n"
         "- 컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다.")


def test_a_story_of_the_rules_deeds_is_not_answered_by_them() -> None:
    answer, _ = topic_rule.checked_extractive(
        "악성코드 의심돼서 랜선 뽑고 와이파이 껐는데 보안팀이 자리에 없어요. "
        "컴퓨터 끄지 말라니까 켜둔 채로 퇴근해도 되나요?",
        "2. 악성코드 감염", _RULE)
    assert answer is None


def test_a_person_described_and_marked_also() -> None:
    assert also_things("협력사에서 파견 온 분도 사원증 받을 수 있나요?") == ("파견",)
    assert also_things("인턴분도 사원증 받나요?") == ("인턴",)
    assert also_things("10분도 안 걸렸어요") == ()


def test_a_reason_after_the_question_may_end_in_an_emoji() -> None:
    from bot.rules.trailing_reason import is_reason

    assert is_reason("주차권도 챙겨야 하나 해서요 😅")
    assert not is_reason("주차권은 어디서 받아요? 😅")
