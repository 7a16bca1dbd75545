"""Mixed Korean/English and English questions, batch `_en_z` (issue 8): what a sentence's figure belongs to
(`bot.rules.figure_scope`) and the mixed-language rules (`bot.rules.mixed_language`), on hand-made sentences and
questions invented for these tests, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import figure_scope, mixed_language
from bot.topic import MEASURE_NOUNS, Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

SIZE = "메일 첨부 파일은 25MB까지 보낼 수 있다."
LEAD = "인증서가 만료되기 30일 전에 재발급을 신청한다."
BEFORE_INSTALL = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
NOTICE = "만료 7일 전부터 사내 포털에 변경 안내가 표시된다."
PERIOD = "보관 기간은 목적을 달성한 날부터 1년이다."
CERT = "VPN 인증서의 유효기간은 1년이다."

GLOSSARY = Glossary({
    "메일": ("이메일", "email", "mailbox", "outlook"),
    "첨부": ("attach", "attached"),
    "만료": ("expire", "expires", "expired"),
    "설치": ("install", "installed", "깔아"),
    "VPN 인증서": ("cert", "vpn cert"),
    "보관": ("keep", "retention"),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([SIZE, LEAD, BEFORE_INSTALL, NOTICE, PERIOD, CERT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


# -- the thing a figure measures --------------------------------------------------------------------------


def test_a_noun_that_only_qualifies_the_measured_thing_does_not_ask_its_figure() -> None:
    words = {"메일": ("메일",)}
    assert figure_scope.measured_elsewhere(words, {"메일"}, False, SIZE, MEASURE_NOUNS)
    # the measured thing named, or the sentence's act used: the figure is what is asked
    assert not figure_scope.measured_elsewhere(words, {"메일", "첨부"}, False, SIZE, MEASURE_NOUNS)
    assert not figure_scope.measured_elsewhere(words, {"메일"}, True, SIZE, MEASURE_NOUNS)
    # a measure noun after it ("보관 기간은"): the noun is the thing measured
    assert not figure_scope.measured_elsewhere({"보관": ()}, {"보관"}, False, PERIOD, MEASURE_NOUNS)
    # a noun not written in the sentence (carried by a near-synonym or the heading): nothing is known
    assert not figure_scope.measured_elsewhere({"사서함": ()}, {"사서함"}, False, SIZE, MEASURE_NOUNS)


def test_a_size_question_about_the_mail_container_is_not_answered_by_the_attachment_limit() -> None:
    marker = "the figure is of"
    assert flagged("outlook 용량 몇 GB까지 돼요?", SIZE, marker)
    assert flagged("이메일 용량은 몇 기가에요?", SIZE, marker)
    assert flagged("how big can my mailbox get, how many GB?", SIZE, marker)
    assert not flagged("email attach 파일 몇 MB까지 돼요?", SIZE, marker)
    assert not flagged("이메일로 몇 MB까지 보낼 수 있어요?", SIZE, marker)
    assert not cover("이메일로 몇 MB까지 보낼 수 있어요?", SIZE).missing


def test_the_certificate_rule_still_answers_its_own_validity_question() -> None:
    assert not flagged("vpn cert 유효기간 몇 년이에요?", CERT, "the figure is of")


# -- a lead time before an event the question says has happened -------------------------------------------


def test_the_events_a_sentence_sets_a_time_before() -> None:
    assert figure_scope._lead_events(LEAD) == ["만료"]
    assert figure_scope._lead_events(NOTICE) == ["만료"]
    assert figure_scope._lead_events(BEFORE_INSTALL) == ["설치"]
    assert figure_scope._lead_events(SIZE) == []


def test_a_rule_for_before_the_event_does_not_answer_after_it() -> None:
    marker = "has happened"
    assert flagged("vpn cert 만료됐는데 이제 어떻게 해요?", LEAD, marker)
    assert flagged("my vpn cert has expired, what now?", LEAD, marker)
    assert flagged("인증서 expired 된 뒤에는 어디에 신청해요?", LEAD, marker)
    assert flagged("그 프로그램 벌써 설치했는데 어떻게 해요?", BEFORE_INSTALL, marker)
    assert flagged("프로그램 이미 깔았는데 승인 받아야 돼요?", BEFORE_INSTALL, marker)
    # the event still ahead, or a premise to correct: the rule answers
    assert not flagged("vpn cert 만료되기 며칠 전에 재발급 신청해요?", LEAD, marker)
    assert not flagged("what happens before my vpn cert expires?", LEAD, marker)
    assert not flagged("프로그램 설치하기 전에 누구 승인 받아요?", BEFORE_INSTALL, marker)
    assert not flagged("인증서 만료된 다음에 재발급 신청하면 되죠?", LEAD, marker)


# -- English words inside Korean questions (bot.rules.mixed_language) --------------------------------------------

MIXED = Glossary({
    "자료": ("파일", "files", "materials"),
    "파일": ("file", "files"),
    "고객": ("customer", "customers", "client"),
    "개인정보": ("고객 정보", "personal data", "customer data", "customer personal data"),
    "관리자": ("admin",),
    "관리자 계정": ("admin account",),
    "계정": ("account",),
    "보관": ("keep", "retention"),
    "다 쓴": ("done with",),
    "삭제": ("delete", "erase"),
})
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."
DONE = "용도가 끝난 자료는 보안 USB에서 바로 삭제한다."
SHARE = "계정과 비밀번호는 동료와 공유하지 않는다."
MIXED_MATCHER = TopicMatcher(MIXED)
MIXED_MATCHER.set_vocabulary([KEEP, DONE, SHARE])


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


# -- a short question that asks the one before again (bot.rules.restated) -----------------------------------------


def test_a_restated_follow_up_may_be_answered_by_the_same_sentence() -> None:
    def follow_up(message: str) -> bool:
        parts, _ = MIXED_MATCHER.parts(message)
        return parts[-1].follow_up

    assert not follow_up("개인정보 보관 기간 어케 돼요? 몇 년?")
    assert not follow_up("개인정보 file 보관해도 되나요? 뭘 해야 되나요?")
    assert follow_up("개인정보 file 보관해도 되나요? 안 되면 어떻게 해야 돼요?")  # a condition: another case
    assert follow_up("개인정보 보관 기간 어케 돼요? 누가 지워요?")  # an act of its own


def test_the_policy_glossary_reads_free_wifi_and_data_leak() -> None:
    from pathlib import Path

    glossary = Glossary.load(Path(__file__).resolve().parent.parent / "policies" / "glossary.yaml")
    assert "공용 와이파이" in glossary.policy_words_in("카페 free wifi로 접속해도 돼요?")
    assert "공용 와이파이" not in glossary.policy_words_in("is Zoom free?")
    assert "정보 유출" in glossary.policy_words_in("data leak 발견하면 어디에 신고?")
    assert "정보 유출" not in glossary.policy_words_in("where is customer data kept?")


def test_a_follow_up_asking_another_kind_of_figure_is_a_question_of_its_own() -> None:
    from bot.rules.restated import same_figure

    assert same_figure("duration", "year") and same_figure("frequency", "day") and same_figure(None, "size")
    assert not same_figure("duration", "clock") and not same_figure("size", "times")
