"""False premises that offer a recipient or a sufficient condition (issue 8 item 3, branch premise14): the
offered recipient's nouns are no topic when the rule names another recipient (`bot.rules.offered_recipient`),
and an offered "X만 V-면" condition is no predicate when the rule forbids the act outright
(`bot.rules.offered_condition`). Invented sentences only."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import offered_condition, offered_recipient
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

MATCHER = TopicMatcher(Glossary({}))


def test_recipient_nouns_only_inside_the_offered_recipient() -> None:
    question = "출입카드 잃어버리면 총무 담당자한테 신고하면 되죠?"
    assert offered_recipient.recipient_nouns(question, ["담당자", "출입카드"]) == ["담당자"]
    # a noun the question also uses outside the recipient stays a topic
    assert offered_recipient.recipient_nouns("총무 서류를 잃어버리면 총무팀에 신고하면 되죠?", ["총무"]) == []


def test_offered_recipient_set_aside_only_when_corrected() -> None:
    question = "출입카드 잃어버리면 총무 담당자한테 신고하면 되죠?"
    assert offered_recipient.answered(question, ["담당자"], lambda: True) == []
    assert offered_recipient.answered(question, ["담당자"], lambda: False) == ["담당자"]


def test_offered_recipient_on_a_whole_sentence() -> None:
    sentence = "출입카드를 잃어버리면 즉시 경비실에 신고한다."
    assert cover(MATCHER, "출입카드 잃어버리면 총무 담당자한테 신고하면 되죠?", sentence, "2. 분실").passed
    # an obligation asked ("신고해야 되나요?") is left to the topic rule
    assert not cover(MATCHER, "출입카드 잃어버리면 총무 담당자한테도 신고해야 되나요?", sentence, "2. 분실").passed


def test_offered_condition_found() -> None:
    found = offered_condition.offered_conditions("회의실 와이파이에서도 방화벽만 켜면 서버 접속해도 되죠?")
    assert found == {"방화벽", "켜"}
    assert offered_condition.offered_conditions("방화벽 켜려면 뭐 해야 돼요?") == frozenset()


def test_offered_condition_set_aside_against_an_outright_ban() -> None:
    question = "회의실 와이파이에서도 방화벽만 켜면 서버 접속해도 되죠?"
    ban = "회의실 와이파이에서는 서버에 접속하지 않는다."
    assert offered_condition.answered(question, ["켜"], True, ban, lambda: True) == []
    # a rule with an exception of its own, or one that does not forbid, keeps the condition
    excepted = "승인 없이 서버에 접속하지 않는다."
    assert offered_condition.answered(question, ["켜"], True, excepted, lambda: True) == ["켜"]
    assert offered_condition.answered(question, ["켜"], True, ban, lambda: False) == ["켜"]
    assert offered_condition.answered(question, ["켜"], False, ban, lambda: True) == ["켜"]


def test_offered_condition_on_a_whole_sentence() -> None:
    sentence = "회의실 와이파이에서는 서버에 접속하지 않는다."
    assert cover(MATCHER, "회의실 와이파이에서도 방화벽만 켜면 서버 접속해도 되죠?", sentence, "1. 접속").passed


def test_bigger_is_the_policy_word_over() -> None:
    sentence = "5MB가 넘는 사진은 사내 드라이브에 올리고 링크를 보낸다."
    coverage = cover(TopicMatcher(shipped_glossary()), "How do I share a picture that's bigger?", sentence, "1. 사진")
    assert "bigger" in coverage.covered


def test_absent_marking_is_not_answered_by_the_rule_that_marks() -> None:
    """"라벨 부착 없는 장비" asks about equipment without the label: a rule that attaches labels speaks of the
    other side; one that states the absence answers (`bot.rules.absent_content`, a run's head written apart)."""
    question = "라벨 부착 없는 장비는 어떻게 봐요?"
    assert not cover(MATCHER, question, "모든 장비에는 자산 라벨을 부착한다.", "3. 라벨").passed
    assert cover(MATCHER, question, "라벨 부착이 없는 장비는 회사 장비로 본다.", "3. 라벨").passed


def test_offered_recipient_kept_when_the_act_is_worded_otherwise() -> None:
    question = "출입카드 잃어버리면 총무 담당자한테 전달하면 되죠?"
    assert offered_recipient.answered(question, ["담당자"], lambda: True, ["전달"]) == ["담당자"]
