"""What a file of a stated size is for (`bot.rules.sized_file`, batches `_zp2`/`_zq2`): set aside for a size rule,
kept when it names a content kind or when no size is stated. Hand-made sentences only."""

from __future__ import annotations

from bot.rules import sized_file
from tests.support.topic_noun_matcher import BIG_FILES, GLOSSARY, cover


def _policy_words(word: str) -> frozenset[str]:
    return GLOSSARY.policy_words_for(word)


def test_the_nouns_before_the_measured_file_are_what_it_is_for() -> None:
    assert sized_file.purpose_nouns("세미나 녹화본이 90MB라 안 붙어요", BIG_FILES, ["세미나", "녹화본"]) == {"세미나"}
    assert sized_file.purpose_nouns("워크숍 결과 자료가 40MB인데 보내져요?", BIG_FILES,
                                    ["워크숍", "결과", "자료"]) == {"워크숍", "결과"}
    assert sized_file.purpose_nouns("80MB짜리 세미나 녹화본 어떻게 보내요?", BIG_FILES,
                                    ["세미나", "녹화본"]) == {"세미나"}


def test_a_size_rule_answers_a_file_named_by_what_it_is_for() -> None:
    assert sized_file.without_purpose("세미나 녹화본이 90MB라 안 붙어요 어떻게 보내요", BIG_FILES, ["세미나"],
                                      ["세미나", "녹화본"], _policy_words) == []
    assert cover("세미나 영상이 90MB라 메일에 안 붙어요 어떻게 보내요", BIG_FILES, "1. 메일 첨부").passed


def test_a_content_kind_no_size_or_no_file_rule_keeps_the_noun() -> None:
    # what the file holds is a kind of content the policies scope files to
    assert sized_file.without_purpose("고객 명단 파일이 40MB인데 어떻게 보내요?", BIG_FILES, ["고객", "명단"],
                                      ["고객", "명단", "파일"], _policy_words) == ["고객", "명단"]
    # no size stated by the question, or none by the sentence
    assert sized_file.without_purpose("세미나 녹화본 어떻게 보내요?", BIG_FILES, ["세미나"], ["세미나", "녹화본"],
                                      _policy_words) == ["세미나"]
    assert sized_file.without_purpose("세미나 녹화본이 90MB라 어떻게 보내요?", "메일 본문에는 비밀번호를 적지 않는다.",
                                      ["세미나"], ["세미나", "녹화본"], _policy_words) == ["세미나"]
    assert not cover("세미나 영상 어떻게 보내요?", BIG_FILES).passed
