"""The mixed-language rules (`bot.rules.mixed_language`): an English word has the policy words of all its forms, a
glossary phrase written half in Korean or inflected, a modifier the glossary folds into the noun after it; mixed
Korean/English questions of batch `_en_z` (issue 8), on hand-made sentences and questions invented for these tests, read
alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import mixed_language
from bot.topic import Coverage, split_sentences
from tests.support.mixed_language_matcher import DONE, KEEP, MIXED, MIXED_MATCHER, SHARE


def mixed_cover(question: str, sentence: str, title: str = "규정") -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="1. 규칙", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MIXED_MATCHER.parts(question)
    return MIXED_MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def test_an_english_word_has_the_policy_words_of_all_its_forms() -> None:
    assert set(mixed_language.policy_words(MIXED, "file")) == {"파일", "자료"}  # "files" is listed under 자료
    assert mixed_language.policy_words(MIXED, "파일") == ("자료",)  # Korean terms as before
    assert not mixed_cover("다 끝난 file은 바로 erase 해야 하나요?", DONE).missing
    assert mixed_cover("다 끝난 메모는 바로 erase 해야 하나요?", DONE).missing  # another thing


def test_a_glossary_phrase_written_half_in_korean_or_inflected() -> None:
    spans = mixed_language.phrase_spans(MIXED, "고객 data 어디 둬요?", "고객data어디둬요?")
    assert ("개인정보", 0, 6) in spans
    assert ("개인정보", 0, 21) in mixed_language.phrase_spans(
        MIXED, "customers personal data?", "customerspersonaldata?")
    assert mixed_language.phrase_spans(MIXED, "직원 data 어디 둬요?", "직원data어디둬요?") == []
    assert mixed_language.phrase_spans(MIXED, "고객 정보 어디 둬요?", "고객정보어디둬요?") == []  # no Latin word
    # a phrase of function words is never read by lemma ("do with" is not "done with")
    assert mixed_language.phrase_spans(MIXED, "what do i do with it", "whatdoidowithit") == []


def test_a_modifier_the_glossary_folds_into_the_noun_after_it() -> None:
    assert mixed_language.modifier_folds(MIXED, "고객 개인정보 몇 년 보관해요?", "고객", "개인정보", {"개인정보"})
    # "clients" is 고객 by lemma and across the languages, and "고객 정보" is a variant of 개인정보
    assert mixed_language.modifier_folds(MIXED, "how long do we keep clients personal data?", "clients",
                                         "personal", {"개인정보"})
    assert not mixed_language.modifier_folds(MIXED, "직원 개인정보 몇 년 보관해요?", "직원", "개인정보", {"개인정보"})
    assert not mixed_language.modifier_folds(MIXED, "개인정보 고객 몇 년?", "고객", "개인정보", {"개인정보"})
    # a word of the policy word itself is not a modifier to fold: 관리자 계정 must be carried as such
    assert not mixed_language.modifier_folds(MIXED, "관리자 계정 공유해도 돼요?", "관리자", "계정",
                                             {"계정", "관리자 계정"})
    assert not mixed_language.modifier_folds(MIXED, "can I share the admin account?", "admin", "account",
                                             {"계정", "관리자 계정"})
    # through the topic rule: the document's own subject (개인정보, in its title) may carry the head
    assert not mixed_cover("고객 개인정보 retention 기간 얼마에요?", KEEP, title="개인정보 처리 지침").missing
    assert "동료" in mixed_cover("동료 개인정보 retention 기간 얼마에요?", KEEP, title="개인정보 처리 지침").missing
    assert "admin" in mixed_cover("admin account 동료랑 share해도 돼요?", SHARE).missing
