"""Batch `_ze2`: false premises and messages with several questions (issue 8).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.message_parts import split_english_questions
from bot.rules.narrow_concept import narrow_words
from bot.topic import TopicMatcher
from tests.support.topic_rule import shipped_glossary


def _excerpt(*sentences: str) -> Excerpt:
    return Excerpt(chunk_id="doc#1", doc_id="doc", title="고객 자료 지침", section="1. 수집", revision=1,
                   text="\n".join(f"- {s}" for s in sentences), score=0.5)


def test_narrow_words_are_the_ones_another_word_of_the_noun_takes_in() -> None:
    rows = {"카드번호": ["결제정보"], "결제정보": []}
    assert narrow_words({"카드번호", "결제정보"}, lambda w: rows.get(w, [])) == {"카드번호"}
    assert narrow_words({"결제정보"}, lambda w: rows.get(w, [])) == set()


def test_sentence_naming_the_narrow_word_answers_not_a_rule_on_the_broad_class() -> None:
    # 주민번호 is filed under 주민등록번호 and under 개인정보 (which takes 주민등록번호 in): a rule on where
    # personal data is kept says nothing on whether the number may be asked for
    matcher = TopicMatcher(shipped_glossary())
    excerpt = _excerpt("개인정보는 잠금 서랍에 둔다.", "주민등록번호는 본인 확인이 꼭 필요할 때만 받는다.")
    parts, _ = matcher.parts("주민번호도 받아도 돼요?")
    cov = matcher.best(parts[0], [excerpt])
    assert cov is not None and "주민등록번호" in cov.sentence.text


def test_broad_rule_still_answers_when_no_sentence_names_the_narrow_word() -> None:
    matcher = TopicMatcher(shipped_glossary())
    excerpt = _excerpt("개인정보는 잠금 서랍에 둔다.")
    parts, _ = matcher.parts("주민번호는 어디에 둬요?")
    cov = matcher.best(parts[0], [excerpt])
    assert cov is not None and "잠금 서랍" in cov.sentence.text


def test_english_questions_joined_by_and_with_a_question_word_split() -> None:
    assert split_english_questions("How long is the parking pass valid and where do I renew it?") == [
        "How long is the parking pass valid", "where do I renew it?"]
    assert split_english_questions("Can I bring a guest to the gym and who signs the form?") == [
        "Can I bring a guest to the gym", "who signs the form?"]


def test_english_and_stays_when_one_side_is_only_a_question_word_or_the_text_is_korean() -> None:
    assert split_english_questions("When and where do I return the badge?") == [
        "When and where do I return the badge?"]
    assert split_english_questions("I lost my badge and how do I get a new one?") == [
        "I lost my badge and how do I get a new one?"]
    assert split_english_questions("출입증 and how 재발급 해요?") == ["출입증 and how 재발급 해요?"]


def test_correct_tag_asks_to_confirm_and_names_no_topic() -> None:
    parts, _ = TopicMatcher().parts("The guest badge expires after a week, correct?")
    assert parts and "correct" not in {t.text for t in parts[0].terms}


def test_supposed_span_before_an_act_is_a_time_asked() -> None:
    from bot.rules.reversed_act import reverse_lasts, supposes_span, without_confirm_tag

    assert supposes_span("출입증 잠기면 2시간은 기다려야 풀리죠?")
    assert supposes_span("하루 지나면 풀리는 거 맞죠?")
    assert not supposes_span("출입증 잠기면 IT에 전화해야 풀리죠?")
    # the reverse state's span answers it ("… 10분 동안 잠긴다"); a who/how question is not that case
    assert reverse_lasts("출입증 잠기면 2시간은 기다려야 풀리죠?", "풀리", "출입증이 10분 동안 잠긴다.")
    assert not reverse_lasts("출입증 잠기면 누가 풀어줘요?", "풀리", "출입증이 10분 동안 잠긴다.")
    assert without_confirm_tag("2시간 지나야 풀리는 거 맞죠?") == "2시간 지나야 풀리는"


def test_asserted_span_in_another_unit_is_still_a_span() -> None:
    parts, _ = TopicMatcher().parts("출입증 잠기면 2시간은 기다려야 풀리죠?")
    assert parts[0].quantity == "duration"


def test_verb_noun_of_the_question_is_carried_by_a_heading_that_names_it() -> None:
    from bot.answer.lexical import lexical_score

    def section(name: str, text: str) -> Excerpt:
        return Excerpt(chunk_id=f"d#{name}", doc_id="d", title="출입증 지침", section=name, revision=1,
                       text=text, score=0.3)

    words = [("출입증", False, ()), ("폐기", True, ()), ("지나", True, ())]
    # "폐기하면" asks about the section headed "3. 폐기" though its text only says "없앤다"
    assert lexical_score(words, section("3. 폐기", "- 기한이 지나면 바로 없앤다.")) == 1 / 3 * 2
    # only the heading's own word: a verb noun written in the text as another word is not the act
    assert lexical_score([("폐기", True, ())], section("1. 발급", "- 폐기물 봉투는 따로 둔다.")) == 0.0


def test_a_part_naming_one_thing_and_no_act_is_not_narrowed() -> None:
    # "컴퓨터는 꺼요?" (the analyzer reads 꺼 as an adverb) keeps one noun and no predicate: which sentences name the
    # narrow word says nothing of what is asked, so the ordinary ranking decides among all passing sentences
    from bot.rules.narrow_concept import prefer_narrow
    matcher = TopicMatcher(shipped_glossary())
    excerpt = _excerpt("개인정보는 잠금 서랍에 둔다.", "주민등록번호는 본인 확인이 꼭 필요할 때만 받는다.")
    bare, _ = matcher.parts("주민번호는요?")
    covers = [c for c in matcher._covers(bare[0], [excerpt], frozenset()) if c.passed]
    assert len(covers) == 2 and not bare[0].predicates
    assert prefer_narrow(bare[0], covers, matcher.policy_words_for) == covers
    asked, _ = matcher.parts("주민번호도 받아도 돼요?")
    covers = [c for c in matcher._covers(asked[0], [excerpt], frozenset()) if c.passed]
    assert [c.sentence.text for c in prefer_narrow(asked[0], covers, matcher.policy_words_for)] == [
        "주민등록번호는 본인 확인이 꼭 필요할 때만 받는다."]
