"""Session 37 (issue 8), invented sentences: a statement before the question that says a thing's state with an
adjective no policy word names ("… ppt 메일로 보내려는데 파일이 좀 커요.") tells no other situation than the rule's,
so the joined reading may answer it (bot.topic._unknown_states); an act the statement tells that the sentence does
not carry still sets another situation, and the message is handed off."""

from __future__ import annotations

from tests.support import topic_rule

SECTION = "3. 메일"
SENTENCE = "- 메일 첨부 파일은 30MB까지 보낼 수 있다."
ASKED = "첨부는 몇 메가까지 돼요?"


def test_a_state_told_before_the_question_is_answered() -> None:
    question = f"거래처에 견적서 ppt 메일로 보내려는데 파일이 좀 커요. {ASKED}"
    answer, passed = topic_rule.checked_extractive(question, SECTION, SENTENCE)
    assert answer is not None and "30MB" in answer and passed


def test_an_act_told_before_the_question_is_handed_off() -> None:
    question = f"거래처에 견적서 ppt 메일로 보내려는데 파일이 자꾸 튕겨요. {ASKED}"
    answer, _ = topic_rule.checked_extractive(question, SECTION, SENTENCE)
    assert answer is None
