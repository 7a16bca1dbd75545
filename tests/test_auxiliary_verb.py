"""A question's verb is not carried by the same stem used as an auxiliary after another verb
(`bot.rules.auxiliary_verb`, batch `_zf2`): 잃어버리다 is no rule on 버리다, on hand-made sentences."""

from __future__ import annotations

from bot.rules.auxiliary_verb import only_auxiliary
from tests.support.extractive_generator import ex, generator

LOSS = "출입카드를 잃어버리면 즉시 총무팀에 신고한다."


def test_a_stem_used_only_as_an_auxiliary() -> None:
    assert only_auxiliary("버리", LOSS)


def test_a_stem_used_as_a_verb_of_its_own() -> None:
    assert not only_auxiliary("버리", "다 쓴 출입카드는 버린다.")
    assert not only_auxiliary("버리", "")
    assert not only_auxiliary("신고", LOSS)


def test_discarding_is_not_answered_by_the_loss_rule() -> None:
    gen = generator(["출입카드", "총무팀", "신고", "버리", "잃"])
    excerpts = [ex("access", "3. 분실", f"- {LOSS}")]
    assert gen.generate("출입카드 버리면 총무팀에 신고해야 되나요?", excerpts).status == "insufficient_evidence"
    assert gen.generate("출입카드 잃어버리면 총무팀에 신고해야 되나요?", excerpts).status == "answered"
