"""A deadline premise corrected by a rule that says "at once" (`bot.rules.premise_figure.at_once_corrects`; issue 8).
Hand-made messages and excerpts (no model, no index): the extractive generator."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules.premise_figure import at_once_corrects
from tests.support.extractive_generator import ex, generator


def test_a_deadline_premise_is_corrected_by_a_rule_that_says_at_once() -> None:
    rule = "출입증을 잃어버리면 즉시 총무팀에 신고한다."
    assert at_once_corrects("출입증 잃어버려도 3일 안에만 신고하면 되죠?", rule)
    assert at_once_corrects("일주일 이내에 알리면 되죠?", "바로 알린다.")
    assert not at_once_corrects("3일 뒤에 신고하면 되죠?", "즉시 신고한다.")  # no deadline asserted
    assert not at_once_corrects("3일 안에 신고하면 되죠?", "10일 이내에 신고한다.")
    text = "- 출입증을 잃어버리면 즉시 총무팀에 신고한다."
    excerpt = [ex("badge", "3. 분실", text)]
    gen = generator([text], Glossary({"분실": ("잃어버",)}))
    answer = gen.generate("출입증 잃어버려도 3일 안에만 신고하면 되죠?", excerpt).answer
    assert answer.startswith("아닙니다.") and "즉시" in answer
