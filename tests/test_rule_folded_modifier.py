"""A modifier folded into its head is no second topic noun for the "topic word in the sentence itself" requirement
(`bot.rules.folded_modifier`; issue 8: coverage misses of families recurring across many dev batches), on hand-made
questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.models import Excerpt
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

MATCHER = TopicMatcher(topic_rule.shipped_glossary())


def titled_cover(question: str, sentence: str, title: str, section: str) -> Coverage:
    """The topic rule's verdict on one sentence of a document whose title names the topic."""
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


KEEPING = "보관 기간은 계약이 끝난 날부터 2년이다."
PRIVACY = "개인정보 보호 규정"


def test_a_folded_modifier_is_no_second_topic_noun() -> None:
    # 고객 says whose personal data: one topic noun, named by the title; the sentence carries the keeping itself
    assert titled_cover("고객 개인정보 얼마 동안 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed
    assert titled_cover("개인정보 얼마나 오래 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed  # as before


def test_a_title_alone_still_answers_no_question_with_a_noun_of_its_own() -> None:
    missing = titled_cover("고객 개인정보 동의서 몇 년 갖고 있어요?", KEEPING, PRIVACY, "3. 보관").missing
    assert "(a topic word in the sentence itself)" in missing  # 동의서: a second noun of its own
    # the act not carried by the sentence itself: using the data for a while is not keeping it
    assert not titled_cover("고객 개인정보 얼마나 오래 써도 돼요?", KEEPING, PRIVACY, "3. 보관").passed
    # 회원: the glossary folds no "회원 정보" into 개인정보, so it stays a noun of its own
    assert not titled_cover("회원 개인정보 얼마 동안 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed
