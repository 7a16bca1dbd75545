"""Session 32 readings (issue 8), on invented sentences: the chat ending 함 on a verbal noun ("보관함?") is the verb,
not a storage box; a one-letter glossary variant counts only as a word of its own, never as an auxiliary verb or an
ending ("줌" is Zoom, not the "-줌" of "바꿔줌?", "알려줌?"); "certain" frames an English question ("only certain
ones?") and names no topic. Each keeps what it is not about."""

from __future__ import annotations

from bot.language import english
from bot.language.terms import analyze, content_terms
from tests.support.topic_rule import cover, shipped_glossary, shipped_matcher


def _terms(text: str) -> list[tuple[str, bool]]:
    return [(t.text, t.verb) for t in content_terms(text)]


def test_the_chat_ending_ham_on_a_verbal_noun_is_the_verb() -> None:
    assert ("보관", True) in _terms("백업 며칠 보관함?")
    assert ("관리", True) in _terms("이거 누가 관리함?")
    # a storage box with a particle, and a compound before another noun, stay nouns
    assert ("보관함", False) in _terms("어디 보관함에 넣어요?")
    assert [m.surface for m in analyze("메일함 용량 얼마임?")][:2] == ["메일", "함"]
    assert ("메일함", False) in _terms("메일함 용량 얼마임?")


def test_a_one_letter_variant_is_no_auxiliary_verb_or_ending() -> None:
    glossary = shipped_glossary()
    assert "Zoom" not in glossary.policy_words_in("노트북 몇년 쓰면 새걸로 바꿔줌?")
    assert "Zoom" not in glossary.policy_words_in("비번 알려줌?")
    assert "Zoom" in glossary.policy_words_in("줌 깔려있음?")
    assert "Zoom" in glossary.policy_words_in("줌 회의 링크 보내줌")
    assert "정보 유출" in glossary.policy_words_in("회사 자료 밖으로 샌거같은데")


def test_a_chat_ending_is_no_missing_product() -> None:
    matcher = shipped_matcher("태블릿은 3년마다 교체한다.")
    assert cover(matcher, "태블릿 몇년 쓰면 새걸로 바꿔줌?", "태블릿은 3년마다 교체한다.").passed


def test_certain_frames_an_english_question() -> None:
    assert "certain" in english.STOP_WORDS
    assert "certain" not in [t.text for t in content_terms("can i use any AI chatbot for work or only certain ones?")]
