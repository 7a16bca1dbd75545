"""The act whose way is asked ("recall 하는 법 있어요?", "되돌리는 방법") is the question's act, not a clause that
describes a thing (`bot.rules.clauses`, batch `_zp2`): a noun made a verb there is never set aside as story."""

from __future__ import annotations

from bot.rules.clauses import background_predicates
from bot.rules.scene_acts import background_acts


def test_the_act_of_a_way_asked_is_not_background() -> None:
    assert background_acts("보낸 메일 recall 하는 법 있어요?") == frozenset()
    assert background_acts("올린 파일 공유 해제하는 방법 알려줘") == frozenset()
    assert "되돌리" not in background_predicates("지운 사진 되돌리는 방법 있어요?")


def test_other_modifier_and_time_clauses_stay_background() -> None:
    assert "설문조사" in background_acts("설문조사 할 때 주민번호도 받아도 되나요?")
    assert "보내" in background_predicates("보낸 메일 recall 하는 법 있어요?")  # 보낸 메일: which mail
