"""Session 32 (issue 8), invented sentences, from the near-miss probe's first run: the chat statement "퇴직은 아님"
denies the situation like "퇴직은 아니고" does (a question "퇴직 아님?" does not), and "머 해야 돼?" (the chat
spelling of 뭐) asks what to do, not leave to do something."""

from __future__ import annotations

from bot.matching.model import HOW_OBLIGATION_RE, PERMISSION_RE
from bot.rules.situations import negated_korean


def test_the_chat_statement_amnim_denies_the_situation() -> None:
    assert "퇴직" in negated_korean("다음 달부터 휴직하는데 태블릿 돌려줘야 돼? 퇴직은 아님")
    assert "퇴직" in negated_korean("퇴직은 아니고 휴직인데 태블릿 돌려줘야 돼요?")
    assert "퇴직" not in negated_korean("이거 퇴직 아님?")


def test_meo_haeya_dwae_asks_what_to_do() -> None:
    question = "메신저 자꾸 끊기는데 머 해야 돼?"
    assert HOW_OBLIGATION_RE.search(question)
    assert PERMISSION_RE.search(HOW_OBLIGATION_RE.sub(" ", question)) is None
