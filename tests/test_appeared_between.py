"""Session 38 (issue 8), invented sentences: what appeared on screen between two of the asker's acts is a link of
their story, carried by a rule on the acts before and after it (bot.rules.appeared_between)."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import appeared_between
from tests.support import topic_rule

SECTION = "1. 스미싱 문자"
# the second bullet makes 화면 a word the policies use, so the question would have to account for it
SENTENCES = ("- 문자 속 주소를 눌렀거나 카드 번호를 입력했다면 바로 카드를 정지하고 재무팀에 알린다.\n"
             "- 화면 잠금 암호는 남에게 알려 주지 않는다.")
UNMATCHED = [Term("화면", False), Term("뜨", True)]


def test_an_appearance_between_two_acts_is_carried() -> None:
    question = "문자 주소 눌렀더니 결제 화면이 떠서 카드 번호 입력했어요"
    assert appeared_between.carried(question, UNMATCHED, ["누르", "입력"]) == {"화면", "뜨"}


def test_an_appearance_that_ends_the_story_is_not() -> None:
    assert appeared_between.carried("문자 주소 눌렀더니 결제 화면이 떠요", UNMATCHED, ["누르"]) == set()
    # no act of the question carried after it
    assert appeared_between.carried("문자 주소 눌렀더니 결제 화면이 떠서 닫았어요", UNMATCHED, ["누르"]) == set()


def test_the_story_is_answered_by_the_rule_on_its_acts() -> None:
    question = "문자에 있는 주소 눌렀더니 결제 화면이 떠서 카드 번호 입력했어요ㅠㅠ 어떡해요?"
    answer, passed = topic_rule.checked_extractive(question, SECTION, SENTENCES)
    assert answer is not None and "재무팀" in answer and passed
