"""다시 said by the policy's prefix 재- (`bot.rules.re_prefix`; issue 8: coverage misses of families recurring across
many dev batches), and with a light verb only when the verb paraphrases the prefixed act (safety); invented sentences
and questions, not the case files."""

from __future__ import annotations

from bot.rules import re_prefix
from bot.topic import TopicMatcher
from tests.support import topic_rule

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


REUSE = "반납된 태블릿의 메모리는 완전히 지운 뒤 재사용한다."
REISSUE = "출입증이 만료되기 10일 전에 재발급을 신청한다."
LOCK = "비밀번호를 3번 틀리면 태블릿이 10분 동안 잠긴다."
AGAIN_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
AGAIN_MATCHER.set_vocabulary([REUSE, REISSUE, LOCK])


def test_the_prefix_is_found_by_its_tag() -> None:
    assert re_prefix.has_prefix(REUSE)
    assert re_prefix.has_prefix("비밀번호를 재설정한다.")
    assert not re_prefix.has_prefix("재택근무 때는 VPN을 쓴다.")  # 재택: a noun of its own, no prefix
    assert not re_prefix.has_prefix("재고는 매달 확인한다.")
    assert not re_prefix.has_prefix(LOCK)


def test_the_verb_again_goes_with() -> None:
    assert re_prefix.again_verbs("태블릿 포맷하고 다시 쓰는 거죠?") == ["쓰"]
    assert re_prefix.again_verbs("출입증 만료 며칠 전에 다시 신청해야 돼요?") == ["신청"]
    assert re_prefix.again_verbs("다시 비번 바꿔도 돼요?") == ["바꾸"]  # an object noun between
    assert re_prefix.again_verbs("태블릿 포맷해요?") == []


def test_again_is_said_by_the_prefix() -> None:
    assert re_prefix.again_said("돌려준 태블릿 메모리 지우고 다시 쓰는 거죠?", [], REUSE)  # 쓰 -> 재사용
    assert re_prefix.again_said("출입증 다시 받으려면 만료 며칠 전에 말해요?", [], REISSUE)  # 받 -> 재발급
    assert re_prefix.again_said("출입증 만료 며칠 전에 다시 신청해요?", [], REISSUE)  # 신청 is in the sentence
    assert re_prefix.said_again("q 다시 써요?", ["다시", "혼자"], [], REUSE) == ["혼자"]
    cover = topic_rule.cover(AGAIN_MATCHER, "돌려준 태블릿 메모리 지우고 다시 쓰는 거죠?", REUSE)
    assert cover.passed, cover.missing
    cover = topic_rule.cover(AGAIN_MATCHER, "출입증 만료 며칠 전에 다시 신청해야 돼요?", REISSUE)
    assert cover.passed, cover.missing


def test_again_without_the_prefix_or_its_act_stays_missing() -> None:
    # no prefix in the sentence: re_prefix does not say 다시 ("다시 들어가져요" after a lock is getting back in,
    # which bot.rules.regained_access answers; "다시 써요" is not)
    assert not re_prefix.again_said("태블릿 잠기면 얼마나 기다려야 다시 들어가져요?", [], LOCK)
    assert "다시" in topic_rule.cover(AGAIN_MATCHER, "태블릿 잠기면 얼마나 기다려야 다시 써요?", LOCK).missing
    # the verb 다시 goes with is neither carried, nor in the sentence, nor a light verb
    assert not re_prefix.again_said("출입증 다시 들어가져요?", [], REISSUE)
    assert not re_prefix.again_said("반납한 태블릿 누구한테 다시 줘요?", [], REUSE)
    assert not topic_rule.cover(AGAIN_MATCHER, "반납한 태블릿 누구한테 다시 줘요?", REUSE).passed
    # a question without 다시 is left as it is
    assert re_prefix.said_again("태블릿 혼자 써요?", ["혼자"], [], REUSE) == ["혼자"]
