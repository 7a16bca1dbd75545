"""A length asked in English ("long enough", a character count) and an English unit after a number as a counter
(`bot.topic.asked_quantity`, `asserted_quantities`; batch `_en_zf`, issue 8), on questions and sentences invented for
these tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language.terms import content_terms
from bot.topic import TopicMatcher, asked_quantity, asserted_quantities
from tests.support import topic_rule

LENGTH = "비밀번호는 12자 이상으로 만든다."
CYCLE = "노트북은 4년마다 교체한다."
LAPTOP_GIVEN = "업무용 노트북은 입사일에 지급한다."
KINDS = "영문 대문자·소문자·숫자·특수문자 중 세 종류 이상을 섞어 쓴다."
BUYER = "유료 라이선스는 IT 담당자가 구매하고 관리한다."
REPORT = "노트북을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
VPN_FIRST = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."

GLOSSARY = Glossary({
    "비밀번호": ("password", "pw"),
    "라이선스": ("license", "licenses", "paid"),
    "구매": ("buy", "buying"),
    "노트북": ("laptop",),
    "분실": ("lost", "stolen", "got swiped"),
    "회사 밖": ("from home",),
    "사내 시스템": ("intranet",),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, KINDS, BUYER, REPORT, VPN_FIRST, CYCLE, LAPTOP_GIVEN])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


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
