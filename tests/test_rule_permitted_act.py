"""A permission asked for an act the policies name is that act (`bot.rules.permitted_act`; issue 8, safety), not a
catch-all, native or unknown act, nor an obligation. Invented sentences, not the case files."""

from __future__ import annotations

_VOCAB = frozenset({"출력", "삭제", "신고", "사용"})


def test_permission_for_an_act_the_policies_name_is_that_act() -> None:
    from bot.rules.permitted_act import permitted_policy_act
    # 인쇄 is the policies' 출력 (glossary); 삭제 is theirs as written
    assert permitted_policy_act("회원 명부 인쇄해도 되나요?", "인쇄", ["출력"], _VOCAB)
    assert permitted_policy_act("회원 명부 삭제하면 되나요?", "삭제", [], _VOCAB)


def test_permission_not_for_catch_all_native_or_unknown_acts_or_obligations() -> None:
    from bot.rules.permitted_act import permitted_policy_act
    assert not permitted_policy_act("급한 건 이걸로 처리해도 되나..?", "처리", [], _VOCAB | {"처리"})
    assert not permitted_policy_act("회원 명부 집에 가져가도 돼요?", "가져가", [], _VOCAB)
    assert not permitted_policy_act("회원 명부 변상해도 돼요?", "변상", [], _VOCAB)  # the policies never say it
    assert not permitted_policy_act("회원 명부 인쇄해야 돼요?", "인쇄", ["출력"], _VOCAB)  # an obligation
    assert not permitted_policy_act("회원 명부 인쇄해도 되나요?", "인쇄", ["출력"], None)
