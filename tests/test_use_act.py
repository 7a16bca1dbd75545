"""A permission question asked with the plain verb of using ("보안 카드 써도 돼요?") is answered by the sentence that
says how the thing is used, not by another act on the same thing (`bot.rules.use_act`), on hand-made sentences."""

from __future__ import annotations

from bot.rules.use_act import uses
from tests.support.extractive_generator import ex, generator

LOSS = "출입 카드를 잃어버리면 즉시 총무팀에 신고한다."
USE = "업무에는 회사가 발급한 출입 카드만 사용한다."


def test_a_verb_of_using_meets_the_sentence_that_says_using() -> None:
    assert uses(frozenset({"쓰"}), frozenset({"사용"}))
    assert uses(frozenset({"이용하"}), frozenset({"사용", "발급"}))
    assert not uses(frozenset({"쓰"}), frozenset({"신고"}))
    assert not uses(frozenset({"보내"}), frozenset({"사용"}))


def test_using_the_thing_is_answered_by_the_rule_on_its_use() -> None:
    gen = generator(["출입", "카드", "총무팀", "신고", "발급", "업무", "회사"])
    excerpts = [ex("cards", "3. 분실", f"- {LOSS}"), ex("cards", "1. 사용", f"- {USE}")]
    draft = gen.generate("출입 카드 써도 돼요?", excerpts)
    assert draft.status == "answered"
    assert "사용한다" in draft.answer and "잃어버리면" not in draft.answer
