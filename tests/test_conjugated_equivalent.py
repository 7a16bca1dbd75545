"""A one-syllable verb of the question is carried by its glossary equivalent conjugated in the sentence (session 41,
issue 8): "어떻게 풀어요?" stands for the policy's 풀리, which "… 자동으로 풀린다" writes as 풀린 — the equivalent is
not written there letter for letter, its stem is."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


def test_a_verb_is_carried_by_its_equivalent_conjugated() -> None:
    matcher = TopicMatcher(Glossary({"계정": ("아이디",), "풀리": ("풀어",)}))
    unlocked = cover(matcher, "잠긴 아이디 어떻게 풀어요?", "잠긴 계정은 한참 지나면 저절로 풀린다.")
    assert unlocked.passed, unlocked.missing
    # the stem inside another word of a sentence that does not carry the equivalent is still not carried
    other = cover(matcher, "잠긴 아이디 어떻게 풀어요?", "잠긴 계정은 풀숲에 두지 않는다.")
    assert not other.passed and "풀" in other.missing
    # without the equivalent, "풀어" is not the sentence's 풀리
    plain = cover(TopicMatcher(Glossary({"계정": ("아이디",)})), "잠긴 아이디 어떻게 풀어요?",
                  "잠긴 계정은 한참 지나면 저절로 풀린다.")
    assert not plain.passed and "풀" in plain.missing


def test_the_shipped_glossary_reads_undoing_a_lock_as_the_policies_word() -> None:
    words_in = shipped_glossary().policy_words_in
    assert "풀리" in words_in("계정 잠겼는데 어떻게 풀어요?")
    assert "풀리" not in words_in("계정 잠겼는데 어떻게 해요?")
