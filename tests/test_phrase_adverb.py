"""Session 37 (issue 8): an adverb written between the words of a glossary phrase ("그룹웨어 바로 들어가") is left out
so the phrase is read (bot.rules.phrase_adverb); one that joins no phrase stays. Invented sentence for the answer."""

from __future__ import annotations

from bot.rules.phrase_adverb import joined_phrases
from tests.support import topic_rule


def test_an_adverb_inside_a_phrase_is_left_out() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert joined_phrases("집에서 그룹웨어 바로 들어가도 되나요?", words_in) == "집에서 그룹웨어 들어가도 되나요?"
    assert joined_phrases("V3 그냥 지워도 돼요?", words_in) == "V3 그냥 지워도 돼요?"  # no phrase: kept


def test_the_phrase_read_through_the_adverb_is_answered() -> None:
    text = "- 사무실 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
    answer, passed = topic_rule.checked_extractive("출장지에서 그룹웨어 바로 들어가도 되나요?", "1. 원격 접속", text)
    assert answer is not None and "VPN을 먼저" in answer and passed
