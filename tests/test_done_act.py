"""A rule that says to do what the asker says is done does not answer what to do next (bot.rules.done_act).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.done_act import own_acts, problems, told_done
from tests.support.topic_rule import cover, shipped_matcher

_RENEW = "출입증이 만료되기 30일 전에 재발급을 신청한다."


def test_the_acts_a_question_tells_as_done() -> None:
    assert told_done("출입증 재발급 받았으면 예전 건 버려야 하나요?") == {"재발급"}
    assert told_done("태블릿 반납했는데 자료는 어떻게 돼요?") == {"반납"}
    assert told_done("태블릿 반납해야 돼요?") == frozenset()  # asked, not told
    assert told_done("휴직했는데 태블릿 언제까지 반납해요?") == {"휴직"}


def test_the_act_a_sentence_prescribes() -> None:
    assert own_acts(_RENEW) == {"신청", "재발급"}
    assert "반납" in own_acts("퇴사하면 태블릿을 반납한다.")
    assert own_acts("출입증의 유효기간은 1년이다.") == frozenset()


def test_a_rule_for_the_act_done_does_not_answer_what_comes_after() -> None:
    assert problems("출입증 재발급 받았으면 예전 건 버려야 하나요?", _RENEW)
    assert not problems("출입증 재발급은 언제 신청해요?", _RENEW)
    assert not problems("출입증 재발급 받았는데 이렇게 하는 거 맞죠?", _RENEW)  # confirms what was done
    matcher = shipped_matcher(_RENEW, "다 쓴 자료는 바로 삭제한다.")
    late = cover(matcher, "출입증 재발급 받았으면 예전 출입증은 지워야 하나요?", _RENEW)
    assert any("the question says it is done" in m for m in late.missing)
