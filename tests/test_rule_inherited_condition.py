"""The condition a section opens with (`bot.rules.inherited_condition`; issue 8, safety), on hand-made questions and
sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import inherited_condition
from bot.topic import TopicMatcher, split_sentences

FIRE_FIRST = "화재 경보가 울리면 즉시 계단으로 대피한다."
FIRE_NEXT = "엘리베이터는 타지 말고 비상구로 나간다."
FIRE_HEADING = "2. 화재"
FIRE_MATCHER = TopicMatcher(Glossary({}))
FIRE_MATCHER.set_vocabulary([FIRE_FIRST, FIRE_NEXT])


def _fire(question: str) -> bool:
    excerpt = Excerpt(chunk_id="doc#2", doc_id="doc", title="규정", section=FIRE_HEADING, revision=1,
                      text=f"- {FIRE_FIRST}\n- {FIRE_NEXT}", score=0.5)
    part = FIRE_MATCHER.parts(question)[0][0]
    return FIRE_MATCHER.coverage(part, split_sentences(excerpt, 1)[-1], excerpt).passed


def test_a_rule_under_the_condition_its_section_opens_with() -> None:
    told = "회식 끝났는데 타면 안 돼요?"
    assert inherited_condition.condition_of(FIRE_FIRST) == "화재 경보가 울리면"
    assert inherited_condition.condition_of(FIRE_NEXT) == ""
    assert inherited_condition.problems(told, ["회식"], FIRE_NEXT, [FIRE_FIRST], lambda clause: False,
                                        FIRE_HEADING) == ["(the condition the section opens with: 화재 경보가 울리면)"]
    assert inherited_condition.problems(told, [], FIRE_NEXT, [FIRE_FIRST], lambda clause: False,
                                        FIRE_HEADING) == []  # no story
    assert inherited_condition.problems(told, ["회식"], FIRE_NEXT, [FIRE_FIRST], lambda clause: True,
                                        FIRE_HEADING) == []  # named
    assert inherited_condition.problems(told, ["회식"], "퇴근하면 엘리베이터를 탄다.", [FIRE_FIRST],
                                        lambda clause: False) == []  # a condition of its own
    assert inherited_condition.problems("회식 때 타면 안 돼요?", ["회식"], FIRE_NEXT, [FIRE_FIRST],
                                        lambda clause: False) == []  # the occasion of the act, not a situation told
    assert inherited_condition.problems(told, ["회식"], FIRE_NEXT, [FIRE_FIRST], lambda clause: False,
                                        "2. 건물 안전") == []  # one rule's condition, not the section's
    assert not _fire("회식 끝났는데 엘리베이터 타면 안 돼요?")  # another situation, told and set aside
    assert _fire("화재 경보 울렸는데 엘리베이터 타면 안 돼요?")  # the section's condition named


def test_a_situation_relayed_with_a_verb_of_its_own() -> None:
    """"관리팀이 점검한다고 …": a situation someone else relays, told with a verb (점검하다), is the question's story
    when the condition is the section's own (its heading names it), not a condition of one rule among others."""
    relayed = "관리팀이 점검한다고 엘리베이터 타면 안 돼요?"
    assert inherited_condition.problems(relayed, [], FIRE_NEXT, [FIRE_FIRST], lambda clause: False, "2. 화재",
                                        ["점검"]) == ["(the condition the section opens with: 화재 경보가 울리면)"]
    assert inherited_condition.problems(relayed, [], FIRE_NEXT, [FIRE_FIRST], lambda clause: False, "2. 건물 안전",
                                        ["점검"]) == []  # a condition of one rule, not the section's
    assert inherited_condition.problems(relayed, [], FIRE_NEXT, [FIRE_FIRST], lambda clause: False,
                                        "2. 화재") == []  # nothing relayed
    assert not _fire(relayed)
    assert _fire("화재 경보 울린다고 하는데 엘리베이터 타면 안 돼요?")  # the section's condition named


def test_a_condition_scopes_the_rules_that_go_on_about_it() -> None:
    """A condition one rule opens with scopes a later rule of the section when the heading names it or the later
    rule shares a word with the conditioned sentence (itself or by the policy word it stands for); a later rule on
    another point is not under it."""
    first = "자리를 비우면 화면을 잠근다."
    heading = "3. 재택근무 중 보안"
    assert inherited_condition.scoping(first, "회사 자료는 개인 클라우드에 올리지 않는다.", heading) is False
    assert inherited_condition.scoping(first, "화면 보호기는 5분으로 둔다.", "3. 재택근무 중 보안") is True  # 화면
    assert inherited_condition.scoping(first, "스크린 보호기는 5분으로 둔다.", "3. 재택근무 중 보안",
                                       lambda word: ["화면"] if word == "스크린" else []) is True  # by the glossary
    assert inherited_condition.scoping(FIRE_FIRST, FIRE_NEXT, FIRE_HEADING) is True  # the section's own
    told = "재택 끝났는데 개인 클라우드에 올려도 돼요?"
    assert inherited_condition.problems(told, ["재택"], "회사 자료는 개인 클라우드에 올리지 않는다.", [first],
                                        lambda clause: False, "3. 재택근무 중 보안") == []
    assert inherited_condition.problems(told, ["재택"], "자리 위 서류는 서랍에 넣는다.", [first],
                                        lambda clause: False, "3. 재택근무 중 보안") == [
        "(the condition the section opens with: 자리를 비우면)"]
