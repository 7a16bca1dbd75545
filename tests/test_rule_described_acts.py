"""A predicate that describes a noun (`bot.rules.described_acts`; batch `_zk`, issue 8: a safety check of round 2's
leniency rules with near misses aimed at them), on invented sentences: it is set aside only when it says what the thing
holds or bears, how it reached the asker or how far its time has run; a description of what befell the thing (맡긴,
빠진, 고장난, 깨진) makes it another thing. The question's own acts leave out only its describing modifiers
(`acts_of_own`; batch `_zu`)."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.rules import described_acts
from bot.rules.described_acts import DESCRIBING, described_only
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

MATCHER = TopicMatcher(Glossary({"지급": ("노트북 언제 나와",), "파쇄": ("버리",)}))


@pytest.mark.parametrize(("question", "verb", "noun"), [
    ("개인정보 적힌 종이 서류는 어떻게 버려요?", "적히", "종이"),
    ("보관기간 끝난 개인정보 언제까지 없애야 돼요?", "끝나", "개인정보"),
    ("보안 USB에 옮긴 파일 다 쓰면 어떻게 해요?", "옮기", "파일"),
    ("등급 찍힌 문서는 밖에 보내도 돼요?", "찍히", "문서"),
])
def test_describing_verbs_still_set_aside(question: str, verb: str, noun: str) -> None:
    assert verb in DESCRIBING
    assert described_only(question, [verb], [noun], {}, "아무 문장이다.") == [verb]


@pytest.mark.parametrize(("question", "verb", "noun"), [
    ("수리 맡긴 노트북은 언제 나와요?", "맡기", "노트북"),
    ("물에 빠진 보안 USB는 어떻게 폐기해요?", "빠지", "보안"),
    ("고장난 노트북은 바로 바꿔줘요?", "고장나", "노트북"),
    ("액정 깨진 노트북은 누구한테 내요?", "깨지", "노트북"),
    ("친구가 빌려간 보안 USB 는 어떻게 신고해요?", "빌려가", "보안"),
])
def test_what_befell_the_thing_is_kept(question: str, verb: str, noun: str) -> None:
    assert verb not in DESCRIBING
    assert described_only(question, [verb], [noun], {}, "아무 문장이다.") == []


def test_repaired_laptop_is_not_the_new_hires() -> None:
    sentence = "업무용 노트북은 입사일에 지급한다."
    assert not cover(MATCHER, "수리 맡긴 노트북은 언제 나와요?", sentence, "1. 지급").passed
    assert not cover(MATCHER, "물에 빠진 노트북은 언제 나와요?", sentence, "1. 지급").passed


def test_document_that_holds_personal_data_still_answered() -> None:
    sentence = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
    assert cover(MATCHER, "개인정보 적힌 종이 문서는 어떻게 버려요?", sentence, "3. 파기 개인정보").passed


def test_own_acts_leave_out_describing_modifiers_only() -> None:
    assert described_acts.acts_of_own("개인정보 들어간 excel file 어디 둬요?", ["들어가", "두"]) == ["두"]
    assert described_acts.acts_of_own("주소 적힌 엑셀 파일 출력해도 돼요?", ["적히", "출력"]) == ["출력"]
    assert described_acts.acts_of_own("주소 담긴 엑셀 파일 지워요?", ["담기", "지우"]) == ["지우"]
    # an act of the question's own, and a condition (-ㄹ), stay
    assert described_acts.acts_of_own("엑셀 파일 인쇄해도 돼요?", ["인쇄"]) == ["인쇄"]
    assert described_acts.acts_of_own("파일 옮길 때 암호 걸어요?", ["옮기"]) == ["옮기"]
