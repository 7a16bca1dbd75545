"""Rows of the shipped glossary for data told as leaking (session 32): "자료가 밖으로 샌 것 같아요", "고객 자료가 외부로
나간 걸 알게 됐어요" and "데이터 유출" are an information leak, the data noun included, so the leak rule's "정보 유출"
carries it. No variant makes the common word 자료 stand for a leak by its beginning: "자료 밖으로 가져갈 때" (taking
data out) stays the rule on taking data out."""

from __future__ import annotations

import pytest

from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()


@pytest.mark.parametrize("text", [
    "회사 자료 밖으로 샌거같은데 어디다 신고해야돼?",
    "고객 자료가 외부로 나간 걸 알게 됐습니다.",
    "데이터가 유출된 것 같아요",
])
def test_data_told_as_leaking_is_an_information_leak(text: str) -> None:
    assert "정보 유출" in GLOSSARY.policy_words_in(text)


def test_the_data_noun_alone_is_no_leak() -> None:
    assert "정보 유출" not in GLOSSARY.policy_words_for("자료")
    assert "정보 유출" not in GLOSSARY.policy_words_for("데이터")
    assert "정보 유출" not in GLOSSARY.policy_words_in("자료 밖으로 가져갈 때 승인 필요해요?")


def test_the_leaked_data_is_carried_by_the_leak_rule() -> None:
    rule = "정보 유출을 알게 되면 즉시 보안팀에 신고한다."
    matcher = topic_rule.shipped_matcher(rule)
    assert topic_rule.cover(matcher, "회사 자료 밖으로 샌거같은데 어디다 신고해야돼?", rule).passed
