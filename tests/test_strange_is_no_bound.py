"""Session 37 (issue 8), invented sentences: "이상해요" (strange, 이상하다) is a predicate the question tells, not the
bound "… 이상" (at least) that says what kind of answer is wanted (bot.language.terms.content_terms). Read as the
bound it was dropped, and "노트북이 이상해요. 어떻게 해요?" was answered by any rule on laptops. The one who sent a mail
("보낸 사람이 이상해요") is no act of the asker on it (bot.rules.suspicious_message)."""

from __future__ import annotations

from bot.language.terms import content_terms
from tests.support import topic_rule


def test_strange_is_a_predicate_and_at_least_is_not() -> None:
    assert ("이상", True) in [(t.text, t.verb) for t in content_terms("노트북이 이상해요. 어떻게 해요?")]
    assert "이상" not in [t.text for t in content_terms("비밀번호는 12자 이상이어야 돼요?")]


def test_a_thing_said_to_be_strange_is_not_answered_by_any_rule_on_it() -> None:
    text = "- 노트북은 3년마다 교체한다."
    answer, _ = topic_rule.checked_extractive("노트북이 이상해요. 어떻게 해요?", "2. 교체", text)
    assert answer is None


def test_a_strange_sender_is_the_suspicious_mail_told() -> None:
    text = "- 의심스러운 메일은 열지 말고 보안팀에 신고한다.\n- 메일 첨부 파일은 30MB까지 보낼 수 있다."
    question = "택배 조회하라는 링크 달린 메일이 왔는데 보낸 사람이 좀 이상해요. 어떻게 해요?"
    answer, passed = topic_rule.checked_extractive(question, "1. 의심 메일", text)
    assert answer is not None and "보안팀에 신고" in answer and passed


def test_strange_is_not_carried_by_a_bound() -> None:
    answer, _ = topic_rule.checked_extractive("비밀번호가 이상해요", "1. 규칙", "- 비밀번호는 10자 이상으로 만든다.")
    assert answer is None
