"""Session 41 (issue 8): words employees wrote that the bot read wrongly, on hand-made sentences: a maximum size
asked with words between ("max email attachment size?"), a label (라벨) as the marking, "wrong pw" as a failed
sign-in, the time left told before a figure asked, and the end of a validity span asked in English."""

from __future__ import annotations

from bot.matching.model import asked_quantity
from bot.rules.alert_told import without_notice
from bot.rules.validity_span import without_issuing
from tests.support.topic_rule import cover, shipped_glossary, shipped_matcher


def test_a_maximum_size_asked_with_words_between() -> None:
    assert asked_quantity("max email attachment size?") == "size"
    assert asked_quantity("maximum size of a shared file?") == "size"
    assert asked_quantity("max number of devices?") is None


def test_the_shipped_glossary_reads_chat_words() -> None:
    words_in = shipped_glossary().policy_words_in
    assert "표시" in words_in("라벨 없는 보고서는요?")
    assert "실패" in words_in("locked out after 3 wrong pw")


def test_a_label_absent_is_the_marking_absent() -> None:
    absent = "보안 등급 표시가 없는 보고서는 내부용으로 본다."
    each = "모든 보고서에는 보안 등급을 표시한다."
    matcher = shipped_matcher(absent, each)
    assert cover(matcher, "라벨 없는 보고서 등급은 뭐로 봐요?", absent, "2. 보고서 등급").passed
    assert not cover(matcher, "라벨 없는 보고서 등급은 뭐로 봐요?", each, "2. 보고서 등급").passed


def test_the_time_left_told_is_no_event_the_sentence_must_tell() -> None:
    told = "출입증 아직 한달 반 남았는데 갱신 신청은 언제 해요?"
    assert without_notice(told, "when", ["남"]) == []
    assert without_notice("출입증 2주 남았는데 갱신 언제 해요?", "when", ["남"]) == []
    assert without_notice(told, None, ["남"]) == ["남"]  # no figure asked
    assert without_notice(told, "when", ["남", "출입증"]) == ["남", "출입증"]  # something else missing
    assert without_notice("출입증 남은 거 언제 반납해요?", "when", ["남"]) == ["남"]  # no time left told


def test_how_long_until_an_issued_thing_expires_is_its_validity() -> None:
    valid = "출입증의 유효기간은 2년이다."
    question = "Just got my access badge issued today. How long until it expires?"
    assert without_issuing(question, "duration", ["issued", "expires"], valid) == []
    assert without_issuing(question, "duration", ["issued", "expires"], "출입증은 14일 전에 갱신한다.") == [
        "issued", "expires"]
    assert without_issuing("How long does it take to get my badge issued?", "duration", ["issued"], valid) == [
        "issued"]
