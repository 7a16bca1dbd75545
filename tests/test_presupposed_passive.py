"""A passive modifier ("반납**된** 장비의 …") presupposes the act; a permission or yes/no question on that act is not
answered by it (`bot.rules.modifier_ending`, `situations.presupposed`, batch `_zs`), on hand-made sentences."""

from __future__ import annotations

from bot.rules.situations import presupposed
from tests.support.extractive_generator import ex, generator

WIPE = "반납된 태블릿의 저장 장치는 완전히 삭제한 뒤 다시 쓴다."
RETURN = "퇴사하면 태블릿을 총무팀에 반납한다."


def test_a_passive_modifier_presupposes_the_act() -> None:
    assert presupposed(WIPE, "반납")
    assert not presupposed(RETURN, "반납")


def test_a_time_clause_and_an_active_modifier_do_not() -> None:
    assert not presupposed("수집될 때는 목적을 알린다.", "수집")
    assert not presupposed("신고한 사람에게는 어떤 불이익도 없다.", "신고")
    assert not presupposed("모을 때는 쓰는 곳을 알리고 동의를 받는다.", "모으")  # not the next verb's ending


def test_a_duty_to_return_is_not_answered_by_the_rule_on_returned_devices() -> None:
    gen = generator(["태블릿", "반납", "저장", "장치", "삭제", "총무팀", "퇴사"])
    wipe_only = [ex("devices", "3. 반납", f"- {WIPE}")]
    assert gen.generate("휴직하면 쓰던 태블릿도 반납해야 돼요?", wipe_only).status == "insufficient_evidence"
    both = [ex("devices", "3. 반납", f"- {RETURN}\n- {WIPE}")]
    draft = gen.generate("퇴사하면 태블릿 반납해야 돼요?", both)
    assert draft.status == "answered" and "총무팀에 반납한다" in draft.answer
