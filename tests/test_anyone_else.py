"""Branch cover21: a rule about 남 (anyone else) carries the person a question names as the other party
(bot.rules.anyone_else). Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_RULE = "지급받은 태블릿은 본인 업무에만 사용하고 남에게 빌려주지 않는다."


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary([_RULE, "계정은 동료와 공유하지 않는다.", "분실하면 보안팀에 신고한다."])
    return matcher


def test_a_colleague_asked_to_borrow_is_anyone_else_but_not_for_another_act() -> None:
    matcher = _matcher()
    assert cover(matcher, "태블릿 이틀만 옆 팀 동료한테 빌려줘도 돼요?", _RULE).missing == []
    # the person is carried only for the act the sentence says with 남
    assert "동료" in cover(matcher, "동료가 태블릿 사양 물어보는데 알려줘도 돼요?", _RULE).missing
    assert "동료" in cover(matcher, "동료가 제 태블릿 보고 싶대요 보여줘도 돼요?", _RULE).missing


def test_a_subject_is_the_other_party_only_when_it_asks_for_the_act() -> None:
    matcher = _matcher()
    assert cover(matcher, "옆 팀 동료가 태블릿 며칠만 빌려달래요 빌려줘도 돼요?", _RULE).missing == []
    # without a request the subject is the one who lends (session 41): the rule on the asker's lending does not say
    assert "동료" in cover(matcher, "동료가 회사 태블릿 빌려줘도 돼요?", _RULE).missing
