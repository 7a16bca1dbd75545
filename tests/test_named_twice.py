"""A thing named twice, once by its everyday word and once by the policy word, is one thing; a glossary variant
right after the named thing is something of it (`bot.matching.carried._attribute_of_named`). Hand-made sentences."""

from __future__ import annotations

from tests.support.topic_rule import cover, shipped_matcher

_MOVE = "태블릿 교체 때는 노트북 안의 자료를 팀 드라이브로 옮긴다."


def test_an_everyday_word_written_apart_from_the_policy_word_names_the_same_thing() -> None:
    matcher = shipped_matcher(_MOVE)
    assert cover(matcher, "컴퓨터 교체 받는데 예전 노트북에 있던 자료는 어디로 옮겨요?", _MOVE).passed


def test_a_variant_right_after_the_named_thing_is_something_of_it() -> None:
    sentence = "개인정보 보호 담당자의 승인을 받는다."
    matcher = shipped_matcher(sentence)
    coverage = cover(matcher, "개인정보 보호 담당자 연락처?", sentence)
    assert not coverage.passed
    assert "연락처" in coverage.missing


def test_a_variant_after_the_named_thing_is_a_kind_of_it() -> None:
    sentence = "업무용 태블릿과 노트북은 입사일에 지급한다."
    matcher = shipped_matcher(sentence)
    coverage = cover(matcher, "입사일에 노트북 받을 때 맥북이랑 윈도우 중에 고를 수 있나요?", sentence)
    assert "맥북" in coverage.missing
