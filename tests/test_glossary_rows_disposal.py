"""Glossary rows for disposal (`policies/glossary.yaml`): employee words that the expected policy
sentence says in other words, counted by distinct dev batches. "버릴 때 / 버리려면 / 버릴 거" (throwing a file or
paper away) is both 파기 (the heading of the privacy policy's disposal section) and 파쇄 (what is done with a
printout), like the existing "휴지통에 버". Phrase rows only: the bare stem 버리 stays unmapped (버리 of a habit,
"버렸어요" as a told event). Checked on hand-made sentences with the shipped glossary."""

from __future__ import annotations

import pytest

from bot.topic import TopicMatcher
from tests.support import topic_rule
from tests.support.topic_rule import cover

GLOSSARY = topic_rule.shipped_glossary()

DISPOSE = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
PRINTOUT = "회의에서 쓴 대외비 출력물은 파쇄한다."
LOST = "노트북을 잃어버리면 즉시 IT 담당자에게 신고한다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([DISPOSE, PRINTOUT, LOST])


@pytest.mark.parametrize("text", ["회원 명단 파일 버릴 때", "신청서 버리려면", "이 서류 버릴거면"])
def test_the_phrase_maps_to_disposal(text: str) -> None:
    words = GLOSSARY.policy_words_in(text)
    assert "파기" in words and "파쇄" in words


@pytest.mark.parametrize("text", ["쓰레기를 버렸어요", "나쁜 습관을 버리고", "적어도 세 개"])
def test_bare_stems_stay_unmapped(text: str) -> None:
    words = GLOSSARY.policy_words_in(text)
    assert "파기" not in words and "파쇄" not in words and "작성" not in words


@pytest.mark.parametrize(("question", "sentence", "section"), [
    ("회원 명단 파일 버릴 때 어떻게 지워요?", DISPOSE, "3. 파기"),
    ("회원 정보 적힌 종이 서류 버릴때는 어떻게 해요?", DISPOSE, "3. 파기"),
    ("회의에서 쓴 대외비 출력물 버릴 때 어떻게 해요?", PRINTOUT, "2. 출력물"),
])
def test_the_sentence_answers_the_employee_words(question: str, sentence: str, section: str) -> None:
    assert cover(MATCHER, question, sentence, section).passed


@pytest.mark.parametrize(("question", "sentence", "section"), [
    ("회원 명단 파일 버릴 때 누구 승인 받아야 돼요?", DISPOSE, "3. 파기"),  # a person asked, not how
    ("회원 명단 파일 버릴 때 며칠 안에 해야 돼요?", DISPOSE, "3. 파기"),  # a time asked
    ("노트북 버리려면 누구한테 반납해요?", LOST, "2. 분실"),  # disposal is not loss
])
def test_near_misses_stay_refused(question: str, sentence: str, section: str) -> None:
    assert not cover(MATCHER, question, sentence, section).passed
