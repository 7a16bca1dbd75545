"""Session 37 (issue 8): glossary variants added for what employees wrote, read against the shipped glossary."""

from __future__ import annotations

from tests.support import topic_rule


def test_working_only_until_a_date_is_leaving() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "퇴사" in words_in("저 이번달 말까지만 다니는데 노트북 언제까지 반납해요?")
    assert "퇴사" not in words_in("이번 달 말까지 다니는 교육이 있어요")  # attending a course until a date


def test_not_finding_a_thing_anywhere_is_losing_it() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "분실" in words_in("보안 usb가 아무리 찾아도 없어요 어디다 말해요?")
    assert "분실" not in words_in("보안 usb 어디서 찾아요?")  # asking where to find one is no loss
