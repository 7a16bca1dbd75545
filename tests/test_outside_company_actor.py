"""Session 32 reading (issue 8), on invented sentences: an outside company that acts ("협력사 직원이 … 가져가도") is not
the place a thing is taken to."""

from __future__ import annotations

from bot.rules import outside_place


def test_an_outside_company_that_acts_is_no_place_taken_to() -> None:
    sentence = "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다."
    assert outside_place.answered("보안 USB에 자료 담아서 협력사 미팅 들고 나가도 돼요?", ["협력사"], sentence) == []
    assert outside_place.answered("거래처 직원이 우리 보안 USB 가져가도 되나요?", ["거래처"], sentence) == ["거래처"]
    assert outside_place.answered("고객사 담당자가 자료 가져가도 돼요?", ["고객사"], sentence) == ["고객사"]
