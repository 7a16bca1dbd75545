"""When and where the asker is, told before the question (session-47 probes _p47b, _p47d), on invented sentences."""

from __future__ import annotations

from bot.rules.inquiry_lead import without_inquiry_lead


def _known(word: str) -> bool:
    return word in {"카페", "재택", "회의실"}  # words a policy uses


def test_when_and_where_the_asker_is_are_no_topic() -> None:
    asked = "회의실 예약은 며칠 전까지 해요?"
    leads = ("주말인데", "연휴 전날이라", "지사에 와 있는데", "출장 와 있는데", "집에서 일하는데")
    for lead in leads:
        assert without_inquiry_lead(f"{lead} {asked}", _known) == asked, lead


def test_a_setting_a_policy_speaks_of_stays() -> None:
    for text in ("카페에서 일하는데 회의실 예약은 며칠 전까지 해요?", "재택 중인데 회의실 예약은 며칠 전까지 해요?",
                 "인턴인데 회의실 예약해도 돼요?", "출장 가기 전에 회의실 예약해야 돼요?"):
        assert without_inquiry_lead(text, _known) == text
