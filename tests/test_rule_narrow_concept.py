"""A narrow word another word of the noun takes in (`bot.rules.narrow_concept`; batch `_ze2`, issue 8: false premises
and messages with several questions): a sentence naming the narrow word answers, not a rule on the broad class. Invented
sentences, not the case files."""

from __future__ import annotations

from bot.models import Excerpt
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
