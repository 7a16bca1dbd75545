"""Session 40 (issue 8): glossary variants added for what employees wrote, read against the shipped glossary."""

from __future__ import annotations

from tests.support import topic_rule


def test_a_size_said_aloud_is_the_policies_mb() -> None:
    # "40메가짜리 제안서" scored below the gate (0.199) until the policy word MB joined the query
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "MB" in words_in("40메가짜리 제안서 메일로 보내도 돼요?")
    assert "MB" not in words_in("메일로 보내도 돼요?")
