"""An English question that says the thing stayed the same ("same phone tho") is not answered by the rule for
changing it (bot.rules.situations.unchanged_english). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.situations import unchanged_english
from tests.support.topic_rule import cover, shipped_matcher


def _words(noun: str) -> list[str]:
    return {"tablet": ["태블릿"]}.get(noun, [])


def test_the_same_thing_against_a_rule_for_changing_it() -> None:
    assert unchanged_english("new sim card, same tablet tho. re-register?", "태블릿을 바꾸면", _words) == [
        "(same tablet: the question says it did not change; the rule is for changing it)"]
    assert unchanged_english("got a new tablet. re-register?", "태블릿을 바꾸면", _words) == []
    assert unchanged_english("same tablet. re-register?", "태블릿을 잃어버리면", _words) == []  # not a change


def test_in_coverage() -> None:
    rule = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."
    matcher = shipped_matcher(rule)
    same = cover(matcher, "travelling with a local sim, same phone tho. do i need to re-register the app?", rule)
    assert any("same phone" in m for m in same.missing)
    new = cover(matcher, "i got a new phone. do i need to re-register the app?", rule)
    assert not any("same phone" in m for m in new.missing)
