"""The "one predicate worded otherwise" excuse of `TopicMatcher._unexcused` is refused for a duty
asked of an act the sentence does not carry when the sentence forbids another (bot.rules.forbidden_other), and for
a permission asked with an auxiliary verb after a noun-verb the policies name (bot.rules.permitted_act).
Invented sentences, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import forbidden_other
from bot.rules.permitted_act import permitted_policy_act
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


_VOCAB = frozenset({"복사", "저장", "설치", "사용"})


def test_permission_with_an_auxiliary_verb_is_the_policies_act() -> None:
    assert permitted_policy_act("회의록 파일 복사해 줘도 돼요?", "복사", [], _VOCAB)
    assert permitted_policy_act("회의록 크롬에 저장해 둬도 되나요?", "저장", [], _VOCAB)
    assert permitted_policy_act("회의록 저장해 놓으면 되나요?", "저장", [], _VOCAB)
    assert permitted_policy_act("뷰어 설치해 봐도 돼요?", "설치", [], _VOCAB)


def test_auxiliary_permission_still_needs_a_named_noun_verb() -> None:
    assert not permitted_policy_act("회의록 요약해 줘도 돼요?", "요약", [], _VOCAB)  # the policies never name it
    assert not permitted_policy_act("회의록 사용해 봐도 돼요?", "사용", [], _VOCAB | {"사용"})  # a catch-all act
    assert not permitted_policy_act("회의록 저장해 둬야 돼요?", "저장", [], _VOCAB)  # a duty, not a permission


def test_a_sentence_with_a_duty_clause_before_the_prohibition_does_not_only_forbid() -> None:
    sentence = "회의록 파일은 암호를 걸어 팀 폴더에만 보관하고, 개인 메일에 두지 않는다."
    assert not forbidden_other.forbids_other("회의록 파일 암호 잠가야 돼요?", "잠그", sentence)
    only = "회의록 파일은 개인 메일에 두지 않는다."
    assert forbidden_other.forbids_other("회의록 파일 암호 잠가야 돼요?", "잠그", only)


def test_qualified_words_need_a_modifier_that_is_not_a_noun_of_the_question() -> None:
    from bot.rules.qualified_head import qualified_words
    text = "이상한문자오면어떻게알려요?"
    assert qualified_words(text, "문자", ["문자"], [("스팸 문자", 0, 5)]) == {"스팸 문자"}
    # the variant is the noun itself, or its front is another noun of the question: not this rule's case
    assert qualified_words(text, "문자", ["문자"], [("스팸 문자", 3, 5)]) == frozenset()
    assert qualified_words("고객문자보내도돼요?", "문자", ["고객", "문자"], [("광고 문자", 0, 4)]) == frozenset()


def test_a_noun_qualified_into_a_policy_word_is_carried_by_that_word_only() -> None:
    from bot.knowledge.glossary import Glossary
    matcher = TopicMatcher(Glossary({"스팸 문자": ("이상한 문자", "수상한 문자")}))
    question = "이상한 문자 오면 어떻게 알려요?"
    assert not cover(matcher, question, "업무 문자 내용은 메신저로 알려 준다.").passed
    assert cover(matcher, question, "스팸 문자는 보안팀에 알린다.").passed
    assert cover(matcher, "문자 오면 어떻게 알려요?", "업무 문자 내용은 메신저로 알려 준다.").passed


_LOSS = "회의실 태블릿을 잃어버리면 즉시 총무팀에 신고한다."


def test_a_rule_under_an_untold_condition_does_not_excuse_the_asked_act(matcher: TopicMatcher) -> None:
    # the rule opens with an act done to the tablet (잃어버리면) the question does not tell: another situation
    assert not cover(matcher, "회의실 태블릿 팀끼리 나눠 써도 돼요?", _LOSS).passed
    assert cover(matcher, "회의실 태블릿 팀끼리 나눠 써도 돼요?", "회의실 태블릿은 총무팀에 등록한 뒤 사용한다.").passed


def test_a_told_condition_keeps_the_excuse(matcher: TopicMatcher) -> None:
    assert cover(matcher, "회의실 태블릿 잃어버렸는데 팀끼리 나눠 써도 돼요?", _LOSS).passed
