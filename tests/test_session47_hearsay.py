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


def test_is_it_so_after_hearsay_asks_whether_it_holds() -> None:
    from bot.rules.truth_question import as_hearsay_question

    for tail in ("진짜 그래요?", "그런 거예요?", "정말 그런가요?", "진짜로 그래요?"):
        heard = "출입증은 일주일 안에 반납하면 된다던데"
        assert as_hearsay_question(f"{heard} {tail}") == f"{heard}?"
    # 그래서 goes on with the story; it asks nothing
    assert as_hearsay_question("된다던데 그래서 신청했어요") == "된다던데 그래서 신청했어요"
