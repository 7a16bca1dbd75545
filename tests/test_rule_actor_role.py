"""The person who acts and the person named in the rule (`bot.rules.actor_role`; batch `_zr`, issue 8: near misses that
share the rule's words but ask about another thing), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import actor_role


@pytest.mark.parametrize(("question", "people"), [
    ("부장님이 제 메신저 계정 잠깐 쓴다는데 빌려줘도 돼요?", ("부장",)),
    ("담당자가 제 노트북 가져간대요", ("담당자",)),
    ("부장님이 보내도 된다고 했는데 그냥 보내도 돼요?", ()),  # the person permits
    ("부장님이 보내라고 했는데 보내도 돼요?", ()),  # the person orders
    ("부장님이 결재해 주면 발급돼요?", ()),  # the person approves
    ("노트북이 고장 났는데 어떡해요?", ()),  # no person
])
def test_acting_people(question: str, people: tuple[str, ...]) -> None:
    assert actor_role.acting_people(question) == people


def test_approver_in_the_rule_does_not_answer_the_person_as_doer() -> None:
    question = "부장님이 제 메신저 계정 잠깐 쓴다는데 빌려줘도 돼요?"
    assert actor_role.problems(question, "메신저 관리자 계정은 부장 승인을 받은 뒤 만든다.")
    assert actor_role.problems(question, "계정 발급에는 보안 담당자의 승인이 필요하다.") == []  # another person
    assert actor_role.problems(question, "부장이 쓰는 계정도 남과 같이 쓰지 않는다.") == []  # the person acts there


def test_a_person_named_with_a_modifier_acts_as_the_head_noun() -> None:
    rule = "보안 USB로 자료를 밖으로 가져갈 때는 팀장 승인을 받는다."
    assert actor_role.acting_people("옆팀 팀장님이 제 보안 USB 빌려달라는데 괜찮나요") == ("팀장",)
    assert actor_role.problems("옆팀 팀장님이 제 보안 USB 빌려달라는데 괜찮나요", rule)
    assert actor_role.problems("다른 부서 팀장이 보안 USB 빌려간다는데 돼요?", rule)
    # the person granting is no doer; no person, no problem
    assert not actor_role.problems("옆팀 팀장님이 승인해 주면 가져가도 돼요?", rule)
    assert not actor_role.problems("옆팀 사람한테 보안 USB 빌려줘도 돼요?", rule)
