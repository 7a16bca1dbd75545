"""A permission or duty asked for an act the policies name is that act (`bot.rules.permitted_act`; issue 8, safety): a
noun-verb the policies name, not a catch-all, native or unknown act, nor an obligation; a verb the glossary maps to a
policy act (batch `_zd2`, a 협력사 account rule). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules import permitted_act
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

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


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    # words the (hand-made) policies use: the account rule below names 발급 and 공유
    matcher.vocabulary = frozenset({"기계실", "출입", "기록부", "작성", "계정", "발급", "공유", "승인", "외부 업체",
                                    "비밀번호", "보안팀"})
    return matcher


def test_glossed_policy_act() -> None:
    vocabulary = {"발급", "공유", "처리"}
    assert permitted_act.glossed_policy_act("만들", {"발급"}, vocabulary)
    assert not permitted_act.glossed_policy_act("만들", set(), vocabulary)  # no glossary row
    assert not permitted_act.glossed_policy_act("만들", {"발급"}, None)
    assert not permitted_act.glossed_policy_act("만들", {"생성"}, vocabulary)  # the policies do not use it
    assert not permitted_act.glossed_policy_act("해결", {"처리"}, vocabulary)  # a noun-verb: permitted_policy_act
    assert not permitted_act.glossed_policy_act("맡기", {"처리"}, vocabulary)  # a catch-all act noun
    # a noun-verb only as a duty (as a permission it is permitted_policy_act's)
    assert permitted_act.glossed_policy_act("포맷", {"삭제"}, {"삭제"}, "태블릿 포맷해야 돼요?")
    assert not permitted_act.glossed_policy_act("포맷", {"삭제"}, {"삭제"}, "태블릿 포맷해도 돼요?")


def test_made_account_is_not_the_shared_one() -> None:
    matcher = _matcher()
    share = "계정과 비밀번호는 외부 업체와 공유하지 않는다."
    assert not cover(matcher, "협력사 계정 만들어 줘도 돼요?", share, "5. 계정 공유 금지").passed
    issue = "외부 업체 계정은 보안팀 승인을 받은 뒤 발급한다."
    assert cover(matcher, "협력사 계정 만들어 줘도 돼요?", issue, "1. 계정 발급").passed


def test_formatted_is_not_worded_otherwise() -> None:
    # 포맷 is a glossary variant of 삭제, an act the (hand-made) policies use: a duty to format is not answered
    # by a rule on another act of the same device
    matcher = _matcher()
    matcher.vocabulary = frozenset({*(matcher.vocabulary or ()), "삭제", "감염", "연락"})
    other = "감염된 태블릿은 끄지 말고 그대로 둔 채 보안팀에 연락한다."
    assert not cover(matcher, "태블릿 감염됐는데 포맷해야 돼요?", other, "2. 감염").passed
    wipe = "감염된 태블릿의 저장 장치는 완전히 삭제한다."
    assert cover(matcher, "태블릿 감염됐는데 포맷해야 돼요?", wipe, "2. 감염").passed
