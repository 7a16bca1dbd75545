"""A length asked in English ("long enough", a character count) and an English unit after a number as a counter
(`bot.topic.asked_quantity`, `asserted_quantities`; batch `_en_zf`, issue 8), on questions and sentences invented for
these tests."""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.topic import asked_quantity, asserted_quantities
from tests.support.password_laptop_matcher import CYCLE, KINDS, LAPTOP_GIVEN, LENGTH, MATCHER, passes


def test_long_enough_and_a_named_character_count_ask_a_length() -> None:
    assert asked_quantity("is a 9 character password long enough?") == "chars"
    assert asked_quantity("is 10 chars ok for my pw?") == "chars"
    assert asked_quantity("how many chars does the pin need?") == "chars"
    assert asked_quantity("is a short pw enough, or does it have to be long enough to pass?") == "chars"
    assert asked_quantity("do we have enough licenses?") is None


def test_a_character_count_question_is_answered_by_the_length_not_the_character_kinds() -> None:
    assert passes("is a 9 character password long enough?", LENGTH)
    assert not passes("is a 9 character password long enough?", KINDS)


def test_an_english_unit_after_a_number_is_a_counter_and_its_figure_the_kind_wanted() -> None:
    assert [(a.number, a.kind) for a in asserted_quantities("my tablet is 3 yrs old, and 12 mins later")] == \
        [("3", "year"), ("12", "minute")]
    assert [t.text for t in content_terms("my laptop is 3 years old, can I get a new one?")] == ["laptop"]
    assert [t.text for t in content_terms("a 30MB video")] == ["mb", "video"]  # a size keeps its unit word
    parts, _ = MATCHER.parts("my laptop is 3 years old, can I get a new one?")
    assert parts[0].quantity == "duration" and parts[0].inferred_quantity
    parts, _ = MATCHER.parts("my laptop is 3 years old, when do I get a new one?")
    assert not parts[0].inferred_quantity  # a question word asks its own kind of answer
    # the figure stated asks for a figure of its kind: the rule on when laptops are given states none
    assert passes("my laptop is 5 years old, can I get a new one?", CYCLE)
    assert not passes("my laptop is 5 years old, can I get a new one?", LAPTOP_GIVEN)


def test_a_unit_counted_or_placed_without_a_number_is_a_counter() -> None:
    assert [t.text for t in content_terms("mistyped my pin too many tries")] == ["mistyped", "pin"]
    assert [t.text for t in content_terms("can I reuse a pin from last year?")] == ["reuse", "pin"]
    assert "year" in [t.text for t in content_terms("which year was the rule made?")]  # no quantifier: a word
