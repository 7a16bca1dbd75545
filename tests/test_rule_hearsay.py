"""False premises heard from a colleague (`bot.rules.hearsay`; issue 8): the colleague is no topic, a heard premise asks
for confirmation, and the rule corrects it; a saying clause is no topic (batch `premise_multi_injection_k`). Hand-made
messages and excerpts (no model, no index): the topic rule and the extractive generator."""

from __future__ import annotations

from bot.answer.generate.extractive import NOT_FOUND
from bot.knowledge.glossary import Glossary
from bot.rules.hearsay import asks_confirmation, spoken_figures, without_source
from bot.topic import asserted_quantities
from tests.support.extractive_generator import ex, generator


def test_the_colleague_a_premise_was_heard_from_is_no_topic() -> None:
    assert without_source("팀장님이 태블릿은 2년마다 바꿔준다던데 맞죠?") == "태블릿은 2년마다 바꿔준다던데 맞죠?"
    heard = "옆자리 선배가 출입증은 반년에 한 번 바꾼다고 하던데요"
    assert without_source(heard) == "출입증은 반년에 한 번 바꾼다고 하던데요"
    assert without_source("과장님 말로는 모니터도 3년마다 바꿔준다던데요?") == "모니터도 3년마다 바꿔준다던데요?"
    # nothing heard: the person stays ("팀장님이 승인해 주면 되죠?" asks about the team lead's approval)
    assert without_source("팀장님이 승인해 주면 되죠?") == "팀장님이 승인해 주면 되죠?"
    # the actor of the premise, with no topic of the hearsay after it, stays
    assert without_source("담당자가 원격으로 잠가 준다던데 맞아요?") == "담당자가 원격으로 잠가 준다던데 맞아요?"


def test_a_heard_premise_asks_for_confirmation_and_a_half_year_is_a_figure() -> None:
    assert asks_confirmation("선배가 출입증은 반년에 한 번 바꾼다고 하던데요")
    assert asks_confirmation("출입증 2년마다 바꿔준다던데요")
    assert not asks_confirmation("출입증 2년마다 바꿔주나요?")  # a question, not something heard
    assert not asks_confirmation("출입증 바꿨는데 어디서 찍어요?")
    assert spoken_figures("반년에 한 번") == [(0, "6", "month")]
    first = asserted_quantities("반년에 한 번만 바꾸면 되죠?")[0]
    assert (first.number, first.kind) == ("6", "month")


def test_a_premise_heard_from_the_team_lead_is_corrected_by_the_rule() -> None:
    text = "- 태블릿은 3년마다 교체한다."
    excerpt = [ex("tab", "2. 교체", text)]
    glossary = Glossary({"교체": ("바꾸", "바꿔")})
    answer = generator([text], glossary).generate("팀장님이 태블릿은 2년마다 바꿔준다던데 맞죠?", excerpt).answer
    assert answer.startswith("아닙니다.") and "3년" in answer
    # the same premise without the hearsay frame: the team lead (팀장) would be a topic the rule does not name
    answer = generator([text], glossary).generate("팀장님이 태블릿 2년마다 바꿔줘요?", excerpt).answer
    assert answer == NOT_FOUND


def test_a_saying_clause_is_no_topic() -> None:
    from bot.rules.hearsay import asks_confirmation, without_source

    assert without_source("용량은 5MB면 된다고 선배가 그러던데 맞아요?") == "용량은 5MB면 된다고 하던데 맞아요?"
    assert without_source("과장님이 그러는데 모니터는 2년마다 바꿔준대요") == "모니터는 2년마다 바꿔준대요"
    assert without_source("동료가 얘기하던데 출입증은 3년 쓴대요") == "출입증은 3년 쓴대요"
    # the person does the act of the premise: no saying verb, nothing dropped
    assert without_source("팀장님이 승인해 주면 되죠?") == "팀장님이 승인해 주면 되죠?"
    assert without_source("IT 담당자가 그러면 안 된다고 했어요") == "IT 담당자가 그러면 안 된다고 했어요"
    # a reported statement that ends the message asks whether it holds
    assert asks_confirmation("모니터는 2년마다 바꿔준대요")
    assert asks_confirmation("출입증은 분실하면 그냥 다시 받으면 된대요")
    assert not asks_confirmation("모니터 한대요")  # one monitor, not reported speech
