"""Session 38 (issue 8), invented sentences: symptoms told before the asker's own diagnosis ("바이러스 같은데") are
that diagnosis's story, not policy matters of their own (bot.rules.diagnosed_story)."""

from __future__ import annotations

from bot.rules.diagnosed_story import diagnoses
from tests.support import topic_rule

KNOWN = {"바이러스", "피싱", "메일"}.__contains__
SECTION = "2. 악성코드 감염"
# the second bullet makes 화면, 파일 and 이름 words the policies use, so the symptoms name policy matters
SENTENCES = ("- 악성코드 감염이 의심되면 즉시 전원 케이블을 그대로 두고 정보보호실에 전화한다.\n"
             "- 화면 보호기 파일의 이름은 바꾸지 않는다.")


def test_a_guess_in_a_policy_word() -> None:
    assert diagnoses("바이러스 같은데 뭐부터 해야 돼요?", KNOWN)
    assert diagnoses("피싱인 것 같아요", KNOWN)
    assert diagnoses("피싱인듯 어떡해요", KNOWN)
    assert not diagnoses("고장 같은데 어디에 말해요?", KNOWN)  # no policy word
    assert not diagnoses("바이러스 검사는 어떻게 해요?", KNOWN)  # no guess


def test_symptoms_before_a_diagnosis_are_its_story() -> None:
    question = "컴퓨터 화면에 이상한 창이 뜨고 파일 이름이 다 바뀌었어요. 바이러스 같은데 뭐부터 해야 돼요?"
    answer, passed = topic_rule.checked_extractive(question, SECTION, SENTENCES)
    assert answer is not None and "정보보호실" in answer and passed


def test_symptoms_without_a_diagnosis_still_hand_off() -> None:
    question = "컴퓨터 화면에 이상한 창이 뜨고 파일 이름이 다 바뀌었어요. 뭐부터 해야 돼요?"
    answer, _ = topic_rule.checked_extractive(question, SECTION, SENTENCES)
    assert answer is None or "정보보호실" not in answer
