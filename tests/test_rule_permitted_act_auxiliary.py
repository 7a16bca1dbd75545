"""The "one predicate worded otherwise" excuse of `TopicMatcher._unexcused` for a permission asked with an auxiliary
verb after a noun-verb the policies name (`bot.rules.permitted_act.permitted_policy_act`; issue 8). Invented sentences,
not the case files."""

from __future__ import annotations

from bot.rules.permitted_act import permitted_policy_act

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
