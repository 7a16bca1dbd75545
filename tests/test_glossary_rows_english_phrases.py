"""The shipped glossary's rows for English phrases (batch `_en_w`, issue 8): the password rule's character kinds and
numbers, locking a device (answered by the rule that locks it), turning on, stepping away and being done with. Hand-made
sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from tests.support.english_excerpt_matcher import LOCKING, passes

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")


def test_the_policy_glossary_maps_character_kinds_numbers_and_locking() -> None:
    assert "전화번호" in POLICY_GLOSSARY.policy_words_in("can my phone number be in it?")
    assert {"대문자", "소문자"} <= set(POLICY_GLOSSARY.policy_words_in("mix uppercase and lower case letters"))
    assert "섞어 쓴" in POLICY_GLOSSARY.policy_words_in("mix uppercase and lower case letters")
    # the policy phrase, not the bare stem: a Korean "생일이랑 이름 섞어서" keeps the Korean rules (no 섞 required)
    assert not POLICY_GLOSSARY.policy_words_for("섞")
    assert "잠그" in POLICY_GLOSSARY.policy_words_for("lock")
    assert "잠그" not in POLICY_GLOSSARY.policy_words_for("잠긴")  # a locked account is not locking a device
    assert "삭제" in POLICY_GLOSSARY.policy_words_for("uninstall")
    assert "생성형 AI" in POLICY_GLOSSARY.policy_words_in("paste it into the AI assistant")


def test_locking_a_device_is_answered_by_the_rule_that_locks_it() -> None:
    assert passes("lost my tablet, can IT lock it remotely?", LOCKING) == [True]


def test_the_policy_glossary_maps_turning_on_stepping_away_and_being_done_with() -> None:
    assert "연결" in POLICY_GLOSSARY.policy_words_in("do I turn on the vpn first?")
    assert "자리" in POLICY_GLOSSARY.policy_words_in("should it lock when I step away?")
    assert "다 쓴" in POLICY_GLOSSARY.policy_words_in("done with a printout, what now?")
