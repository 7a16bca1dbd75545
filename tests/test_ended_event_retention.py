"""Session 37 (issue 8), invented sentences: "지난달 행사 끝났는데 참가자들 연락처 얼마 동안 갖고 있어도
돼요?" is answered by the rule that counts a keeping period from the purpose achieved. A past time noun tells
when the story happened (bot.language.terms.GENERIC_NOUNS), "얼마 동안" asks a period
(bot.rules.ended_purpose), and the plural 들 does not hide whose data it is (bot.rules.data_owner)."""

from __future__ import annotations

from bot.language.terms import Term, content_terms
from bot.rules import data_owner, ended_purpose
from tests.support import topic_rule

# the second bullet makes 행사 and 지난달 words the policies use, so the question must account for them
SENTENCE = "- 보관 기간은 목적을 달성한 날부터 2년이다.\n- 행사 참가 신청은 지난달 안내한 양식으로 받는다."


def test_the_parts_of_the_reading() -> None:
    assert "지난달" not in [t.text for t in content_terms("지난달 행사 끝났는데")]
    assert data_owner.owners("참가자들 연락처 얼마 동안 갖고 있어도 돼요?") == {"참가자": "연락처"}
    asked = "행사 끝났는데 참가자 연락처 얼마 동안 갖고 있어도 돼요?"
    assert "행사" in ended_purpose.carried(asked, [Term("행사", verb=False)], SENTENCE.splitlines()[0])


def test_an_ended_event_asked_with_a_period_is_answered() -> None:
    question = "지난달 행사 끝났는데 참가자들 연락처 얼마 동안 갖고 있어도 돼요?"
    answer, passed = topic_rule.checked_extractive(question, "4. 개인정보 보관", SENTENCE)
    assert answer is not None and "2년" in answer and passed
