"""A first step asked needs an order, a permission for later needs a when (`bot.rules.first_step`; batch `_zh`, issue 8:
a predicate worded otherwise), on hand-made sentences and questions. The rule also keeps refusing what it is not
about."""

from __future__ import annotations


def test_a_first_step_asked_needs_an_order() -> None:
    from bot.rules.first_step import problems

    question = "집에서 회사 시스템 들어가려면 뭐부터 켜야돼요?"
    assert problems(question, "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다.")
    assert not problems(question, "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다.")
    assert not problems("링크 눌러버렸어요 뭐부터 해요?", "바로 비밀번호를 바꾸고 보안팀에 알린다.")
    assert not problems("집에서 회사 시스템 들어가려면 뭘 켜야돼요?", "OTP를 반드시 사용한다.")  # no first asked


def test_a_permission_for_later_needs_a_when() -> None:
    from bot.rules.first_step import later_problems

    marking = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
    assert later_problems("문서 등급은 나중에 바꿔도 되나요?", True, marking)
    assert not later_problems("출력물 나중에 가져가도 되나요?", True, "대외비 문서의 출력물은 출력한 뒤 바로 회수한다.")
    assert not later_problems("기록부 나중에 써도 돼요?", True, "서버실에 들어갈 때는 출입 기록부를 작성한다.")
    assert not later_problems("문서 등급은 바꿔도 되나요?", True, marking)  # no later asked
