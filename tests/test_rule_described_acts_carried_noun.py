"""A predicate that only describes a noun the sentence carries is not an act the sentence must word alike
(`bot.rules.clauses.described_nouns`, `bot.rules.described_acts.without_described`; batch `_zh`, issue 8: a predicate
worded otherwise), on hand-made sentences and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules.clauses import described_nouns, negated_predicates
from bot.rules.described_acts import without_described

PAPER = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."


def test_descriptions_and_their_nouns() -> None:
    assert described_nouns("개인정보 적힌 종이문서 어떻게 버려요")["적히"] == "종이"
    assert "버리" not in described_nouns("종이 버릴 때 어떻게 해요")  # "버릴 때" is a condition
    assert "적히" in negated_predicates("개인정보 안 적힌 종이문서는 어떻게 버려요")
    assert not negated_predicates("개인정보 적힌 종이문서 어떻게 버려요")


def test_a_description_of_a_carried_noun_is_set_aside() -> None:
    question = "개인정보 적힌 종이문서 어떻게 버려요"
    assert without_described(question, ["적히"], ["종이문서"], {}, PAPER) == []
    assert without_described(question, ["적히"], [], {}, PAPER) == ["적히"]  # the noun is not in the sentence
    assert without_described(question, ["적히"], ["종이문서"], {"적히": {"작성"}}, PAPER) == ["적히"]  # glossary-tied
    # the negation must agree: "안 적힌" is not the rule's paper; "안 찍혀있는" is "표시가 없는"
    negated = "개인정보 안 적힌 종이문서는 어떻게 버려요"
    assert without_described(negated, ["적히"], ["종이문서"], {}, PAPER) == ["적히"]
    assert without_described("등급 안 찍혀있는 문서는 뭘로 쳐요?", ["찍히"], ["문서"], {}, UNMARKED) == []
    assert without_described("등급 찍혀있는 문서는 뭘로 쳐요?", ["찍히"], ["문서"], {}, UNMARKED) == ["찍히"]
