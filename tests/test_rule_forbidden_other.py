"""The "one predicate worded otherwise" excuse of `TopicMatcher._unexcused` is refused for a duty asked of an act the
sentence does not carry when the sentence forbids another (`bot.rules.forbidden_other`; issue 8). Invented sentences,
not the case files."""

from __future__ import annotations

import pytest

from bot.rules import forbidden_other
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_FORBIDS = "회의실 태블릿은 외부인과 함께 쓰지 않는다."


@pytest.fixture(scope="module")
def matcher() -> TopicMatcher:
    return TopicMatcher(shipped_glossary())


def test_duty_asked_on_the_act_itself() -> None:
    assert forbidden_other.duty_asked("회의실 태블릿에 보호 필름 붙여야 돼요?", "붙이")
    assert forbidden_other.duty_asked("태블릿 필름 붙여야되나요", "붙이")
    assert forbidden_other.duty_asked("출입 명부 사진으로 저장해야 하나요?", "저장")


def test_permission_or_a_duty_on_another_word_is_not_a_duty_asked() -> None:
    assert not forbidden_other.duty_asked("회의실 태블릿에 필름 붙여도 돼요?", "붙이")
    # the duty is on 쓰다; 말고 only sets another thing aside
    assert not forbidden_other.duty_asked("개인 펜 말고 어떤 펜을 써야 돼요?", "말")


def test_forbidding_sentence_does_not_answer_another_duty() -> None:
    assert forbidden_other.forbids_other("회의실 태블릿 꼭 닦아야 돼요?", "닦", _FORBIDS)
    assert forbidden_other.forbids_other("태블릿 비번 적어야 돼요?", "적", "태블릿 비밀번호는 다시 쓸 수 없다.")


def test_a_duty_sentence_may_still_word_the_act_otherwise() -> None:
    assert not forbidden_other.forbids_other("회의실 태블릿 꼭 닦아야 돼요?", "닦", "회의실 태블릿은 매주 소독한다.")
    assert not forbidden_other.forbids_other("회의실 태블릿 닦아도 돼요?", "닦", _FORBIDS)


def test_coverage_refuses_the_excuse_only_for_the_duty(matcher: TopicMatcher) -> None:
    assert not cover(matcher, "회의실 태블릿은 꼭 닦아야 돼요?", _FORBIDS).passed
    assert cover(matcher, "회의실 태블릿은 꼭 닦아야 돼요?", "회의실 태블릿은 매주 소독한다.").passed


def test_a_sentence_with_a_duty_clause_before_the_prohibition_does_not_only_forbid() -> None:
    sentence = "회의록 파일은 암호를 걸어 팀 폴더에만 보관하고, 개인 메일에 두지 않는다."
    assert not forbidden_other.forbids_other("회의록 파일 암호 잠가야 돼요?", "잠그", sentence)
    only = "회의록 파일은 개인 메일에 두지 않는다."
    assert forbidden_other.forbids_other("회의록 파일 암호 잠가야 돼요?", "잠그", only)
