"""The contrast rule (`bot.rules.contrast`, batch `_zd`, issue 8) on hand-made sentences and questions: a yes/no
question on one of two exclusive values is answered by a sentence that states the other one; 무료/유료 of another thing
than the license is not (batch `_zj`). The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import contrast
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

ONLY_COMPANY = "이 메신저는 회사 계정으로만 쓴다."
COMPANY_LAPTOP = "회사 노트북은 4년마다 교체한다."
PAID = "이 툴의 라이선스는 유료이고 설치 전에 승인을 받는다."
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."

MATCHER = TopicMatcher(Glossary({"계정": ("아이디",), "노트북": ("랩탑",), "소프트웨어": ("툴",)}))
MATCHER.set_vocabulary([ONLY_COMPANY, COMPANY_LAPTOP, PAID, KEEP, "메신저 툴"])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_the_other_value_of_an_exclusive_pair_answers_a_yes_no_question() -> None:
    assert contrast.states_other_value("개인", ["메신저", "개인", "계정"], ONLY_COMPANY)
    assert contrast.states_other_value("무료", ["툴", "무료"], PAID)
    # the other value of another thing, or without "only", says nothing of the asked one
    assert not contrast.states_other_value("개인", ["개인", "노트북"], ONLY_COMPANY)
    assert not contrast.states_other_value("개인", ["개인", "노트북"], COMPANY_LAPTOP)
    assert not contrast.states_other_value("개인", ["개인"], ONLY_COMPANY)  # no noun it qualifies
    # a sentence naming both values does not settle which one holds
    assert not contrast.states_other_value("무료", ["툴", "무료"], "개인에게만 무료이고 회사는 유료인 경우가 많다.")
    # a pair outside the closed list is left alone
    assert not contrast.states_other_value("외부", ["외부", "메일"], "사내 메일로만 보낸다.")
    assert contrast.answered(["개인"], ["개인", "계정"], ONLY_COMPANY, yes_no=False) == ["개인"]


def test_a_permission_on_the_excluded_value_is_answered_through_the_topic_rule() -> None:
    asked = cover("메신저 개인 계정으로 써도 돼요?", ONLY_COMPANY)
    assert "개인" not in asked.missing, asked.missing
    # a question word asks something the value does not answer
    which = cover("메신저 개인 계정은 어디서 만들어요?", ONLY_COMPANY)
    assert "개인" in which.missing, which.missing
    # a company laptop rule without "only" does not answer a personal laptop question
    laptop = cover("개인 노트북도 4년마다 바꿔줘요?", COMPANY_LAPTOP)
    assert "개인" in laptop.missing, laptop.missing


def test_free_or_paid_of_another_thing_is_not_the_license() -> None:
    assert not contrast.states_other_value("유료", ["7-Zip", "유료", "버전"], "라이선스: 무료")
    assert not contrast.states_other_value("무료", ["Figma", "무료", "체험판"], "라이선스: 유료")
    assert contrast.states_other_value("무료", ["Slack", "라이선스", "무료"], "라이선스: 유료")
    assert contrast.states_other_value("무료", ["Docker", "무료", "라이선스"], "라이선스: 유료")


def test_free_said_as_gongjja_and_the_personal_side_set_against_the_company() -> None:
    # session 40: "공짜" is 무료 in speech; "개인은 무료라던데 회사에서도 …" sets 개인 against the 회사 a row speaks of
    row = "이름: 스케치툴 / 라이선스: 유료 / 비고: 회사 사용은 유료"
    assert contrast.states_other_value("공짜", ["스케치툴", "공짜"], row)
    # another value right after it is no head it qualifies
    assert contrast.states_other_value("무료", ["스케치툴", "개인", "무료", "공짜"], row)
    question = "스케치툴 개인은 무료라던데 회사에서도 공짜로 써도 되죠?"
    nouns = ["스케치툴", "개인", "무료", "공짜"]
    assert contrast.answered(["개인", "무료", "공짜"], nouns, row, yes_no=True, text=question) == []
    # without a company side in the sentence, 개인 stays asked
    assert contrast.answered(["개인", "무료"], nouns, "이름: 스케치툴 / 라이선스: 유료", yes_no=True,
                             text=question) == ["개인"]
