"""What comes first and whether only one thing is allowed (`bot.rules.first_step`, `bot.rules.asked_only`), on hand-made
questions and sentences."""

from __future__ import annotations

from bot.rules import asked_only, first_step

VPN_FIRST = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
OTP = "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다."
ONLY_SECURE = "업무에는 회사에 등록된 보안 USB만 사용한다."
NO_PERSONAL = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."


def test_which_step_first_needs_a_sentence_that_orders_steps() -> None:
    question = "출장 가서 호텔에서 회사 시스템 접속할 땐 뭐부터 켜야 돼요?"
    assert first_step.problems(question, OTP)
    assert not first_step.problems(question, VPN_FIRST)


def test_what_to_do_first_is_answered_by_the_immediate_action() -> None:
    # "뭐부터 해야 돼요?" asks what to do: not an ordering of steps
    report = "의심 메일을 열었으면 즉시 보안팀에 신고한다."
    assert not first_step.problems("피싱 링크 눌렀어요 뭐부터 해야 돼요?", report)
    assert not first_step.problems("I think my PC got malware. What should I do first?", "네트워크를 끊는다.")


def test_only_one_thing_asked_needs_a_sentence_that_says_only() -> None:
    question = "회사 노트북에 꽂을 수 있는 건 보안 USB뿐이에요?"
    assert asked_only.problems(question, NO_PERSONAL)
    assert not asked_only.problems(question, ONLY_SECURE)
    assert asked_only.problems("보안 USB만 써야 돼요?", NO_PERSONAL)


def test_a_figure_bound_is_not_an_only_question() -> None:
    assert not asked_only.problems("첨부 파일은 10MB까지만 되죠?", "메일 첨부 파일은 25MB까지 보낼 수 있다.")
    assert not asked_only.problems("비번 12자만 되면 돼요?", "비밀번호는 12자 이상으로 만든다.")
