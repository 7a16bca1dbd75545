"""The act asked leave for, with one noun pinning the sentence (`bot.rules.permitted_thing_act`; issue 8, safety), on
hand-made questions and sentences."""

from __future__ import annotations

from bot.rules import permitted_thing_act
from tests.support.work_phone_matcher import LOST_PHONE, passes


def test_the_permitted_act_on_a_thing_pinned_by_one_noun() -> None:
    assert permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "팔", "팔")
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 2, "팔", "팔")  # two nouns pin the sentence
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", True, 1, "팔", "팔")  # a figure asked
    assert not permitted_thing_act.must_carry("폰 팔아야 돼요?", False, 1, "팔", "팔")  # a duty, not leave
    assert not permitted_thing_act.must_carry("폰 어디에 팔아도 돼요?", False, 1, "팔", "팔")  # a question word
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "걸리", "팔")  # not the act asked
    # an act the glossary ties to another policy word is worded otherwise by rule (깔다 -> 설치)
    assert not permitted_thing_act.must_carry("툴 깔아도 돼요?", False, 1, "깔", "깔", glossary_act=True)
    # the sentence names the phone and says nothing of selling it or switching it off
    assert not passes("업무폰 팔아도 돼요?", LOST_PHONE)
    assert not passes("업무폰 꺼도 되죠?", LOST_PHONE)
    assert passes("업무폰 잃어버려도 보안팀에 신고 안 해도 돼요?", LOST_PHONE)
