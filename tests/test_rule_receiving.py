"""Where or when one gets a thing is answered only by a rule on handing it out (`bot.rules.receiving`; issue 8).
Hand-made messages and excerpts (no model, no index): the extractive generator."""

from __future__ import annotations

from bot.answer.generate.extractive import NOT_FOUND
from bot.knowledge.glossary import Glossary
from tests.support.extractive_generator import ex, generator


def test_where_or_when_one_gets_a_thing_is_answered_only_by_a_rule_on_handing_it_out() -> None:
    from bot.rules.receiving import asks_getting, getting_problem

    assert asks_getting("출입증 어디서 받아요?", inbound=True)
    assert not asks_getting("피싱 메일 받으면 어떻게 신고해요?", inbound=True)  # the report is asked
    assert not asks_getting("고객 정보 어떤 항목까지 받아도 돼요?", inbound=True)  # leave, and what
    question = "출입증 어디서 받아요?"
    assert getting_problem(question, "출입증을 잃어버리면 즉시 총무팀에 신고한다.", True, False)
    assert getting_problem(question, "지급받은 출입증은 본인만 사용한다.", True, False)  # describes the thing
    assert getting_problem(question, "출입증은 입사일에 1층 안내데스크에서 지급한다.", True, False) is None
    text = "- 출입증을 잃어버리면 즉시 총무팀에 신고한다.\n- 지급받은 출입증은 본인 업무에만 사용한다."
    gen = generator([text], Glossary({"분실": ("잃어버",)}))
    assert gen.generate(question, [ex("badge", "3. 출입증", text)]).answer == NOT_FOUND
