"""A word found in a text with its spaces removed counts only where it is written, not as letters that run from a
particle, an ending or the middle of a word across a space into the next word (`bot.rules.spanned_word`, branch
recall20): in the lexical side of retrieval, in the topic rule's word matching and for the glossary's variants in a
question. On hand-made sentences."""

from __future__ import annotations

from bot.answer.lexical import carried_words, question_words
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import spanned_word
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

RETURN = "출장이 끝나면 태블릿과 장비를 총무팀에 돌려준다."
SIGNED = "태블릿은 과장 확인을 받고 돌려준다."
MATCHER = TopicMatcher(Glossary({"태블릿": ("패드",)}))
MATCHER.set_vocabulary([RETURN, SIGNED])


def cover(question: str, sentence: str) -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence)


def test_a_word_across_a_particle_and_a_space_is_not_written() -> None:
    assert not spanned_word.written_in("과장", "태블릿과 장비를 돌려준다")  # 과 (and) + 장비
    assert not spanned_word.written_in("전부", "이전 부서의 권한")  # the end of 이전 + 부서
    assert not spanned_word.written_in("아내", "노트북을 받아내요")  # an ending inside the word


def test_a_word_written_whole_or_from_a_word_start_is_written() -> None:
    assert spanned_word.written_in("과장", "과장 확인을 받는다")
    assert spanned_word.written_in("사내드라이브", "사내 드라이브에만 둔다")  # from the start of a word
    assert spanned_word.written_in("성형", "생성형 서비스")  # inside one word
    assert spanned_word.written_in("개인정보", "고객개인 정보")  # from a noun of its own, across the space
    assert spanned_word.written_in("당하", "도난당하면 알린다")  # a suffix inside the word


def test_the_lexical_side_does_not_count_letters_across_a_space() -> None:
    words = question_words("과장님 태블릿 돌려드려야 돼요?", Glossary({}))
    assert any(w == "과장" for w, _, _ in words)

    def excerpt(text: str) -> Excerpt:
        return Excerpt(chunk_id="x#1", doc_id="x", title="장비", section="1. 반납", revision=1, text=text, score=0.3)

    assert len(carried_words(words, excerpt(RETURN))) < len(carried_words(words, excerpt(SIGNED)))


def test_the_topic_rule_does_not_carry_a_story_noun_across_a_space() -> None:
    question = "과장님 태블릿인데 출장 끝나면 어디에 돌려줘요?"
    assert "과장" in cover(question, RETURN).missing
    assert "과장" not in cover(question, SIGNED).missing


def test_a_glossary_variant_across_a_space_does_not_stand_for_its_word() -> None:
    glossary = Glossary({"보관": ("보유",), "다시 쓸": ("으로 다시 돌려",), "퇴사": ("이직",)})
    assert glossary.policy_words_in("정보 유출 신고하면 이름이 알려지나요?") == []  # 정보 + 유출
    assert glossary.policy_words_in("나이 직업 다 물어봐도 돼요?") == []  # 나이 + 직업
    assert glossary.policy_words_in("고객 정보 얼마나 보유해요?") == ["보관"]
    assert glossary.policy_words_in("예전 비번으로 다시 돌려도 돼요?") == ["다시 쓸"]  # a variant that is a particle
