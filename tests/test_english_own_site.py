"""An English question that sends a thing to a site of the company itself is not answered by a rule for sending it
outside (`bot.rules.english_own_site`). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.english_own_site import problem
from tests.support.topic_rule import cover, shipped_matcher

_OUTSIDE = "기밀 보고서를 외부로 보낼 때는 부서장 승인을 받는다."


def test_a_site_of_the_company_is_not_outside_it() -> None:
    assert problem("Mailing a confidential report to our Busan branch. Do I need approval?", _OUTSIDE)
    assert problem("Can I send the confidential report to another department without approval?", _OUTSIDE)
    # a destination outside, or a rule with no outside scope: nothing to object
    assert problem("Can I send the confidential report to a vendor?", _OUTSIDE) is None
    assert problem("Mailing a confidential report to our Busan branch, ok?", "기밀 보고서는 암호를 건다.") is None


def test_the_outside_rule_does_not_answer_a_copy_sent_inside() -> None:
    rule = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
    matcher = shipped_matcher(rule)
    asked = "Do I still need my team lead's approval?"
    assert not cover(matcher, f"Sending a confidential doc to our overseas branch office. {asked}", rule).passed
    assert cover(matcher, f"Sending a confidential doc to a client. {asked}", rule).passed  # outside: answered
