"""What the asker heard, asked back (session-47 probe _p47e), read on invented sentences."""

from __future__ import annotations

from tests.support.topic_rule import cover, shipped_matcher


def test_a_permission_heard_is_a_permission_asked() -> None:
    matcher = shipped_matcher()
    for question in ("선배가 자료실은 혼자 들어가도 된다던데 맞아요?", "자료실 혼자 들어가도 된대요"):
        part = matcher.parts(question)[0][0]
        assert part.permission and "혼자" in part.qualifiers, question
    # the rule on what to write when going in does not say whether one may go in alone
    visit = "자료실에 들어갈 때는 출입 기록부를 작성한다."
    assert not cover(shipped_matcher(visit), "선배가 자료실은 혼자 들어가도 된다던데 맞아요?", visit).passed
