"""The shipped glossary's row for a cracked program (크랙 버전 -> 복제; issue 8), on a hand-made sentence through the
coverage rule."""

from __future__ import annotations

from tests.support.topic_noun_matcher import GLOSSARY, cover


def test_a_cracked_version_is_illegal_copying() -> None:
    assert "복제" in GLOSSARY.policy_words_in("크랙버전 프로그램 써도 돼요?")
    assert cover("크랙 버전 프로그램 써도 돼요?", "소프트웨어를 불법으로 복제해 쓰지 않는다.").passed
    assert "복제" not in GLOSSARY.policy_words_in("포토샵 최신 버전 써도 돼요?")  # never bare 버전
