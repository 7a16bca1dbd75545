"""When a state ends is how long its reverse lasts (`bot.rules.reversed_act.reverse_lasts`; issue 8: predicate and
question-form misses that recur across many dev batches), on hand-made sentences and questions. The rule also keeps
refusing what it is not about."""

from __future__ import annotations

from bot.rules.reversed_act import reverse_lasts
from tests.support.state_verb_matcher import LOCKED, SCREEN, cover


def test_when_a_state_ends_is_how_long_its_reverse_lasts() -> None:
    assert reverse_lasts("언제 풀려요?", "풀리", LOCKED)
    assert not reverse_lasts("어떻게 풀어요?", "풀", LOCKED)  # how: the sentence says nothing of unlocking
    assert not reverse_lasts("IT에 전화하면 바로 풀려요?", "풀리", LOCKED)  # yes/no
    assert not reverse_lasts("화면 잠금 언제 풀려요?", "풀리", SCREEN)  # when it starts, not how long it lasts
    assert not reverse_lasts("언제 잠겨요?", "잠기", LOCKED)  # the same act, not its reverse
    section = "3. 비밀번호 로그인 실패와 계정 잠금"
    assert cover("비번 여러번 틀렸더니 로그인이 안돼요 언제 풀려요?", LOCKED, section).passed
    assert cover("계정 잠기면 얼마나 기다려야 풀려요?", LOCKED, section).passed
    assert not cover("계정 잠겼는데 IT에 전화하면 바로 풀려요?", LOCKED, section).passed
    assert not cover("계정 잠기면 어떻게 풀어요?", LOCKED, section).passed
