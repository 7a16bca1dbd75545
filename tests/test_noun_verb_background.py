"""A noun made a verb in what the asker relays of someone else's words is background
(bot.rules.noun_verb_background), on hand-made sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.clauses import background_predicates
from bot.topic import TopicMatcher, split_sentences


def test_a_relayed_reason_is_background_the_askers_own_is_not() -> None:
    assert "공부" in background_predicates("조카가 공부한다고 회사 태블릿 쓰고 싶대요")
    assert "운동" in background_predicates("동생이 운동한다고 회사 태블릿 빌려달래요 빌려줘도 돼요?")
    assert "주의" in background_predicates("옆자리 분이 주의하라던데 첨부 파일 열어도 돼요?")  # hearsay itself
    # the asker's own reason or situation, chained, wanted, alongside and asked noun-verbs stay asked
    assert "정비" not in background_predicates("관리팀이 정비한다고 태블릿 꺼도 돼요?")  # nothing relayed after it
    assert "출장" not in background_predicates("출장하는데 회사 태블릿 빌려도 돼요?")
    assert "선택" not in background_predicates("알림 여러 개 선택해서 지워도 돼요?")  # -서 chains two acts
    assert "설치" not in background_predicates("메신저 설치하고 싶은데 해도 돼요?")  # the act wanted
    assert "회의" not in background_predicates("회의하면서 태블릿 써도 돼요?")  # done alongside
    assert "신고" not in background_predicates("분실 신고했는데 뭐 해야 돼요?")


SECTION = Excerpt(chunk_id="dev#1", doc_id="devices", title="기기 규정", section="1. 태블릿",
                  revision=1, text="- 업무용 태블릿은 가족과 함께 쓰지 않는다.", score=0.4)
MATCHER = TopicMatcher(Glossary({"가족": ("조카", "애들")}))
MATCHER.set_vocabulary([f"{SECTION.section} {SECTION.text}"])


def _passes(question: str) -> bool:
    part = MATCHER.parts(question)[0][0]
    return MATCHER.coverage(part, split_sentences(SECTION, 1)[0], SECTION).passed


def test_the_rule_answers_whatever_reason_the_other_person_gives() -> None:
    assert _passes("조카가 공부한다고 업무용 태블릿 쓰고 싶대요")
    assert not _passes("조카가 공부하고 업무용 태블릿 쓰고 싶대요")  # -고 chains: 공부 is still asked


def test_a_relayed_statement_is_not_a_relayed_request() -> None:
    assert "정비" not in background_predicates("관리팀이 정비한다고 태블릿 꺼도 된대요 꺼도 돼요?")
