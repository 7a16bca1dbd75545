"""A situation singled out with 도 is asked, and a figure asserted with 가능 must be stated (bot.rules.story,
bot.topic), on hand-made sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.story import focused_nouns
from bot.topic import Coverage, TopicMatcher, split_sentences

RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
LOCK = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
MATCHER = TopicMatcher(Glossary({"재택근무": ("재택",)}))
MATCHER.set_vocabulary([RETURN, LOCK, "업무용 노트북은 입사일에 지급한다."])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)


def test_the_nouns_of_a_time_clause_singled_out_with_도_are_focused() -> None:
    assert focused_nouns("육아휴직 들어갈 때도 노트북 반납해야 하나요?") == frozenset({"육아휴직"})
    assert focused_nouns("출산휴가 가서도 노트북 써도 돼요?") >= frozenset({"출산휴가"})


def test_a_permission_ending_and_a_plain_time_clause_focus_nothing() -> None:
    assert focused_nouns("스타벅스 와이파이로 사내 시스템 들어가도 돼요?") == frozenset()
    assert focused_nouns("퇴사할 때 노트북 반납 언제까지 해요?") == frozenset()
    assert "집" not in focused_nouns("집에서 그룹웨어 들어갈 때도 인증해야 돼요?")  # the clause's setting


def test_a_rule_for_another_situation_does_not_answer_the_one_singled_out() -> None:
    asked = cover("육아휴직 들어갈 때도 노트북 반납해야 하나요?", RETURN, "4. 반납")
    assert not asked.passed and "육아휴직" in asked.missing
    assert cover("퇴사할 때도 노트북 반납해야 하나요?", RETURN, "4. 반납").passed


def test_a_figure_asked_with_가능_needs_a_figure_of_its_kind() -> None:
    parts, _ = MATCHER.parts("재택 주 3회 가능한가요?")
    assert parts[0].confirm and parts[0].quantity == "times"
    assert not cover("재택 주 3회 가능한가요?", LOCK, "3. 재택근무 중 보안").passed
