"""False premises answered plainly (issue 8, branch premise15), on invented sentences: a permission taken for
granted against a rule that forbids the act (`bot.rules.forbidden_permission`), a span asserted in another unit
than the policy's (`bot.rules.span_units`), a span asserted as a period against a lead time
(`bot.rules.asserted_period`)."""

from __future__ import annotations

import pytest

from bot.answer.generate.extractive import DISAGREE, ExtractiveGenerator, premise_verdict
from bot.knowledge.embeddings import make_embedder
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import asserted_period, forbidden_permission, span_units
from bot.settings import load_settings
from bot.topic import Asserted, Part, TopicMatcher
from tests.support.topic_rule import cover


def ex(doc: str, section: str, text: str) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="사내 규정", section=section, revision=1,
                   text=text, score=0.5)


TABLET = ex("tablet", "1. 사용", "- 개인 태블릿은 회의실 프로젝터에 연결하지 않는다.")
TABLET_APPROVED = ex("tablet", "1. 사용", "- 개인 태블릿은 승인 없이 회의실 프로젝터에 연결하지 않는다.")
PRINTER = ex("printer", "2. 고장", "- 프린터가 고장 나면 전원을 끄지 말고 총무팀에 연락한다.")
BADGE = ex("badge", "1. 유효기간", "- 방문증의 유효기간은 1년이다.\n- 방문증이 만료되기 20일 전에 갱신을 신청한다.")


@pytest.fixture(scope="module")
def generator() -> ExtractiveGenerator:
    glossary = Glossary({"연결": ("꽂", "꽂아"), "태블릿": ("패드",)})
    return ExtractiveGenerator(make_embedder(load_settings()), glossary)


def test_a_permission_taken_for_granted_against_a_ban_is_denied(generator: ExtractiveGenerator) -> None:
    draft = generator.generate("개인 태블릿 회의실 프로젝터에 꽂아도 되죠?", [TABLET])
    assert draft.status == "answered"
    assert draft.answer.startswith(DISAGREE)
    draft = generator.generate("프린터 고장 나면 전원 끄는 게 맞죠?", [PRINTER])
    assert draft.answer.startswith(DISAGREE)
    # a plain question gets the rule, no verdict
    assert not generator.generate("개인 태블릿 회의실 프로젝터에 꽂아도 돼요?", [TABLET]).answer.startswith(DISAGREE)
    assert not generator.generate("개인 태블릿 회의실 프로젝터에 꽂아도 되나요?", [TABLET]).answer.startswith(DISAGREE)
    # a ban that approval lifts does not say no to "may I?"
    draft = generator.generate("개인 태블릿 회의실 프로젝터에 꽂아도 되죠?", [TABLET_APPROVED])
    assert not draft.answer.startswith(DISAGREE)


def test_denies_needs_the_asked_act_forbidden() -> None:
    ban = "개인 태블릿은 회의실 프로젝터에 연결하지 않는다."
    assert forbidden_permission.denies(True, True, "태블릿 꽂아도 되죠?", {"꽂"}, {"꽂": {"연결"}}, ban)
    assert not forbidden_permission.denies(True, True, "태블릿 충전해도 되죠?", {"충전"}, {}, ban)  # another act
    assert not forbidden_permission.denies(True, True, "태블릿 안 꽂아도 되죠?", {"꽂"}, {"꽂": {"연결"}}, ban)
    assert not forbidden_permission.denies(False, True, "태블릿 꽂아도 돼요?", {"꽂"}, {"꽂": {"연결"}}, ban)


def test_a_span_in_another_unit() -> None:
    assert span_units.differs("6", "month", "방문증의 유효기간은 1년이다.")
    assert not span_units.differs("12", "month", "방문증의 유효기간은 1년이다.")
    assert not span_units.differs("1", "month", "방문증은 30일 동안 쓴다.")  # the same span
    assert span_units.differs("3", "day", "방문증의 유효기간은 1년이다.")
    assert not span_units.differs("6", "month", "방문증은 1년 쓰고 20일 전에 갱신한다.")  # two spans: which one?
    part = Part("방문증 6개월짜리죠?", [], asserted=[Asserted("6", "month")], confirm=True)
    assert premise_verdict(part, "방문증의 유효기간은 1년이다.") == DISAGREE


def test_a_lead_time_does_not_answer_an_asserted_period() -> None:
    lead = "방문증이 만료되기 20일 전에 갱신을 신청한다."
    assert asserted_period.problems("방문증 6개월마다 갱신하는 거 맞죠?", True, lead, lambda w: ())
    # a lead time asserted is answered by the lead time; so is a question that did not assert a span
    assert not asserted_period.problems("방문증 14일 전에 갱신하면 되죠?", True, lead, lambda w: ())
    assert not asserted_period.problems("방문증 6개월마다 갱신하는 거 맞죠?", False, lead, lambda w: ())
    matcher = TopicMatcher(Glossary({}))
    assert not cover(matcher, "방문증 6개월마다 갱신하는 거 맞죠?", lead).passed


def test_a_heard_figure_opening_a_question_is_corrected(generator: ExtractiveGenerator) -> None:
    from bot.rules import heard_premise

    clause = heard_premise.heard_clause("방문증 6개월 쓰면 새로 준다던데 신청 어디서 해요?")
    assert clause == "방문증 6개월 쓰면 새로 준다던데"
    assert heard_premise.heard_clause("방문증 새로 준다던데 신청 어디서 해요?") is None  # no figure heard
    assert heard_premise.heard_clause("방문증 6개월 쓰면 새로 준다던데요") is None  # nothing asked after it
    assert heard_premise.corrects("방문증 6개월 쓰면 새로 준다던데 신청 어디서 해요?", "방문증은 1년마다 교체한다.")
    assert not heard_premise.corrects("방문증 1년 쓰면 새로 준다던데 신청 어디서 해요?", "방문증은 1년마다 교체한다.")
    badge = ex("badge", "2. 교체", "- 방문증은 1년마다 교체한다.")
    draft = generator.generate("방문증 6개월 쓰면 교체해 준다던데 신청 어디서 해요?", [badge])
    assert draft.status == "answered" and draft.answer.startswith(DISAGREE)
    # the heard figure agrees: the question after it stands and the rule does not answer where
    assert generator.generate("방문증 1년 쓰면 교체해 준다던데 신청 어디서 해요?", [badge]).status != "answered"
