"""What another company or team does is the asker's premise about this one (bot.rules.elsewhere), on hand-made text."""

from __future__ import annotations

from bot.rules.elsewhere import as_here
from tests.support.topic_rule import checked_extractive


def test_the_place_compared_with_is_dropped_and_the_closing_confirms() -> None:
    assert as_here("전 회사에서는 6개월마다 비번 바꿨는데 여기는요?") == "6개월마다 비번 바꿨는데 맞아요?"
    assert as_here("전 직장은 VPN 인증서가 2년짜리였는데 여기도 그래요?") == "VPN 인증서가 2년짜리였는데 맞아요?"
    # a question of its own after the comparison keeps its wording
    assert as_here("옆 팀은 개인 USB 쓴다던데 우리도 써도 돼요?") == "개인 USB 쓴다던데 우리도 써도 돼요?"


def test_left_alone() -> None:
    # a practice with no figure: whether it exists here is asked, not confirmed
    assert as_here("전 회사에서는 맥북 줬는데 여기도 그래요?") == "전 회사에서는 맥북 줬는데 여기도 그래요?"
    # "전" as "I", not a former company; no place compared with at all
    assert as_here("전 비밀번호 바꿨는데 여기는요?") == "전 비밀번호 바꿨는데 여기는요?"
    assert as_here("비밀번호 몇 자예요?") == "비밀번호 몇 자예요?"


def test_a_compared_figure_is_corrected_by_the_rule() -> None:
    text = "- 비밀번호는 90일마다 바꾼다.\n- 비밀번호는 12자 이상으로 만든다."
    answer, passed = checked_extractive("전 회사에서는 6개월마다 비번 바꿨는데 여기는요?", "1. 비밀번호", text)
    assert answer is not None and "90일마다" in answer and passed
    answer, _ = checked_extractive("전 회사에서는 맥북 줬는데 여기도 그래요?", "1. 비밀번호", text)
    assert answer is None
