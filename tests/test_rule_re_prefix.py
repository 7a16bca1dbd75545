"""The re- prefix rule: 다시 with a light verb is said by the 재- word only when the verb paraphrases its act
(bot.rules.re_prefix). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules import re_prefix

_REUSE = "회수한 태블릿은 초기화한 뒤 재사용한다."
_REISSUE = "사원증이 훼손되면 인사팀에 재발급을 요청한다."
_RESET = "잠긴 단말은 관리자가 재설정한다."


def test_light_verb_matching_the_prefixed_act_is_said() -> None:
    assert re_prefix.again_said("회수된 태블릿 초기화하고 다시 쓰는 건가요?", [], _REUSE)
    assert re_prefix.again_said("사원증 찢어졌는데 다시 받으려면 어디에 말해요?", [], _REISSUE)


def test_light_verb_of_another_act_is_not_said() -> None:
    # getting one's own device back is not the company reusing it; using a badge again is not reissuing it
    assert not re_prefix.again_said("돌려준 태블릿 나중에 다시 받을 수 있어요?", [], _REUSE)
    assert not re_prefix.again_said("훼손된 사원증 테이프 붙여서 다시 써도 돼요?", [], _REISSUE)


def test_generic_light_verb_and_named_verb_still_said() -> None:
    assert re_prefix.again_said("단말 잠기면 다시 해야 돼요?", [], _RESET)
    assert re_prefix.again_said("태블릿 다시 사용해도 돼요?", [], _REUSE)  # 사용 named by the sentence


def test_said_again_drops_only_when_said() -> None:
    assert re_prefix.said_again("돌려준 태블릿 나중에 다시 받을 수 있어요?", ["다시"], [], _REUSE) == ["다시"]
    assert re_prefix.said_again("회수된 태블릿 다시 쓰는 건가요?", ["다시"], [], _REUSE) == []


def test_again_beside_the_prefixed_word_itself_is_not_said() -> None:
    # the question already says 재발급; its 다시 asks for one more, which the sentence does not say
    assert not re_prefix.again_said("사원증 재발급 받은 거 또 다시 받을 수 있어요?", [], _REISSUE)
    assert not re_prefix.again_said("태블릿 재사용한 걸 다시 써도 돼요?", [], _REUSE)


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
