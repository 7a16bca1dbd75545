"""An English plan followed by a question that asks only for the leave or the steps it needs ("Whose approval do we
need?", "Who do I ask?") is one question whose story is the plan (`bot.rules.english_plan.leads_to`)."""

from __future__ import annotations

from bot.rules.english_plan import as_clause, leads_to


def test_a_question_for_leave_asks_about_the_plan_before_it() -> None:
    plan = "We want to send our vendor list to an outside printer."
    assert leads_to(plan, "Whose approval do we need?")
    assert leads_to(plan, "Who do I ask?")
    assert as_clause(plan, "Whose approval do we need?").endswith("printer,")


def test_a_question_naming_its_own_thing_is_its_own_question() -> None:
    plan = "We want to send our vendor list to an outside printer."
    assert not leads_to(plan, "How big can an attachment be?")
    assert not leads_to(plan, "Whose approval do we need for a new monitor?")
    # the steps of the plan are asked of all its words
    assert not leads_to(plan, "What do we have to do?")
    # a sentence that asks is no plan
    assert not leads_to("I want to know the printer rules.", "Whose approval do we need?")
