"""A section's later rule that goes on with its opening rule's situation speaks of the nouns that situation names
(`bot.rules.same_situation`; batch `_zm`, issue 8), on hand-made sections and questions. The rule also keeps refusing
what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.same_situation import carried, situation_clause
from bot.topic import Coverage, TopicMatcher, split_sentences

LOST_OPENING = "외장 디스크를 잃어버리면 즉시 보안 담당에게 신고한다."
LOST_LATER = "잃어버린 사실을 알게 되면 미루지 않고 바로 알린다."
ROOM_OPENING = "기계실에 들어갈 때는 방문 대장을 작성한다."
ROOM_LATER = "협력사 직원이 기계실에 들어갈 때는 담당자가 동행한다."
KEEP_OPENING = "고객 자료는 보관 기간이 지나면 지운다."
KEEP_LATER = "종이 문서는 파쇄하고, 파일은 삭제 도구로 지운다."

MATCHER = TopicMatcher(Glossary({}))
MATCHER.set_vocabulary([LOST_OPENING, LOST_LATER, ROOM_OPENING, ROOM_LATER, KEEP_OPENING, KEEP_LATER])


def later(question: str, opening: str, second: str, section: str = "3. 규칙") -> Coverage:
    """The verdict on the section's second bullet."""
    excerpt = Excerpt(chunk_id="doc#3", doc_id="doc", title="저장매체 규정", section=section, revision=1,
                      text=f"- {opening}\n- {second}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[1], excerpt)


def test_the_situation_clause_ends_at_its_condition() -> None:
    assert situation_clause(LOST_OPENING) == "외장 디스크를 잃어버리면"
    assert situation_clause(ROOM_OPENING) == "기계실에 들어갈 때는"
    assert situation_clause("업무에는 등록된 장치만 쓴다.") == ""


def test_a_later_rule_that_goes_on_with_the_opening_situation_speaks_of_its_nouns() -> None:
    cov = later("외장 디스크 잃어버린거 며칠 있다 말해도 돼요?", LOST_OPENING, LOST_LATER)
    assert cov.passed, cov.missing


def test_a_noun_the_opening_rule_prescribes_is_not_borrowed() -> None:
    # 방문 대장 is what the opening rule prescribes, not its situation: the vendor rule does not answer
    assert not later("기계실 방문 대장은 누가 확인해요?", ROOM_OPENING, ROOM_LATER).passed


def test_a_later_rule_that_does_not_repeat_the_situation_borrows_nothing() -> None:
    # the opening's subject (고객 자료) stands before its topic marker, not in a situation the later rule repeats
    cov = later("고객 자료 파일은 어떻게 지워요?", KEEP_OPENING, KEEP_LATER)
    assert "고객" in cov.missing or not cov.passed


def test_a_question_on_another_situation_borrows_nothing() -> None:
    assert not later("외장 디스크 반납은 며칠 있다 해도 돼요?", LOST_OPENING, LOST_LATER).passed


def test_the_opening_sentence_itself_is_not_helped() -> None:
    excerpt = Excerpt(chunk_id="doc#3", doc_id="doc", title="저장매체 규정", section="3. 규칙", revision=1,
                      text=f"- {LOST_OPENING}\n- {LOST_LATER}", score=0.5)
    parts, _ = MATCHER.parts("외장 디스크 잃어버린거 며칠 있다 말해도 돼요?")
    # the opening says 즉시, a figure of its own, not "미루지 않고": alone, the delay asked is not answered by it;
    # beside the sentence that forbids the wait in words it is, and that sentence is quoted with it
    # (bot.rules.section_at_once, bot.rules.delay_asked.not_put_off)
    alone = Excerpt(chunk_id="doc#3", doc_id="doc", title="저장매체 규정", section="3. 규칙", revision=1,
                    text=f"- {LOST_OPENING}", score=0.5)
    assert not MATCHER.coverage(parts[0], split_sentences(alone, 1)[0], alone).passed
    assert MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt).passed


RETURN_OPENING = "퇴직하면 5영업일 이내에 노트북을 담당자에게 반납한다."
RETURN_LATER = "반납된 장비의 저장 장치는 완전히 지운 뒤 다시 쓴다."
MATCHER.set_vocabulary([LOST_OPENING, LOST_LATER, ROOM_OPENING, ROOM_LATER, KEEP_OPENING, KEEP_LATER,
                        RETURN_OPENING, RETURN_LATER])


def test_a_later_rule_on_the_opening_act_carries_the_opening_situation() -> None:
    cov = later("퇴직할때 반납한 노트북 저장 장치는 어떻게 돼요?", RETURN_OPENING, RETURN_LATER)
    assert "퇴직" not in cov.missing, cov.missing


def test_a_situation_the_opening_rule_does_not_tell_stays_missing() -> None:
    excerpt = Excerpt(chunk_id="doc#4", doc_id="doc", title="장비 규정", section="4. 반납", revision=1,
                      text=f"- {RETURN_OPENING}\n- {RETURN_LATER}", score=0.5)
    parts, _ = MATCHER.parts("휴직할때 반납한 노트북 저장 장치는 어떻게 돼요?")
    second = split_sentences(excerpt, 1)[1]
    names = lambda t, text: MATCHER.word_in(t, parts[0], text)  # noqa: E731
    assert not carried(parts[0], ["휴직"], excerpt, second, names)  # not the opening's situation
    assert carried(parts[0], ["퇴직"], excerpt, second, names)
    assert not carried(parts[0], ["퇴직"], excerpt, split_sentences(excerpt, 1)[0], names)  # the opening itself
    cov = later("퇴직할때 반납한 노트북 배터리는 어떻게 돼요?", RETURN_OPENING, RETURN_LATER)
    assert not cov.passed
